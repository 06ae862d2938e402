/**
 * The Tailwind utility classes Mintlify content uses (`className="block dark:hidden"`,
 * `"flex items-center gap-2"`, `"text-zinc-950/70 dark:text-white/70"`), generated as CSS for
 * exactly the classes a site's pages name, the way Tailwind scans its content. Measured on 25
 * Mintlify repositories: display, flex and grid, spacing, sizes, text, colours with opacity,
 * borders, rounding, aspect ratios and the `dark:`, `sm:`/`md:`/`lg:`, `hover:` and
 * `group-hover:` variants cover nearly every class they use; names that look like such a utility
 * and are not generated are reported, never dropped silently.
 */

const SPACE = (value: string): string | undefined => {
	if (value === 'px') return '1px';
	if (value === '0') return '0';
	if (value === 'auto') return 'auto';
	if (/^\d+(\.5)?$/.test(value)) return `${Number(value) / 4}rem`;
	return arbitrary(value);
};

/** `[12px]` or `[2/1]`: Tailwind's arbitrary value, `_` for spaces. */
function arbitrary(value: string): string | undefined {
	const match = /^\[([^\]]+)\]$/.exec(value);
	return match ? (match[1] as string).replace(/_/g, ' ') : undefined;
}

const SIZE = (value: string): string | undefined => {
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
	return SPACE(value);
};

