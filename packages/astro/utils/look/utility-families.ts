/**
 * The rule families of the utility classes (spacing, position, sizes, text, colours, grid, ...):
 * one table, read in order, the first family that claims a name declaring it (or answering that
 * it is not a utility). The values they read are utility-values.ts and utility-palette.ts.
 */
import { getColor } from './utility-palette.ts';
import {
	getSize,
	getSpace,
	MAX_WIDTHS,
	RADII,
	readArbitrary,
	SIDES,
	STATIC,
	TEXT_SIZES,
	WEIGHTS,
} from './utility-values.ts';

/** A utility name read: `-mt-2` is negative, `mt-2` plain, prefix `mt`, value `2`. */
interface UtilityName {
	negative: boolean;
	plain: string;
	prefix: string;
	value: string;
}

/** A family of rules: the names it claims, and their declarations (`undefined`: none). */
interface UtilityFamily {
	claims: (name: UtilityName) => boolean;
	declare: (name: UtilityName) => string | undefined;
}

const SIZED: Record<string, string> = {
	w: 'width',
	h: 'height',
	'min-w': 'min-width',
	'min-h': 'min-height',
	'max-h': 'max-height',
};

const CORNERS: Record<string, string[]> = {
	t: ['top-left', 'top-right'],
	r: ['top-right', 'bottom-right'],
	b: ['bottom-left', 'bottom-right'],
	l: ['top-left', 'bottom-left'],
};

const digits = (value: string) => /^\d+$/.test(value);
const beforeLastDash = (plain: string) => plain.slice(0, plain.lastIndexOf('-'));
const afterLastDash = (plain: string) => plain.slice(plain.lastIndexOf('-') + 1);

