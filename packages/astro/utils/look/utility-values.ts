/**
 * The scales and fixed utilities of the Tailwind classes Mintlify content uses: spacing, sizes,
 * widths, text sizes, weights, radii, and the utilities whose declarations never vary. A table
 * of data; the rules that read it are utility-families.ts.
 */

/** A spacing scale step (`4` is `1rem`), `px`, `0`, `auto` or an arbitrary value. */
export const getSpace = (value: string): string | undefined => {
	if (value === 'px') return '1px';
	if (value === '0') return '0';
	if (value === 'auto') return 'auto';
	if (/^\d+(\.5)?$/.test(value)) return `${Number(value) / 4}rem`;
	return readArbitrary(value);
};

/** `[12px]` or `[2/1]`: Tailwind's arbitrary value, `_` for spaces. */
export function readArbitrary(value: string): string | undefined {
	const match = /^\[([^\]]+)\]$/.exec(value);
	return match ? (match[1] as string).replace(/_/g, ' ') : undefined;
}

/** A size: a named one (`full`, `screen`, ...), a fraction (`1/2`) or a spacing step. */
export const getSize = (value: string): string | undefined => {
	const named: Record<string, string> = {
		full: '100%',
		auto: 'auto',
		screen: '100vw',
		fit: 'fit-content',
		min: 'min-content',
		max: 'max-content',
	};
	if (named[value]) return named[value];
	const fraction = /^(\d+)\/(\d+)$/.exec(value);
	if (fraction) return `${(Number(fraction[1]) / Number(fraction[2])) * 100}%`;
	return getSpace(value);
};

/** `max-w-*` widths. */
export const MAX_WIDTHS: Record<string, string> = {
	xs: '20rem',
	sm: '24rem',
	md: '28rem',
	lg: '32rem',
	xl: '36rem',
	'2xl': '42rem',
	'3xl': '48rem',
	'4xl': '56rem',
	'5xl': '64rem',
	'6xl': '72rem',
	'7xl': '80rem',
	full: '100%',
	none: 'none',
	prose: '65ch',
};

/** `text-*` sizes: font size and line height. */
export const TEXT_SIZES: Record<string, [string, string]> = {
	xs: ['0.75rem', '1rem'],
	sm: ['0.875rem', '1.25rem'],
	base: ['1rem', '1.5rem'],
	lg: ['1.125rem', '1.75rem'],
	xl: ['1.25rem', '1.75rem'],
	'2xl': ['1.5rem', '2rem'],
	'3xl': ['1.875rem', '2.25rem'],
	'4xl': ['2.25rem', '2.5rem'],
	'5xl': ['3rem', '1'],
	'6xl': ['3.75rem', '1'],
};

/** `font-*` weights. */
export const WEIGHTS: Record<string, string> = {
	thin: '100',
	light: '300',
	normal: '400',
	medium: '500',
	semibold: '600',
	bold: '700',
	extrabold: '800',
	black: '900',
};

/** `rounded-*` radii (`rounded` alone is the empty key). */
export const RADII: Record<string, string> = {
	'': '0.25rem',
	none: '0',
	sm: '0.125rem',
	md: '0.375rem',
	lg: '0.5rem',
	xl: '0.75rem',
	'2xl': '1rem',
	'3xl': '1.5rem',
	full: '9999px',
};

/** The sides of `p`/`m` spacing (`px` is left and right). */
export const SIDES: Record<string, string[]> = {
	'': [''],
	x: ['-left', '-right'],
	y: ['-top', '-bottom'],
	t: ['-top'],
	r: ['-right'],
	b: ['-bottom'],
	l: ['-left'],
};

