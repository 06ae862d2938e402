/**
 * The Preact twins of Mintlify's layout components (components/mintlify/islands/twins.tsx), as a
 * module draws them: a component written in a page that runs as an island
 * (inline-islands.ts), and a `.jsx` snippet, which Mintlify gives its components as globals
 * (integrations/vite/snippet-hooks.ts). The icons the code names are resolved at build time.
 */
import { fileURLToPath } from 'node:url';
import { CALLOUT_ICONS, TWIN_NAMES } from '../../components/mintlify/islands/twin-names.ts';
import type { IconRef, IconResult } from '../../utils/look/icons.ts';

/** The Preact twins of Mintlify's components, as a module path the site's Vite reads. */
export const TWINS_MODULE = fileURLToPath(
	new URL('../../components/mintlify/islands/twins.tsx', import.meta.url),
);

/** Resolves an icon name as the site's pages do (utils/look/icons.ts). */
export type ResolveIcon = (icon: IconRef) => IconResult;

/**
 * The Mintlify components `code` draws (`<Callout`, `<Note`) without importing or declaring them:
 * in a `.jsx` snippet, Mintlify's globals.
 */
export function findGlobalTwins(code: string): string[] {
	// A module that already draws the twins (an island module inline-islands.ts writes) has them.
	if (code.includes('createMintlifyTwins')) return [];
	return [...TWIN_NAMES].filter(
		(name) =>
			new RegExp(`<${name}(?![\\w$])`).test(code) &&
			!new RegExp(
				`\\bimport\\b[^;]*?(?<![\\w$.])${name}(?![\\w$])[^;]*?\\bfrom\\b|\\b(?:const|let|var|function|class)\\s+${name}(?![\\w$])`,
			).test(code),
	);
}

/**
 * The statements that give `code` the twins it draws, with the SVGs of the icons it names, and why
 * an icon is not drawn (the resolver's words).
 */
export function createTwinImports(
	code: string,
	twins: string[],
	resolveIcon: ResolveIcon | undefined,
): { lines: string[]; problems: string[] } {
	if (twins.length === 0) return { lines: [], problems: [] };
	const icons = readIcons(code, twins, resolveIcon);
	return {
		lines: [
			`import { createMintlifyTwins } from ${JSON.stringify(TWINS_MODULE)};`,
			`const { ${twins.join(', ')} } = createMintlifyTwins(${JSON.stringify(icons.svgs)});`,
		],
		problems: icons.problems,
	};
}

/**
 * The SVG of each icon the code names as a literal (`icon="rocket"`, `icon: 'rocket'`) and of the
 * typed callouts it draws, resolved by the site's icon library at build time.
 */
function readIcons(
	code: string,
	twins: string[],
	resolveIcon: ResolveIcon | undefined,
): { svgs: Record<string, string>; problems: string[] } {
	// Keyed as the twins look them up: the callouts' own icons are Lucide's, whatever the site's
	// library (`lucide:info`), the others by the name the code gives.
	const refs = new Map<string, IconRef>();
	for (const [type, name] of Object.entries(CALLOUT_ICONS)) {
		const component = `${type[0]?.toUpperCase()}${type.slice(1)}`;
		if (twins.includes(component) || twins.includes('Callout')) {
			refs.set(`lucide:${name}`, { name, library: 'lucide' });
		}
	}
	for (const [, name] of code.matchAll(/\bicon\s*[=:]\s*\{?\s*["'`]([^"'`]+)["'`]/g)) {
		if (name && !/^(https?:)?\/|\.(svg|png|jpe?g|gif|webp)$/i.test(name)) refs.set(name, name);
	}
	const svgs: Record<string, string> = {};
	const problems: string[] = [];
	for (const [key, ref] of resolveIcon ? refs : []) {
		const result = resolveIcon?.(ref);
		if (result?.kind === 'svg') svgs[key] = result.svg;
		else if (result?.kind === 'missing') problems.push(result.warning);
	}
	return { svgs, problems };
}
