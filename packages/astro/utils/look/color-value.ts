/**
 * The value of a Mintlify `<Color.Item>`: a CSS colour (`#3B82F6`, `rgb(...)`, `hsl(...)`,
 * `oklch(...)`, a name) or `{ light, dark }`. Only colour syntax passes into the page's style, so
 * a value cannot add other CSS.
 */

/** A colour for each theme, and the CSS that draws the one of the reader's theme. */
export interface ColorValue {
	light: string;
	dark: string;
	/** `#fff`, or `light-dark(#fff, #000)` for a value of each theme. */
	css: string;
}

/** A CSS colour: a hex value, a colour function of numbers, or a colour name. */
export function isCssColor(value: string): boolean {
	return (
		/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ||
		/^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([\w\s.,%/+-]*\)$/i.test(value) ||
		/^[a-z]{3,30}$/i.test(value)
	);
}

/** Reads a `<Color.Item value>`; `undefined` when it is not a colour. */
export function readColorValue(value: unknown): ColorValue | undefined {
	const read = (item: unknown) =>
		typeof item === 'string' && isCssColor(item.trim()) ? item.trim() : undefined;
	const single = read(value);
	if (single) return { light: single, dark: single, css: single };
	if (!value || typeof value !== 'object') return undefined;
	const { light: rawLight, dark: rawDark } = value as { light?: unknown; dark?: unknown };
	const light = read(rawLight) ?? read(rawDark);
	const dark = read(rawDark) ?? light;
	if (!light || !dark) return undefined;
	return { light, dark, css: light === dark ? light : `light-dark(${light}, ${dark})` };
}