const MAX_WIDTHS: Record<string, string> = {
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

const TEXT_SIZES: Record<string, [string, string]> = {
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

const WEIGHTS: Record<string, string> = {
	thin: '100',
	light: '300',
	normal: '400',
	medium: '500',
	semibold: '600',
	bold: '700',
	extrabold: '800',
	black: '900',
};

const RADII: Record<string, string> = {
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

/** Tailwind's palette (v3), for the families Mintlify pages use. */
const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
const PALETTE: Record<string, string[]> = {
	gray: [
		'f9fafb',
		'f3f4f6',
		'e5e7eb',
		'd1d5db',
		'9ca3af',
		'6b7280',
		'4b5563',
		'374151',
		'1f2937',
		'111827',
		'030712',
	],
	zinc: [
		'fafafa',
		'f4f4f5',
		'e4e4e7',
		'd4d4d8',
		'a1a1aa',
		'71717a',
		'52525b',
		'3f3f46',
		'27272a',
		'18181b',
		'09090b',
	],
	slate: [
		'f8fafc',
		'f1f5f9',
		'e2e8f0',
		'cbd5e1',
		'94a3b8',
		'64748b',
		'475569',
		'334155',
		'1e293b',
		'0f172a',
		'020617',
	],
	neutral: [
		'fafafa',
		'f5f5f5',
		'e5e5e5',
		'd4d4d4',
		'a3a3a3',
		'737373',
		'525252',
		'404040',
		'262626',
		'171717',
		'0a0a0a',
	],
	red: [
		'fef2f2',
		'fee2e2',
		'fecaca',
		'fca5a5',
		'f87171',
		'ef4444',
		'dc2626',
		'b91c1c',
		'991b1b',
		'7f1d1d',
		'450a0a',
	],
	orange: [
		'fff7ed',
		'ffedd5',
		'fed7aa',
		'fdba74',
		'fb923c',
		'f97316',
		'ea580c',
		'c2410c',
		'9a3412',
		'7c2d12',
		'431407',
	],
	amber: [
		'fffbeb',
		'fef3c7',
		'fde68a',
		'fcd34d',
		'fbbf24',
		'f59e0b',
		'd97706',
		'b45309',
		'92400e',
		'78350f',
		'451a03',
	],
	yellow: [
		'fefce8',
		'fef9c3',
		'fef08a',
		'fde047',
		'facc15',
		'eab308',
		'ca8a04',
		'a16207',
		'854d0e',
		'713f12',
		'422006',
	],
	green: [
		'f0fdf4',
		'dcfce7',
		'bbf7d0',
		'86efac',
		'4ade80',
		'22c55e',
		'16a34a',
		'15803d',
		'166534',
		'14532d',
		'052e16',
	],
	emerald: [
		'ecfdf5',
		'd1fae5',
		'a7f3d0',
		'6ee7b7',
		'34d399',
		'10b981',
		'059669',
		'047857',
		'065f46',
		'064e3b',
		'022c22',
	],
	sky: [
		'f0f9ff',
		'e0f2fe',
		'bae6fd',
		'7dd3fc',
		'38bdf8',
		'0ea5e9',
		'0284c7',
		'0369a1',
		'075985',
		'0c4a6e',
		'082f49',
	],
	blue: [
		'eff6ff',
		'dbeafe',
		'bfdbfe',
		'93c5fd',
		'60a5fa',
		'3b82f6',
		'2563eb',
		'1d4ed8',
		'1e40af',
		'1e3a8a',
		'172554',
	],
	indigo: [
		'eef2ff',
		'e0e7ff',
		'c7d2fe',
		'a5b4fc',
		'818cf8',
		'6366f1',
		'4f46e5',
		'4338ca',
		'3730a3',
		'312e81',
		'1e1b4b',
	],
	purple: [
		'faf5ff',
		'f3e8ff',
		'e9d5ff',
		'd8b4fe',
		'c084fc',
		'a855f7',
		'9333ea',
		'7e22ce',
		'6b21a8',
		'581c87',
		'3b0764',
	],
	pink: [
		'fdf2f8',
		'fce7f3',
		'fbcfe8',
		'f9a8d4',
		'f472b6',
		'ec4899',
		'db2777',
		'be185d',
		'9d174d',
		'831843',
		'500724',
	],
};

/** A colour name (`zinc-950`, `white`, `primary`, `[#123456]`) with an optional `/70` opacity. */
function color(value: string): string | undefined {
	const [name, alpha] = value.split('/') as [string, string | undefined];
	const named: Record<string, string> = {
		black: '#000',
		white: '#fff',
		transparent: 'transparent',
		current: 'currentColor',
		inherit: 'inherit',
		// Mintlify's theme colours: the site's primary colour, lighter in the dark theme.
		primary: 'var(--td-primary)',
		'primary-light': 'var(--td-color-light, var(--td-primary))',
		'primary-dark': 'var(--td-color-dark, var(--td-primary))',
	};
	const shade = /^([a-z]+)-(\d+)$/.exec(name);
	const base =
		named[name] ??
		arbitrary(name) ??
		(shade && PALETTE[shade[1] as string] && SHADES.includes(Number(shade[2]))
			? `#${PALETTE[shade[1] as string]?.[SHADES.indexOf(Number(shade[2]))]}`
			: undefined);
	if (!base || alpha === undefined) return base;
	if (!/^\d+$/.test(alpha)) return undefined;
	return `color-mix(in srgb, ${base} ${alpha}%, transparent)`;
}

const SIDES: Record<string, string[]> = {
	'': [''],
	x: ['-left', '-right'],
	y: ['-top', '-bottom'],
	t: ['-top'],
	r: ['-right'],
	b: ['-bottom'],
	l: ['-left'],
};

const STATIC: Record<string, string> = {
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

/** The declarations of one utility (without variants), or `undefined` when it is not one. */
export function getUtility(name: string): string | undefined {
	if (name in STATIC) return STATIC[name];
	const negative = name.startsWith('-');
	const plain = negative ? name.slice(1) : name;
	const dash = plain.indexOf('-');
	if (dash < 0) return undefined;
	const [prefix, value] = [plain.slice(0, dash), plain.slice(dash + 1)];
	const spacing = /^([pm])([xytrbl]?)$/.exec(prefix);
	if (spacing) {
		const amount = SPACE(value);
		if (!amount) return undefined;
		const property = spacing[1] === 'p' ? 'padding' : 'margin';
		const signed = negative && amount !== '0' ? `-${amount}` : amount;
		return (SIDES[spacing[2] as string] ?? [])
			.map((side) => `${property}${side}:${signed}`)
			.join(';');
	}
	const position = SIZE(value);
	if (['top', 'right', 'bottom', 'left'].includes(prefix) && position) {
		return `${prefix}:${negative && position !== '0' ? `-${position}` : position}`;
	}
	if (/^translate-[xy]$/.test(plain.slice(0, plain.lastIndexOf('-')))) {
		const amount = SIZE(plain.slice(plain.lastIndexOf('-') + 1));
		const axis = plain[10]?.toUpperCase();
		return amount && `translate:${axis === 'X' ? '' : '0 '}${negative ? '-' : ''}${amount}`;
	}
	if (negative) return undefined;
	if (prefix === 'scale' && /^\d+$/.test(value)) return `scale:${Number(value) / 100}`;
	if (prefix === 'duration' && /^\d+$/.test(value)) return `transition-duration:${value}ms`;
	const corner = /^rounded-([trbl])(?:-(.+))?$/.exec(plain);
	if (corner) {
		const radius = RADII[corner[2] ?? ''];
		const sides: Record<string, string[]> = {
			t: ['top-left', 'top-right'],
			r: ['top-right', 'bottom-right'],
			b: ['bottom-left', 'bottom-right'],
			l: ['top-left', 'bottom-left'],
		};
		return (
			radius &&
			(sides[corner[1] as string] ?? []).map((side) => `border-${side}-radius:${radius}`).join(';')
		);
	}
	const sized = {
		w: 'width',
		h: 'height',
		'min-w': 'min-width',
		'min-h': 'min-height',
		'max-h': 'max-height',
	};
	for (const [key, property] of Object.entries(sized)) {
		if (plain.startsWith(`${key}-`)) {
			const amount = SIZE(plain.slice(key.length + 1));
			return amount && `${property}:${amount}`;
		}
	}
	if (plain.startsWith('max-w-')) {
		const size = plain.slice(6);
		const amount = MAX_WIDTHS[size] ?? arbitrary(size);
		return amount && `max-width:${amount}`;
	}
	if (plain.startsWith('size-')) {
		const amount = SIZE(plain.slice(5));
		return amount && `width:${amount};height:${amount}`;
	}
	if (/^gap(-[xy])?$/.test(plain.slice(0, plain.lastIndexOf('-')))) {
		const axis = plain.startsWith('gap-x-') ? 'column-' : plain.startsWith('gap-y-') ? 'row-' : '';
		const amount = SPACE(plain.slice(plain.lastIndexOf('-') + 1));
		return amount && `${axis}gap:${amount}`;
	}
	if (prefix === 'text') {
		const size = TEXT_SIZES[value];
		if (size) return `font-size:${size[0]};line-height:${size[1]}`;
		const bracket = arbitrary(value);
		if (bracket && /^\d/.test(bracket)) return `font-size:${bracket}`;
		const c = color(value);
		return c && `color:${c}`;
	}
	if (prefix === 'font') return WEIGHTS[value] && `font-weight:${WEIGHTS[value]}`;
	if (prefix === 'bg') {
		const c = color(value);
		return c && `background-color:${c}`;
	}
	if (prefix === 'border') {
		const side = /^([trblxy])-(.+)$/.exec(value);
		const c = color(side ? (side[2] as string) : value);
		return c && `border-color:${c}`;
	}
	if (prefix === 'rounded') return RADII[value] && `border-radius:${RADII[value]}`;
	if (plain === 'rounded') return `border-radius:${RADII['']}`;
	if (prefix === 'grid' && value.startsWith('cols-')) {
		const count = value.slice(5);
		return /^\d+$/.test(count) ? `grid-template-columns:repeat(${count},minmax(0,1fr))` : undefined;
	}
	if (prefix === 'col' && /^span-\d+$/.test(value))
		return `grid-column:span ${value.slice(5)}/span ${value.slice(5)}`;
	if (prefix === 'aspect') {
		const ratio = arbitrary(value);
		return ratio && `aspect-ratio:${ratio}`;
	}
	if (prefix === 'opacity' && /^\d+$/.test(value)) return `opacity:${Number(value) / 100}`;
	if (prefix === 'leading') {
		const amount = SPACE(value);
		return amount && `line-height:${amount}`;
	}
	if (prefix === 'z' && /^\d+$/.test(value)) return `z-index:${value}`;
	return undefined;
}

/** `space-y-4`: margins between children rather than on the element itself. */
function getSpaceBetween(name: string): string | undefined {
	const match = /^space-([xy])-(.+)$/.exec(name);
	const amount = match && SPACE(match[2] as string);
	if (!match || !amount) return undefined;
	return `${match[1] === 'y' ? 'margin-top' : 'margin-left'}:${amount}`;
}

const BREAKPOINTS: Record<string, string> = {
	sm: '40rem',
	md: '48rem',
	lg: '64rem',
	xl: '80rem',
	'2xl': '96rem',
};

/** A class name as a CSS selector needs it (`dark:hidden` as `dark\\:hidden`). */
export function escapeClass(name: string): string {
	return name.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
}

/**
 * One class with its variants (`dark:`, `sm:`, `hover:`, `group-hover:`, a leading `!`) as a CSS
 * rule; `undefined` when any part is unknown. Content sits in `.td-main`, which every rule names
 * so a utility wins over the component styles it is written on, as on Mintlify.
 */
export function getUtilityRule(token: string): string | undefined {
	const parts = token.split(':');
	let utility = parts.pop() as string;
	const important = utility.startsWith('!');
	if (important) utility = utility.slice(1);
	const between = getSpaceBetween(utility);
	const declarations = between ?? getUtility(utility);
	if (declarations === undefined) return undefined;
	if (declarations === '') return '';
	let selector = `.${escapeClass(token)}`;
	let dark = false;
	const media: string[] = [];
	let groupHover = false;
	for (const variant of parts) {
		if (variant === 'dark') dark = true;
		else if (BREAKPOINTS[variant]) media.push(`(min-width:${BREAKPOINTS[variant]})`);
		else if (['hover', 'focus', 'active'].includes(variant)) selector += `:${variant}`;
		else if (variant === 'group-hover') groupHover = true;
		else return undefined;
	}
	if (between) selector += '>:not(:first-child)';
	const body = declarations
		.split(';')
		.map((declaration) => (important ? `${declaration}!important` : declaration))
		.join(';');
	const scope = (root: string) => `${root}.td-main ${groupHover ? '.group:hover ' : ''}${selector}`;
	const rules = dark
		? [
				`:root[data-theme=dark] ${scope('')}{${body}}`,
				`@media (prefers-color-scheme:dark){:root:not([data-theme=light]) ${scope('')}{${body}}}`,
			]
		: [`${scope('')}{${body}}`];
	return media.length > 0 ? `@media ${media.join(' and ')}{${rules.join('')}}` : rules.join('');
}

/** The class names written in `class="..."`/`className="..."` (or a `{'...'}`/`` {`...`} `` literal) of `text`. */
export function collectClassNames(text: string): Set<string> {
	const names = new Set<string>();
	const pattern = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g;
	for (const match of text.matchAll(pattern)) {
		for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
			if (name && !name.includes('${')) names.add(name);
		}
	}
	return names;
}

/** A class that looks like a Tailwind utility (so not being generated is worth a warning). */
const UTILITY_LIKE = new RegExp(
	[
		'^(?:[a-z0-9-]+:)*!?-?(?:',
		'[pm][xytrbl]?-(?:\\d|px|auto|\\[)',
		'|(?:w|h|min-w|min-h|max-w|max-h|size|gap(?:-[xy])?|space-[xy]|inset|top|right|bottom|left|z|opacity|leading|tracking|scale|rotate|translate-[xy]|duration|order|line-clamp)-(?:\\d|\\[|full|auto|screen|px|xs|sm|md|lg|xl|\\dxl|prose|none|tight|wide|normal|snug|relaxed|loose)',
		'|(?:text|bg|border(?:-[trblxy])?|ring|divide|fill|stroke|from|to|via|shadow|decoration)-(?:\\[|black|white|transparent|current|primary|gray|zinc|slate|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|xs|sm|base|lg|xl|\\dxl|\\d)',
		'|font-(?:thin|light|normal|medium|semibold|bold|extrabold|black|mono|sans|serif)',
		'|rounded(?:-|$)|(?:grid-cols|col-span|flex|items|justify|self|place|object|overflow|whitespace|aspect)-',
		')',
	].join(''),
);

/** CSS for the utilities among `names`, and the utility-like names it does not generate. */
export function generateUtilityCss(names: Iterable<string>): {
	css: string;
	unsupported: string[];
} {
	const rules: string[] = [];
	const unsupported: string[] = [];
	for (const name of [...new Set(names)].sort()) {
		const rule = getUtilityRule(name);
		if (rule) rules.push(rule);
		else if (rule === undefined && UTILITY_LIKE.test(name)) unsupported.push(name);
	}
	// Dark and responsive rules come after the plain ones, so they win at equal specificity.
	const isLate = (rule: string) => rule.startsWith('@media') || rule.startsWith(':root');
	return {
		css: [...rules.filter((rule) => !isLate(rule)), ...rules.filter(isLate)].join('\n'),
		unsupported,
	};
}
