/**
 * Icons as Mintlify takes them: a name from the site's icon library (docs.json `icons.library`:
 * Font Awesome, the default, Lucide or Tabler), an image address or a file of the repository.
 * Names are drawn as inline SVG from the Iconify data packages (`@iconify-json/*`), read at build
 * time, so a page carries only the icons it uses and no icon font. Font Awesome's free styles are
 * solid, regular and brands; the Pro styles Mintlify accepts in `iconType` (light, thin, duotone,
 * sharp-*) fall back to a free one with a warning. A name the library lacks is drawn from
 * another library that has it (Font Awesome first, Mintlify's default), with a warning; a name no
 * library has draws nothing and warns, naming the nearest names the site's library has.
 */

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The icon libraries of docs.json `icons.library`. */
export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;
/** One of docs.json's icon libraries. */
export type IconLibrary = (typeof ICON_LIBRARIES)[number];

/** The Iconify sets the libraries are drawn from, by the name of their package (`@iconify-json/<id>`). */
export const ICON_SET_IDS = ['fa7-regular', 'fa7-solid', 'fa7-brands', 'lucide', 'tabler'] as const;
/** One of the icon sets. */
export type IconSetId = (typeof ICON_SET_IDS)[number];

/** An Iconify JSON icon set, as its package ships it. */
export interface IconSet {
	icons: Record<
		string,
		{ body: string; width?: number; height?: number; left?: number; top?: number }
	>;
	aliases?: Record<string, { parent: string }>;
	width?: number;
	height?: number;
}

/** An icon as a page or docs.json gives it: a name, or Mintlify's `{ name, style, library }`. */
export type IconRef =
	| string
	| { name: string; style?: string | undefined; library?: string | undefined };

/** What to draw for an icon. */
export type IconResult =
	| { kind: 'svg'; svg: string; warning?: string | undefined }
	| { kind: 'image'; src: string }
	| { kind: 'missing'; warning: string };

/** Font Awesome's free styles and the set each is drawn from. */
const FREE_STYLES: Record<string, IconSetId> = {
	regular: 'fa7-regular',
	solid: 'fa7-solid',
	brands: 'fa7-brands',
};
/** The order free styles are tried in: Mintlify draws `regular` unless told otherwise. */
const FREE_ORDER: IconSetId[] = ['fa7-regular', 'fa7-solid', 'fa7-brands'];

/** The absolute paths of the icon sets' JSON files, resolved from this package. */
export function getIconSetPaths(): Record<IconSetId, string> {
	const require = createRequire(import.meta.url);
	return Object.fromEntries(
		ICON_SET_IDS.map((id) => [id, require.resolve(`@iconify-json/${id}/icons.json`)]),
	) as Record<IconSetId, string>;
}

/** Reads icon sets from their JSON files, each once. */
export function createIconSetReader(paths: Record<IconSetId, string>): (id: IconSetId) => IconSet {
	const sets = new Map<IconSetId, IconSet>();
	return (id) => {
		let set = sets.get(id);
		if (!set) {
			set = JSON.parse(readFileSync(paths[id], 'utf8')) as IconSet;
			sets.set(id, set);
		}
		return set;
	};
}

/** docs.json `icons.library`, or Font Awesome (Mintlify's default). */
export function getIconLibrary(docsJson: {
	icons?: { library?: string | undefined } | undefined;
}): IconLibrary {
	const library = docsJson.icons?.library;
	return (ICON_LIBRARIES as readonly string[]).includes(library ?? '')
		? (library as IconLibrary)
		: 'fontawesome';
}

/** True for an icon given as an image: an address, a path, or a file name with an image extension. */
export function isIconImage(name: string): boolean {
	return (
		/^(https?:|data:|\/|\.\.?\/)/i.test(name) ||
		/\.(svg|png|jpe?g|webp|gif|avif|ico)$/i.test(name.trim())
	);
}

function toSvg(set: IconSet, name: string): string | undefined {
	const icon = set.icons[name] ?? (set.aliases?.[name] && set.icons[set.aliases[name].parent]);
	if (!icon) return undefined;
	const box = [
		icon.left ?? 0,
		icon.top ?? 0,
		icon.width ?? set.width ?? 16,
		icon.height ?? set.height ?? 16,
	];
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.join(' ')}" width="1em" height="1em" aria-hidden="true">${icon.body}</svg>`;
}

/** Up to three names of `sets` closest to `name`: those sharing its longest word first. */
function findNearest(sets: IconSet[], name: string): string[] {
	const names = [
		...new Set(
			sets.flatMap((set) => [...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})]),
		),
	];
	const words = name
		.split('-')
		.filter((word) => word.length > 1)
		.sort((a, b) => b.length - a.length);
	for (const word of words) {
		const found = names.filter((candidate) => candidate.split('-').includes(word));
		if (found.length > 0) return found.sort((a, b) => a.length - b.length).slice(0, 3);
	}
	return [];
}

const LIBRARY_LABELS: Record<IconLibrary, string> = {
	fontawesome: 'Font Awesome (free: solid, regular, brands)',
	lucide: 'Lucide',
	tabler: 'Tabler',
};

/**
 * Creates the resolver of a site: `library` is docs.json's, `readSet` reads an icon set. Warnings
 * say what is wrong and how to fix it; the caller adds the file or key they come from.
 */
