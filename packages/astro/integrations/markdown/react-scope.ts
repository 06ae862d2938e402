/**
 * Mintlify runs a page's components with React in scope: a component written in an MDX file or a
 * `.jsx` snippet may call `React.useState(...)` or draw `<React.Fragment>` without importing React.
 * Here React's API comes from Preact's compatibility layer (`preact/compat`, the same Preact the
 * renderer and the islands use), imported as `React` where a file names it without declaring it.
 */
import type { Root } from 'mdast';

/** Where `React` is imported from: Preact's React API, whose default export holds all of it. */
export const REACT_SOURCE = 'preact/compat';

/** The import statement a module gets when it names React without declaring it. */
export const REACT_IMPORT = `import React from '${REACT_SOURCE}';`;

/** `React.` used as a value or a tag (`React.useState`, `<React.Fragment>`), not as a property. */
const USE = /(?<![\w$.])React\s*\./;
/** `React` imported (`import React`, `* as React`, `{ x as React }`) or declared. */
const DECLARED =
	/\bimport\s+(?:\*\s*as\s+)?React\b|\bas\s+React\b|\b(?:const|let|var|function|class)\s+React\b/;

/** Whether `code` uses React without importing or declaring it. */
export function usesGlobalReact(code: string): boolean {
	return USE.test(code) && !DECLARED.test(code);
}

/**
 * Whether an MDX tree uses React without importing or declaring it: in its imports and exports,
 * its `{expressions}`, its attribute values, or a tag (`<React.Fragment>`). Prose and code blocks
 * do not count.
 */
export function treeUsesGlobalReact(tree: Root): boolean {
	const parts: string[] = [];
	const read = (node: unknown) => {
		if (!node || typeof node !== 'object') return;
		const item = node as {
			type?: string;
			value?: unknown;
			name?: unknown;
			attributes?: Array<{ type?: string; value?: unknown }>;
			children?: unknown[];
		};
		if (/^mdx(jsEsm|FlowExpression|TextExpression)$/.test(item.type ?? '')) {
			parts.push(String(item.value));
		}
		if (item.type === 'mdxJsxFlowElement' || item.type === 'mdxJsxTextElement') {
			if (typeof item.name === 'string') parts.push(`<${item.name}`);
			for (const attribute of item.attributes ?? []) {
				const value = attribute.value as { value?: unknown } | string | null | undefined;
				if (attribute.type === 'mdxJsxExpressionAttribute') parts.push(String(value));
				else if (value && typeof value === 'object') parts.push(String(value.value));
			}
		}
		for (const child of item.children ?? []) read(child);
	};
	read(tree);
	return usesGlobalReact(parts.join('\n'));
}
