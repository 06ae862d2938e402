/**
 * The site's own look, read from docs.json: name, description, logo and favicon (light and
 * dark), colours, navbar links and primary button, footer socials. docs.json passes through
 * validation loosely, so each value is checked here and an unusable one is skipped.
 */
import { withBaseLink } from '../navigation/url.ts';

/** An image with a light and a dark variant (the same file when docs.json gives one path). */
export interface ThemedImage {
	light: string;
	dark: string;
}

/** A link of the header or the footer. */
export interface BrandLink {
	label: string;
	href: string;
}

/** Everything the page shell draws from docs.json. */
export interface Branding {
	siteName: string;
	description: string | undefined;
	logo: (ThemedImage & { href: string }) | undefined;
	favicon: ThemedImage | undefined;
	/** Inline custom properties for `<html style>`: only hex colours pass. */
	colorStyle: string | undefined;
	navbarLinks: BrandLink[];
	primaryButton: BrandLink | undefined;
	socials: BrandLink[];
	/** docs.json `appearance.default` when it names a theme: the theme before the reader picks one. */
	theme: 'light' | 'dark' | undefined;
	/** docs.json `appearance.strict`: that theme only, and no theme toggle. */
	themeStrict: boolean;
}

type Json = Record<string, unknown>;

const SOCIAL_NAMES: Record<string, string> = {
	x: 'X',
	twitter: 'Twitter',
	github: 'GitHub',
	gitlab: 'GitLab',
	linkedin: 'LinkedIn',
	discord: 'Discord',
	slack: 'Slack',
	youtube: 'YouTube',
	facebook: 'Facebook',
	instagram: 'Instagram',
	medium: 'Medium',
	telegram: 'Telegram',
	bluesky: 'Bluesky',
	'hacker-news': 'Hacker News',
	reddit: 'Reddit',
	threads: 'Threads',
	website: 'Website',
};

const isRecord = (value: unknown): value is Json =>
	!!value && typeof value === 'object' && !Array.isArray(value);
const asString = (value: unknown) =>
	typeof value === 'string' && value.trim() ? value.trim() : undefined;
const isHex = (value: unknown): value is string =>
	typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value);

function readImage(value: unknown, base: string): ThemedImage | undefined {
	const single = asString(value);
	if (single) return { light: withBaseLink(base, single), dark: withBaseLink(base, single) };
	if (!isRecord(value)) return undefined;
	const light = asString(value.light) ?? asString(value.dark);
	const dark = asString(value.dark) ?? light;
	return light && dark
		? { light: withBaseLink(base, light), dark: withBaseLink(base, dark) }
		: undefined;
}

function readLink(value: unknown, base: string): BrandLink | undefined {
	if (!isRecord(value)) return undefined;
	const href = asString(value.href) ?? asString(value.url);
	if (!href) return undefined;
	const label = asString(value.label) ?? (value.type === 'github' ? 'GitHub' : undefined);
	return label ? { label, href: withBaseLink(base, href) } : undefined;
}

/** Reads the shell's branding from a docs.json value. */
export function getBrandingFrom(docsJson: unknown, base: string): Branding {
	const raw = isRecord(docsJson) ? docsJson : {};
	const colors = isRecord(raw.colors) ? raw.colors : {};
	const style = Object.entries({ primary: colors.primary, light: colors.light, dark: colors.dark })
		.filter((entry): entry is [string, string] => isHex(entry[1]))
		.map(([name, value]) => `--td-color-${name}: ${value}`)
		.join('; ');
	const logo = readImage(raw.logo, base);
	const logoHref = isRecord(raw.logo) ? asString(raw.logo.href) : undefined;
	const navbar = isRecord(raw.navbar) ? raw.navbar : {};
	const footer = isRecord(raw.footer) ? raw.footer : {};
	const socials = isRecord(footer.socials) ? footer.socials : {};
	const appearance = isRecord(raw.appearance) ? raw.appearance : {};
	const theme =
		appearance.default === 'light' || appearance.default === 'dark'
			? appearance.default
			: undefined;
	return {
		siteName: asString(raw.name) ?? 'Docs',
		description: asString(raw.description),
		logo: logo && { ...logo, href: withBaseLink(base, logoHref ?? '/') },
		favicon: readImage(raw.favicon, base),
		colorStyle: style || undefined,
		navbarLinks: (Array.isArray(navbar.links) ? navbar.links : [])
			.map((link) => readLink(link, base))
			.filter((link): link is BrandLink => !!link),
		primaryButton: readLink(navbar.primary, base),
		socials: Object.entries(socials).flatMap(([name, href]) =>
			typeof href === 'string' && /^https?:\/\//.test(href)
				? [{ label: SOCIAL_NAMES[name] ?? name, href }]
				: [],
		),
		theme,
		themeStrict: theme !== undefined && appearance.strict === true,
	};
}

/** The files a browser finds on its own or a site keeps in `public/` as its icon. */
export const PUBLIC_FAVICONS = ['favicon.svg', 'favicon.png', 'favicon.ico'] as const;

/**
 * The icon of a site that names none (docs.json `favicon`) and keeps none in `public/`: a rounded
 * square in docs.json's primary colour with the name's first letter, as an inline SVG, so the tab
 * shows the site and no page asks the server for a `/favicon.ico` it does not have (a 404 on every
 * page). Starlight ships a default icon the same way; Mintlify draws its initials tile.
 */
export function createDefaultFavicon(docsJson: unknown): string {
	const raw = isRecord(docsJson) ? docsJson : {};
	const colors = isRecord(raw.colors) ? raw.colors : {};
	const fill = isHex(colors.primary) ? colors.primary : '#4f46e5';
	const initial = (asString(raw.name) ?? '').match(/[\p{L}\p{N}]/u)?.[0]?.toUpperCase();
	const letter = initial
		? `<text x='16' y='22.5' fill='#fff' font-family='system-ui,sans-serif' font-size='19' font-weight='700' text-anchor='middle'>${initial}</text>`
		: '';
	const svg = `<svg xmlns='http://www.w3.org/2000/svg' width='32' height='32' viewBox='0 0 32 32'><rect width='32' height='32' rx='7' fill='${fill}'/>${letter}</svg>`;
	return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