/** The utilities of one name and fixed declarations (`''` for known names with nothing to draw). */
export const STATIC: Record<string, string> = {
	block: 'display:block',
	'inline-block': 'display:inline-block',
	inline: 'display:inline',
	flex: 'display:flex',
	'inline-flex': 'display:inline-flex',
	grid: 'display:grid',
	hidden: 'display:none',
	contents: 'display:contents',
	'flex-row': 'flex-direction:row',
	'flex-col': 'flex-direction:column',
	'flex-wrap': 'flex-wrap:wrap',
	'flex-1': 'flex:1 1 0%',
	'flex-auto': 'flex:1 1 auto',
	'flex-none': 'flex:none',
	'shrink-0': 'flex-shrink:0',
	grow: 'flex-grow:1',
	'items-center': 'align-items:center',
	'items-start': 'align-items:flex-start',
	'items-end': 'align-items:flex-end',
	'items-baseline': 'align-items:baseline',
	'items-stretch': 'align-items:stretch',
	'justify-center': 'justify-content:center',
	'justify-between': 'justify-content:space-between',
	'justify-start': 'justify-content:flex-start',
	'justify-end': 'justify-content:flex-end',
	'justify-around': 'justify-content:space-around',
	'self-center': 'align-self:center',
	relative: 'position:relative',
	absolute: 'position:absolute',
	sticky: 'position:sticky',
	fixed: 'position:fixed',
	'inset-0': 'inset:0',
	'overflow-hidden': 'overflow:hidden',
	'overflow-auto': 'overflow:auto',
	'overflow-x-auto': 'overflow-x:auto',
	'text-center': 'text-align:center',
	'text-left': 'text-align:left',
	'text-right': 'text-align:right',
	italic: 'font-style:italic',
	uppercase: 'text-transform:uppercase',
	capitalize: 'text-transform:capitalize',
	underline: 'text-decoration-line:underline',
	'no-underline': 'text-decoration-line:none',
	truncate: 'overflow:hidden;text-overflow:ellipsis;white-space:nowrap',
	'whitespace-nowrap': 'white-space:nowrap',
	'break-all': 'word-break:break-all',
	'break-words': 'overflow-wrap:break-word',
	'object-cover': 'object-fit:cover',
	'object-contain': 'object-fit:contain',
	'aspect-video': 'aspect-ratio:16/9',
	'aspect-square': 'aspect-ratio:1/1',
	'pointer-events-none': 'pointer-events:none',
	'cursor-pointer': 'cursor:pointer',
	'tracking-tight': 'letter-spacing:-0.025em',
	'tracking-wide': 'letter-spacing:0.025em',
	'leading-none': 'line-height:1',
	'leading-tight': 'line-height:1.25',
	'leading-snug': 'line-height:1.375',
	'leading-normal': 'line-height:1.5',
	'leading-relaxed': 'line-height:1.625',
	border: 'border-width:1px;border-style:solid',
	'border-0': 'border-width:0',
	'border-2': 'border-width:2px;border-style:solid',
	'border-t': 'border-top-width:1px;border-top-style:solid',
	'border-b': 'border-bottom-width:1px;border-bottom-style:solid',
	'border-dashed': 'border-style:dashed',
	shadow: 'box-shadow:0 1px 3px 0 rgb(0 0 0/.1),0 1px 2px -1px rgb(0 0 0/.1)',
	'shadow-sm': 'box-shadow:0 1px 2px 0 rgb(0 0 0/.05)',
	'shadow-md': 'box-shadow:0 4px 6px -1px rgb(0 0 0/.1)',
	'shadow-lg': 'box-shadow:0 10px 15px -3px rgb(0 0 0/.1)',
	'shadow-none': 'box-shadow:none',
	'mx-auto': 'margin-left:auto;margin-right:auto',
	'w-full': 'width:100%',
	'h-full': 'height:100%',
	'min-w-0': 'min-width:0',
	'max-w-none': 'max-width:none',
	transition: 'transition-duration:150ms',
	'transition-all': 'transition:all 150ms',
	'transition-colors':
		'transition-property:color,background-color,border-color;transition-duration:150ms',
	'transition-transform': 'transition:transform 150ms',
	'transition-opacity': 'transition:opacity 150ms',
	// Tailwind's typography switches and the group marker: known, and nothing to draw.
	'not-prose': '',
	prose: '',
	group: '',
	'overflow-y-auto': 'overflow-y:auto',
	'overflow-x-hidden': 'overflow-x:hidden',
	'overflow-visible': 'overflow:visible',
	'flex-grow': 'flex-grow:1',
	'flex-shrink-0': 'flex-shrink:0',
	'font-mono': 'font-family:var(--td-mono)',
	'font-sans': 'font-family:system-ui,sans-serif',
	'select-none': 'user-select:none',
	'list-none': 'list-style:none',
	'sr-only':
		'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border-width:0',
};
