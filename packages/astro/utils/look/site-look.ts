/**
 * The parts of docs.json that dress every page beyond the branding (utils/look/branding.ts):
 * `banner` (a line above the header, basic Markdown, dismissible), `fonts` (Google Fonts by
 * family name, or a font file) and `background` (colours, an image, a decoration). Read loosely:
 * a value that cannot be used is left out and described by `checkSiteLook`, which the integration
 * reports once per build.
 */

import { withBaseLink } from '../navigation/url.ts';
import type { Problem } from '../problems/problems.ts';
import { escapeHtml, renderBasicMarkdown } from './inline-markdown.ts';

type Json = Record<string, unknown>;

/** docs.json `banner`, ready to draw. */
export interface Banner {
	/** `banner.content` as HTML (links, bold, italic, code). */
	html: string;
	/** Changes when the content changes: a dismissed banner comes back when it says something new. */
	key: string;
	dismissible: boolean;
	type: 'info' | 'warning' | 'critical';
	/** `banner.color`: a background for each theme, when given. */
	color: { light: string; dark: string } | undefined;
}

/** What the page's `<head>` adds for docs.json `fonts` and `background`. */
export interface SiteLook {
	banner: Banner | undefined;
	/** Style sheets to link (Google Fonts). */
	stylesheets: string[];
	/** CSS for the fonts and the background, or an empty string. */
	css: string;
}

const isRecord = (value: unknown): value is Json =>
	!!value && typeof value === 'object' && !Array.isArray(value);
const asString = (value: unknown) =>
	typeof value === 'string' && value.trim() ? value.trim() : undefined;
const isHex = (value: unknown): value is string =>
	typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value);

/** A short, stable hash of a text (FNV-1a), for the banner's dismissal. */
function hashText(text: string): string {
	let hash = 0x811c9dc5;
	for (let index = 0; index < text.length; index++) {
		hash ^= text.charCodeAt(index);
		hash = Math.imul(hash, 0x01000193);
	}
	return (hash >>> 0).toString(36);
}

/** `{ light, dark }` or one hex value for both; `undefined` when neither is a hex colour. */
function readThemedColor(value: unknown): { light: string; dark: string } | undefined {
	if (isHex(value)) return { light: value, dark: value };
	if (!isRecord(value)) return undefined;
	const light = isHex(value.light) ? value.light : isHex(value.dark) ? value.dark : undefined;
	const dark = isHex(value.dark) ? value.dark : light;
	return light && dark ? { light, dark } : undefined;
}

function readBanner(value: unknown): Banner | undefined {
	if (!isRecord(value)) return undefined;
	const content = asString(value.content);
	if (!content) return undefined;
	const type = value.type === 'warning' || value.type === 'critical' ? value.type : 'info';
	return {
		html: renderBasicMarkdown(content),
		key: hashText(content),
		dismissible: value.dismissible === true,
		type,
		color: readThemedColor(value.color),
	};
}

interface Font {
	family: string;
	weight: number | undefined;
	source: string | undefined;
	format: string | undefined;
}

