import { createRequire } from 'node:module';
import { dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

interface Node {
	type: string;
	start: number;
	end: number;
	source?: Node & { value?: unknown };
}

/** The `import()`s of a string literal in a module's syntax tree, in source order. */
function findLiteralImports(
	node: unknown,
	found: Array<{ start: number; end: number; specifier: string }> = [],
) {
	if (Array.isArray(node)) {
		for (const child of node) findLiteralImports(child, found);
	} else if (node && typeof node === 'object') {
		const current = node as Node;
		if (
			current.type === 'ImportExpression' &&
			current.source?.type === 'Literal' &&
			typeof current.source.value === 'string'
		) {
			found.push({ start: current.start, end: current.end, specifier: current.source.value });
		}
		for (const value of Object.values(current)) {
			if (value && typeof value === 'object') findLiteralImports(value, found);
		}
	}
	return found;
}

/**
 * Loads the playground's on-demand modules (the modal, the snippet writers, sending, the response
 * checker, share links) without the bundler's preload helper. In a client build, Vite wraps every
 * `import()` of a string literal in `__vitePreload`, a shared chunk of ~0.9 KB gzip plus a list of
 * file names in each importer; these modules need neither (the playground loads the modal's
 * stylesheet itself, see `TryIt.tsx`). So, in our own two packages and the island's client
 * modules only, each such `import()`
 * becomes an `import()` of the URL of a chunk emitted for the same module
 * (`import.meta.ROLLUP_FILE_URL_*`, with its exports kept), which the bundler leaves unwrapped.
 * The source keeps plain `import()`s, so Node, the tests and `astro dev` are unchanged.
 */
export function createLazyChunksPlugin(): Plugin {
	const require = createRequire(import.meta.url);
	const roots = [
		...['@trydocs/playground/constants', '@trydocs/openapi/text'].map(
			(specifier) => dirname(require.resolve(specifier)) + sep,
		),
		// The island's own module (client/try-it.ts) loads the endpoint swap on demand.
		fileURLToPath(new URL('../../client/', import.meta.url)),
	];
	return {
		name: 'vite-plugin-trydocs-lazy-chunks',
		apply: 'build',
		applyToEnvironment: (environment) => environment.config.consumer === 'client',
		async transform(code, id) {
			if (!code.includes('import(') || !roots.some((root) => id.startsWith(root))) return;
			let result = '';
			let last = 0;
			const imports = findLiteralImports(this.parse(code)).sort((a, b) => a.start - b.start);
			for (const { start, end, specifier } of imports) {
				const resolved = await this.resolve(specifier, id);
				if (!resolved || resolved.external) continue;
				const reference = this.emitFile({
					type: 'chunk',
					id: resolved.id,
					preserveSignature: 'exports-only',
				});
				result += `${code.slice(last, start)}import(import.meta.ROLLUP_FILE_URL_${reference})`;
				last = end;
			}
			if (last === 0) return;
			return { code: result + code.slice(last), map: null };
		},
	};
}
