/**
 * Components written in an MDX file itself (`export const Counter = () => { const [n, setN] =
 * useState(0); ... }`, Mintlify's "React components" guide) run in the browser on Mintlify. Astro
 * hydrates only a component it imports from a module, so the live ones are copied, with the
 * file's other exports they draw, into a module of their own under Astro's cache folder, named by
 * its content; the page then draws them from there as islands. What such a component draws of
 * Mintlify's layout components (`<Note>`, `<Card>`, `<Steps>`, ...) comes from their Preact twins
 * (components/mintlify/islands/twins.tsx), with the icons its code names resolved at build time. One that
 * draws another component, or uses one of the page's imports, cannot run alone in the browser:
 * a warning says so.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MINTLIFY_COMPONENT_FILES } from '../../components/mintlify/files.ts';
import { TWIN_NAMES } from '../../components/mintlify/islands/twin-names.ts';
import { findMissingHooks } from '../vite/snippet-hooks.ts';
import type { EsmExport, EsmImport } from './esm-nodes.ts';
import { REACT_IMPORT, REACT_SOURCE, usesGlobalReact } from './react-scope.ts';
import { createTwinImports, type ResolveIcon } from './twin-imports.ts';

/** Hooks that make a component live: state, or effects that run in the browser. */
export const LIVE_HOOKS = /\buse(State|Reducer|Effect|LayoutEffect|SyncExternalStore)\s*\(/;

/**
 * The exports of a snippet's source that keep state or run effects, or draw one that does
 * (`default` for its default export): each export's code runs to the next export.
 */
export function findLiveExports(code: string): Set<string> {
	const starts = [
		...code.matchAll(
			/^export\s+(?:(default)\s+)?(?:(?:async\s+)?function\s*\*?\s*|const\s+|let\s+|var\s+|class\s+)?([\w$]+)?/gm,
		),
	];
	const parts = starts.map((match, index) => ({
		name: match[1] ? 'default' : (match[2] ?? ''),
		code: code.slice(match.index, starts[index + 1]?.index ?? code.length),
	}));
	const live = new Set(parts.filter((part) => LIVE_HOOKS.test(part.code)).map((part) => part.name));
	// A component drawing a live one of the same file is live too.
	for (let grew = true; grew; ) {
		grew = false;
		for (const part of parts) {
			if (live.has(part.name)) continue;
			if ([...live].some((name) => new RegExp(`<${name}\\b`).test(part.code))) {
				live.add(part.name);
				grew = true;
			}
		}
	}
	return live;
}

/** What reading a file's own exports found. */
export interface InlineIslands {
	/** Live exports that can run alone in the browser, with the module that holds them. */
	islands: Set<string>;
	/** The module's source; empty when there is no island. */
	module: string;
	/** Live exports that stay server-only, with why. */
	frozen: Array<{ name: string; reason: string }>;
	/** Why an icon the islands' code names is not drawn (the resolver's words). */
	iconProblems: string[];
}

/** The path of one of this package's Mintlify components, as the components step imports it. */
const OWN_COMPONENT = (name: string): string | undefined => MINTLIFY_COMPONENT_FILES[name];

const word = (name: string) => new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`);

/**
 * The file's live exports that can become islands: each one, and every export it names, draws
 * only HTML elements and the file's own exports, and uses none of the file's imports.
 */
export function findInlineIslands(
	exports: EsmExport[],
	imports: EsmImport[],
	resolveIcon?: ResolveIcon,
): InlineIslands {
	const byName = new Map(
		exports.flatMap((item) => item.names.map((name) => [name, item] as const)),
	);
	const live = findLiveExports(exports.map((item) => item.code).join('\n'));
	// The page's imports, but for Preact's hooks, React (Preact's) and the Astro components of Mintlify's that the
	// components step imported for the page, which the island draws from their twins.
	const foreign = imports
		.filter((item) => item.source !== 'preact/hooks' && item.source !== REACT_SOURCE)
		.filter((item) => !(TWIN_NAMES.has(item.local) && item.source === OWN_COMPONENT(item.local)))
		.map((item) => item.local);
	/** Why `item` cannot run alone in the browser, or `undefined` when it can. */
	const blocker = (item: EsmExport): string | undefined => {
		for (const [, tag] of item.code.matchAll(/<([A-Z][\w$]*)/g)) {
			if (!tag || byName.has(tag) || TWIN_NAMES.has(tag)) continue;
			return `it draws \`<${tag}>\`, which is neither defined in the file nor one of Mintlify's layout components`;
		}
		const used = foreign.find((local) => word(local).test(item.code));
		return used ? `it uses \`${used}\`, which the page imports` : undefined;
	};
	const islands = new Set<string>();
	const frozen: InlineIslands['frozen'] = [];
	const needed = new Set<EsmExport>();
	for (const name of live) {
		const closure = closeOver(byName.get(name), byName);
		const reason = [...closure].map(blocker).find(Boolean);
		if (reason) frozen.push({ name, reason });
		else {
			islands.add(name);
			for (const item of closure) needed.add(item);
		}
	}
	const body = exports.filter((item) => needed.has(item)).map((item) => item.code);
	const code = body.join('\n');
	const hooks = findMissingHooks(code);
	const twins = [...TWIN_NAMES].filter((name) => !byName.has(name) && word(`<${name}`).test(code));
	const twinCode = createTwinImports(code, twins, resolveIcon);
	const module =
		islands.size === 0
			? ''
			: [
					// Said outright, whatever JSX the site's other files use.
					'/** @jsxImportSource preact */',
					...(hooks.length > 0 ? [`import { ${hooks.join(', ')} } from 'preact/hooks';`] : []),
					...(usesGlobalReact(code) ? [REACT_IMPORT] : []),
					...twinCode.lines,
					...body,
					'',
				].join('\n');
	return { islands, module, frozen, iconProblems: twinCode.problems };
}

/** `item` and every export of the file it names, and theirs in turn. */
function closeOver(item: EsmExport | undefined, byName: Map<string, EsmExport>): Set<EsmExport> {
	const closure = new Set<EsmExport>();
	const queue = item ? [item] : [];
	for (let next = queue.pop(); next; next = queue.pop()) {
		if (closure.has(next)) continue;
		closure.add(next);
		for (const [name, other] of byName) if (word(name).test(next.code)) queue.push(other);
	}
	return closure;
}

/**
 * Writes `module` under `folder` (once: its name is its content's hash) and returns its path. A
 * changed component gets a new module, so `astro dev` never serves an old one.
 */
export function writeIslandModule(folder: string, module: string): string {
	const hash = createHash('sha256').update(module).digest('hex').slice(0, 16);
	const path = join(folder, `${hash}.jsx`);
	if (!existsSync(path)) {
		mkdirSync(folder, { recursive: true });
		writeFileSync(path, module);
	}
	return path;
}
