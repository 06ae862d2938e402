/**
 * Components written in an MDX file itself (`export const Counter = () => { const [n, setN] =
 * useState(0); ... }`, Mintlify's "React components" guide) run in the browser on Mintlify. Astro
 * hydrates only a component it imports from a module, so the live ones are copied, with the
 * file's other exports they draw, into a module of their own under Astro's cache folder, named by
 * its content; the page then draws them from there as islands. A live component that draws a
 * Mintlify component or uses one of the page's imports cannot run alone in the browser: it keeps
 * rendering once, and a warning says so.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EsmExport, EsmImport } from './esm-nodes.ts';
import { findMissingHooks } from './snippet-hooks.ts';

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
}

const word = (name: string) => new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`);

/**
 * The file's live exports that can become islands: each one, and every export it names, draws
 * only HTML elements and the file's own exports, and uses none of the file's imports.
 */
export function findInlineIslands(exports: EsmExport[], imports: EsmImport[]): InlineIslands {
	const byName = new Map(
		exports.flatMap((item) => item.names.map((name) => [name, item] as const)),
	);
	const live = findLiveExports(exports.map((item) => item.code).join('\n'));
	const foreign = imports
		.filter((item) => item.source !== 'preact/hooks')
		.map((item) => item.local);
	/** Why `item` cannot run alone in the browser, or `undefined` when it can. */
	const blocker = (item: EsmExport): string | undefined => {
		for (const [, tag] of item.code.matchAll(/<([A-Z][\w$]*)/g)) {
			if (tag && !byName.has(tag)) return `it draws \`<${tag}>\`, which is not defined in the file`;
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
	const hooks = findMissingHooks(body.join('\n'));
	const module =
		islands.size === 0
			? ''
			: [
					// Said outright, whatever JSX the site's other files use.
					'/** @jsxImportSource preact */',
					...(hooks.length > 0 ? [`import { ${hooks.join(', ')} } from 'preact/hooks';`] : []),
					...body,
					'',
				].join('\n');
	return { islands, module, frozen };
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