export function createIconResolver(library: IconLibrary, readSet: (id: IconSetId) => IconSet) {
	return function resolveIcon(icon: IconRef, iconType?: string): IconResult {
		const name = (typeof icon === 'string' ? icon : icon.name).trim();
		if (isIconImage(name)) return { kind: 'image', src: name };
		const style = (typeof icon === 'string' ? iconType : (icon.style ?? iconType))
			?.trim()
			.toLowerCase();
		const own = typeof icon === 'string' ? undefined : icon.library;
		const lib = (ICON_LIBRARIES as readonly string[]).includes(own ?? '')
			? (own as IconLibrary)
			: library;
		const found = drawFrom(lib, name, style, readSet);
		if (found) return found;
		// Repositories mix libraries (a Lucide name on a Font Awesome site): draw the icon from a
		// library that has it rather than leave a hole, and say so.
		for (const other of ICON_LIBRARIES.filter((item) => item !== lib)) {
			const drawn = drawFrom(other, name, undefined, readSet);
			if (!drawn) continue;
			return {
				kind: 'svg',
				svg: drawn.svg,
				warning: `The icon \`${name}\` is not in ${LIBRARY_LABELS[lib]}, the site's icon library (docs.json \`icons.library\`): it is drawn from ${LIBRARY_LABELS[other]}, which has it. Give the icon as \`{ "name": "${name}", "library": "${other}" }\` to say so, or use a name of the site's library.${formatNearest(findNearest(setsOf(lib, readSet), name.toLowerCase()))}`,
			};
		}
		return { kind: 'missing', warning: describeMissing(name, lib, setsOf(lib, readSet)) };
	};
}

/** The sets a library is drawn from. */
function setsOf(library: IconLibrary, readSet: (id: IconSetId) => IconSet): IconSet[] {
	return library === 'fontawesome' ? FREE_ORDER.map(readSet) : [readSet(library)];
}

/** The icon `name` of one library, in `style` where Font Awesome has it; undefined when absent. */
function drawFrom(
	lib: IconLibrary,
	name: string,
	style: string | undefined,
	readSet: (id: IconSetId) => IconSet,
): Extract<IconResult, { kind: 'svg' }> | undefined {
	if (lib !== 'fontawesome') {
		const svg = toSvg(readSet(lib), name.toLowerCase());
		return svg ? { kind: 'svg', svg } : undefined;
	}
	// `fa-house` and `fa-solid fa-house` are written as in Font Awesome's own markup.
	const key = name
		.toLowerCase()
		.replace(/^fa-(solid|regular|brands)\s+/, '')
		.replace(/^fa-/, '');
	const wanted = style ? FREE_STYLES[style] : undefined;
	const order = wanted ? [wanted, ...FREE_ORDER.filter((id) => id !== wanted)] : FREE_ORDER;
	for (const id of order) {
		const svg = toSvg(readSet(id), key);
		if (!svg) continue;
		// Brand icons have one style: `iconType` never applies to them.
		const honoured = !style || id === wanted || id === 'fa7-brands';
		const drawn = id.replace('fa7-', '');
		const warning = honoured
			? undefined
			: wanted
				? `The icon \`${name}\` has no free Font Awesome \`${style}\` style: it is drawn \`${drawn}\`. Use \`iconType="${drawn}"\`, or another icon.`
				: `\`iconType="${style}"\` of the icon \`${name}\` is a Font Awesome Pro style, which Trydocs does not ship: it is drawn in the free \`${drawn}\` style. Use \`solid\`, \`regular\` or \`brands\`.`;
		return { kind: 'svg', svg, warning };
	}
	return undefined;
}

function formatNearest(nearest: string[]): string {
	return nearest.length > 0 ? ` Nearest names: ${nearest.map((n) => `\`${n}\``).join(', ')}.` : '';
}

function describeMissing(name: string, library: IconLibrary, sets: IconSet[]): string {
	const nearest = formatNearest(findNearest(sets, name.toLowerCase()));
	const others = ICON_LIBRARIES.filter((item) => item !== library).map(
		(item) => LIBRARY_LABELS[item].split(' (')[0],
	);
	return `The icon \`${name}\` is not in ${LIBRARY_LABELS[library]}, the site's icon library (docs.json \`icons.library\`), nor in ${others.join(' or ')}: nothing is drawn.${nearest}`;
}

/** A site's resolver, reading the sets from their packages (Node). */
export function createSiteIconResolver(docsJson: Parameters<typeof getIconLibrary>[0]) {
	return createIconResolver(getIconLibrary(docsJson), createIconSetReader(getIconSetPaths()));
}

/**
 * Warns about each icon of docs.json's `navigation` (tabs, anchors, groups, ...) that cannot be
 * drawn as asked, naming its key path, e.g. `navigation.tabs[0].groups[1].icon`.
 */
export function checkNavigationIcons(
	navigation: unknown,
	resolve: ReturnType<typeof createIconResolver>,
	warn: (message: string) => void,
	path = 'navigation',
) {
	if (Array.isArray(navigation)) {
		for (const [index, item] of navigation.entries()) {
			checkNavigationIcons(item, resolve, warn, `${path}[${index}]`);
		}
		return;
	}
	if (!navigation || typeof navigation !== 'object') return;
	for (const [key, value] of Object.entries(navigation)) {
		if (
			key === 'icon' &&
			(typeof value === 'string' ||
				(value && typeof (value as { name?: unknown }).name === 'string'))
		) {
			const result = resolve(value as IconRef);
			if (result.kind !== 'image' && result.warning)
				warn(`docs.json \`${path}.icon\`: ${result.warning}`);
		} else if (typeof value === 'object') {
			checkNavigationIcons(value, resolve, warn, `${path}.${key}`);
		}
	}
}
