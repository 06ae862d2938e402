/**
 * The snippets a page's Markdown for agents reads from disk (utils/agents/mdx-to-markdown.ts
 * inlines `import X from '/snippets/x.mdx'`), to the same depth: each file's path and content,
 * and the paths that name no file, so creating one changes the key too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const MAX_DEPTH = 5;
const IMPORT = /import\s+[A-Za-z_$][\w$]*\s+from\s+["']([^"']+\.mdx?)["']/g;

/** Every `.md`/`.mdx` file `source` imports, transitively: path to content (`null`: no file). */
export function hashImportedFiles(
	source: string,
	file: string,
	root: string,
): Array<[string, string | null]> {
	const found = new Map<string, string | null>();
	const visit = (text: string, from: string, depth: number) => {
		if (depth >= MAX_DEPTH) return;
		for (const [, path] of text.matchAll(IMPORT)) {
			const target = (path as string).startsWith('/')
				? resolve(root, `.${path}`)
				: resolve(dirname(from), path as string);
			// Met again, it is read again: a shallower import reaches deeper than the first did.
			const content = existsSync(target) ? readFileSync(target, 'utf8') : null;
			found.set(target, content);
			if (content !== null) visit(content, target, depth + 1);
		}
	};
	visit(source, file, 0);
	return [...found];
}