/** The families that take a negative (`-mt-2`, `-top-1`, `-translate-x-4`), then the others. */
const FAMILIES: UtilityFamily[] = [
	{
		claims: ({ prefix }) => /^([pm])([xytrbl]?)$/.test(prefix),
		declare: ({ prefix, value, negative }) => {
			const amount = getSpace(value);
			if (!amount) return undefined;
			const property = prefix[0] === 'p' ? 'padding' : 'margin';
			const signed = negative && amount !== '0' ? `-${amount}` : amount;
			return (SIDES[prefix.slice(1)] ?? []).map((side) => `${property}${side}:${signed}`).join(';');
		},
	},
	{
		claims: ({ prefix, value }) =>
			['top', 'right', 'bottom', 'left'].includes(prefix) && !!getSize(value),
		declare: ({ prefix, value, negative }) => {
			const position = getSize(value) as string;
			return `${prefix}:${negative && position !== '0' ? `-${position}` : position}`;
		},
	},
	{
		claims: ({ plain }) => /^translate-[xy]$/.test(beforeLastDash(plain)),
		declare: ({ plain, negative }) => {
			const amount = getSize(afterLastDash(plain));
			const axis = plain[10]?.toUpperCase();
			return amount && `translate:${axis === 'X' ? '' : '0 '}${negative ? '-' : ''}${amount}`;
		},
	},
	// No other utility takes a negative.
	{ claims: ({ negative }) => negative, declare: () => undefined },
	{
		claims: ({ prefix, value }) => prefix === 'scale' && digits(value),
		declare: ({ value }) => `scale:${Number(value) / 100}`,
	},
	{
		claims: ({ prefix, value }) => prefix === 'duration' && digits(value),
		declare: ({ value }) => `transition-duration:${value}ms`,
	},
	{
		claims: ({ plain }) => /^rounded-([trbl])(?:-(.+))?$/.test(plain),
		declare: ({ plain }) => {
			const corner = /^rounded-([trbl])(?:-(.+))?$/.exec(plain) as RegExpExecArray;
			const radius = RADII[corner[2] ?? ''];
			const sides = CORNERS[corner[1] as string] ?? [];
			return radius && sides.map((side) => `border-${side}-radius:${radius}`).join(';');
		},
	},
	{
		claims: ({ plain }) => Object.keys(SIZED).some((key) => plain.startsWith(`${key}-`)),
		declare: ({ plain }) => {
			const key = Object.keys(SIZED).find((name) => plain.startsWith(`${name}-`)) as string;
			const amount = getSize(plain.slice(key.length + 1));
			return amount && `${SIZED[key]}:${amount}`;
		},
	},
	{
		claims: ({ plain }) => plain.startsWith('max-w-'),
		declare: ({ plain }) => {
			const size = plain.slice(6);
			const amount = MAX_WIDTHS[size] ?? readArbitrary(size);
			return amount && `max-width:${amount}`;
		},
	},
	{
		claims: ({ plain }) => plain.startsWith('size-'),
		declare: ({ plain }) => {
			const amount = getSize(plain.slice(5));
			return amount && `width:${amount};height:${amount}`;
		},
	},
	{
		claims: ({ plain }) => /^gap(-[xy])?$/.test(beforeLastDash(plain)),
		declare: ({ plain }) => {
			const axis = plain.startsWith('gap-x-')
				? 'column-'
				: plain.startsWith('gap-y-')
					? 'row-'
					: '';
			const amount = getSpace(afterLastDash(plain));
			return amount && `${axis}gap:${amount}`;
		},
	},
	{ claims: ({ prefix }) => prefix === 'text', declare: ({ value }) => getTextUtility(value) },
	{
		claims: ({ prefix }) => prefix === 'font',
		declare: ({ value }) => WEIGHTS[value] && `font-weight:${WEIGHTS[value]}`,
	},
	{
		claims: ({ prefix }) => prefix === 'bg',
		declare: ({ value }) => {
			const c = getColor(value);
			return c && `background-color:${c}`;
		},
	},
	{
		claims: ({ prefix }) => prefix === 'border',
		declare: ({ value }) => {
			const side = /^([trblxy])-(.+)$/.exec(value);
			const c = getColor(side ? (side[2] as string) : value);
			return c && `border-color:${c}`;
		},
	},
	{
		claims: ({ prefix }) => prefix === 'rounded',
		declare: ({ value }) => RADII[value] && `border-radius:${RADII[value]}`,
	},
	{
		claims: ({ prefix, value }) => prefix === 'grid' && value.startsWith('cols-'),
		declare: ({ value }) => {
			const count = value.slice(5);
			return digits(count) ? `grid-template-columns:repeat(${count},minmax(0,1fr))` : undefined;
		},
	},
	{
		claims: ({ prefix, value }) => prefix === 'col' && /^span-\d+$/.test(value),
		declare: ({ value }) => `grid-column:span ${value.slice(5)}/span ${value.slice(5)}`,
	},
	{
		claims: ({ prefix }) => prefix === 'aspect',
		declare: ({ value }) => {
			const ratio = readArbitrary(value);
			return ratio && `aspect-ratio:${ratio}`;
		},
	},
	{
		claims: ({ prefix, value }) => prefix === 'opacity' && digits(value),
		declare: ({ value }) => `opacity:${Number(value) / 100}`,
	},
	{
		claims: ({ prefix }) => prefix === 'leading',
		declare: ({ value }) => {
			const amount = getSpace(value);
			return amount && `line-height:${amount}`;
		},
	},
	{
		claims: ({ prefix, value }) => prefix === 'z' && digits(value),
		declare: ({ value }) => `z-index:${value}`,
	},
];

/** `text-*`: a size, an arbitrary size, else a colour. */
function getTextUtility(value: string): string | undefined {
	const size = TEXT_SIZES[value];
	if (size) return `font-size:${size[0]};line-height:${size[1]}`;
	const bracket = readArbitrary(value);
	if (bracket && /^\d/.test(bracket)) return `font-size:${bracket}`;
	const c = getColor(value);
	return c && `color:${c}`;
}

/** The declarations of one utility (without variants), or `undefined` when it is not one. */
export function getUtility(name: string): string | undefined {
	if (name in STATIC) return STATIC[name];
	const negative = name.startsWith('-');
	const plain = negative ? name.slice(1) : name;
	const dash = plain.indexOf('-');
	if (dash < 0) return undefined;
	const read: UtilityName = {
		negative,
		plain,
		prefix: plain.slice(0, dash),
		value: plain.slice(dash + 1),
	};
	return FAMILIES.find((family) => family.claims(read))?.declare(read);
}