function readFont(value: unknown, fallback?: Font): Font | undefined {
	if (!isRecord(value)) return fallback;
	const family = asString(value.family);
	if (!family || /[;{}<>"\\]/.test(family)) return fallback;
	const weight = Number(value.weight);
	const source = asString(value.source);
	return {
		family,
		weight: Number.isFinite(weight) && weight > 0 && weight <= 1000 ? weight : undefined,
		source: source && !/[()'"\s]/.test(source) ? source : undefined,
		format: value.format === 'woff' || value.format === 'woff2' ? value.format : undefined,
	};
}

/** The CSS and style sheets of docs.json `fonts`: the body's and the headings' families. */
function getFontRules(value: unknown, base: string): { css: string[]; stylesheets: string[] } {
	if (!isRecord(value)) return { css: [], stylesheets: [] };
	const main = readFont(value);
	const body = readFont(value.body, main);
	const heading = readFont(value.heading, main);
	const css: string[] = [];
	const families = new Map<string, Font>();
	for (const font of [body, heading]) if (font) families.set(font.family, font);
	const google: string[] = [];
	for (const font of families.values()) {
		if (font.source) {
			const source = /^https?:\/\//.test(font.source)
				? font.source
				: withBaseLink(base, font.source);
			const format = font.format ?? (source.endsWith('.woff') ? 'woff' : 'woff2');
			css.push(
				`@font-face { font-family: "${font.family}"; src: url("${source}") format("${format}"); font-display: swap;${font.weight ? ` font-weight: ${font.weight};` : ''} }`,
			);
		} else {
			google.push(
				`family=${encodeURIComponent(font.family).replace(/%20/g, '+')}:wght@400;500;600;700`,
			);
		}
	}
	const stack = (font: Font) =>
		`"${font.family}", system-ui, -apple-system, "Segoe UI", sans-serif`;
	if (body) {
		css.push(
			`:root:root { font-family: ${stack(body)};${body.weight ? ` font-weight: ${body.weight};` : ''} }`,
		);
	}
	if (heading) {
		css.push(
			`:root :is(h1, h2, h3, h4, h5, h6) { font-family: ${stack(heading)};${heading.weight ? ` font-weight: ${heading.weight};` : ''} }`,
		);
	}
	const stylesheets = google.length
		? [`https://fonts.googleapis.com/css2?${google.join('&')}&display=swap`]
		: [];
	return { css, stylesheets };
}

/** Mintlify's `background.decoration` patterns, drawn with CSS in the site's primary colour. */
const DECORATIONS: Record<string, string> = {
	gradient:
		'radial-gradient(60rem 30rem at 15% -10%, color-mix(in srgb, var(--td-primary) 18%, transparent), transparent 70%), radial-gradient(50rem 25rem at 95% 0%, color-mix(in srgb, var(--td-primary) 10%, transparent), transparent 70%)',
	grid: 'linear-gradient(color-mix(in srgb, var(--td-text) 6%, transparent) 1px, transparent 1px) 0 0 / 2.5rem 2.5rem, linear-gradient(90deg, color-mix(in srgb, var(--td-text) 6%, transparent) 1px, transparent 1px) 0 0 / 2.5rem 2.5rem',
	windows:
		'linear-gradient(color-mix(in srgb, var(--td-primary) 8%, transparent) 2px, transparent 2px) 0 0 / 6rem 4rem, linear-gradient(90deg, color-mix(in srgb, var(--td-primary) 8%, transparent) 2px, transparent 2px) 0 0 / 6rem 4rem',
};

/** The CSS of docs.json `background`: the page colour of each theme, an image, a decoration. */
function getBackgroundRules(value: unknown, base: string): string[] {
	if (!isRecord(value)) return [];
	const css: string[] = [];
	const color = readThemedColor(value.color);
	if (color) css.push(`:root:root { --td-bg: light-dark(${color.light}, ${color.dark}); }`);
	const image = value.image;
	const url = (path: string) =>
		`url("${escapeHtml(/^https?:\/\//.test(path) ? path : withBaseLink(base, path))}")`;
	const light = asString(image) ?? (isRecord(image) ? asString(image.light) : undefined);
	const dark = isRecord(image) ? (asString(image.dark) ?? light) : light;
	const decoration =
		typeof value.decoration === 'string' ? DECORATIONS[value.decoration] : undefined;
	const layers = (picture: string | undefined) =>
		[decoration, picture && `${url(picture)} top center / cover no-repeat`]
			.filter(Boolean)
			.join(', ');
	if (light || decoration) {
		css.push(`body { background: ${layers(light)} }`);
		if (dark && dark !== light) {
			css.push(
				`:root[data-theme="dark"] body { background: ${layers(dark)} }`,
				`@media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) body { background: ${layers(dark)} } }`,
			);
		}
	}
	return css;
}

/** Reads docs.json `banner`, `fonts` and `background`. */
export function getSiteLook(docsJson: unknown, base: string): SiteLook {
	const raw = isRecord(docsJson) ? docsJson : {};
	const fonts = getFontRules(raw.fonts, base);
	return {
		banner: readBanner(raw.banner),
		stylesheets: fonts.stylesheets,
		css: [...fonts.css, ...getBackgroundRules(raw.background, base)].join('\n'),
	};
}

/** What docs.json asks of `banner`, `fonts` and `background` that cannot be drawn, as problems. */
export function checkSiteLook(docsJson: unknown): Problem[] {
	const raw = isRecord(docsJson) ? docsJson : {};
	const problems: Problem[] = [];
	const add = (key: string, message: string, hint: string) =>
		problems.push({
			kind: 'docs.json',
			file: 'docs.json',
			key,
			message,
			hint,
			severity: 'warning',
		});
	// The site's banner, and each language's own (`navigation.languages[n].banner`).
	for (const [key, banner] of [['banner', raw.banner], ...findLanguageBanners(raw.navigation)]) {
		if (isRecord(banner) && !asString(banner.content)) {
			add(
				`${key}.content`,
				'The banner has no `content`: no banner is shown.',
				`Give \`${key}.content\`, a line of Markdown.`,
			);
		}
		if (isRecord(banner) && banner.color !== undefined && !readThemedColor(banner.color)) {
			add(
				`${key}.color`,
				`\`${key}.color\` is not a hex colour or \`{ light, dark }\` of hex colours: the banner keeps the colour of its type.`,
				'Write `"color": "#0D9373"` or `{ "light": "#0D9373", "dark": "#07C983" }`.',
			);
		}
	}
	if (
		isRecord(raw.fonts) &&
		!readFont(raw.fonts) &&
		!isRecord(raw.fonts.body) &&
		!isRecord(raw.fonts.heading)
	) {
		add(
			'fonts.family',
			'`fonts` names no usable `family`: the pages keep the default font.',
			'Write `"fonts": { "family": "Inter" }` (a Google Fonts family), or add `source` and `format` for a font file.',
		);
	}
	if (isRecord(raw.background)) {
		const { color, decoration } = raw.background;
		if (color !== undefined && !readThemedColor(color)) {
			add(
				'background.color',
				'`background.color` is not `{ light, dark }` of hex colours: the page keeps its background.',
				'Write `"color": { "light": "#FFFFFF", "dark": "#0B0C0E" }`.',
			);
		}
		if (decoration !== undefined && !(typeof decoration === 'string' && DECORATIONS[decoration])) {
			add(
				'background.decoration',
				`\`background.decoration\` is ${JSON.stringify(decoration)}: it is not drawn.`,
				'Use `gradient`, `grid` or `windows`.',
			);
		}
	}
	return problems;
}

/** The `banner` of each language of docs.json's navigation, at any depth, with its key path. */
function findLanguageBanners(value: unknown, path = 'navigation'): Array<[string, unknown]> {
	if (Array.isArray(value)) {
		return value.flatMap((item, index) => findLanguageBanners(item, `${path}[${index}]`));
	}
	if (!isRecord(value)) return [];
	const own: Array<[string, unknown]> =
		typeof value.language === 'string' && value.banner !== undefined
			? [[`${path}.banner`, value.banner]]
			: [];
	return [
		...own,
		...Object.entries(value)
			.filter(([key, child]) => key !== 'banner' && typeof child === 'object')
			.flatMap(([key, child]) => findLanguageBanners(child, `${path}.${key}`)),
	];
}
