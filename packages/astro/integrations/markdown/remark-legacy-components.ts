/**
 * Components older Mintlify content still uses: `<Snippet file="name.mdx" />` (the file
 * `snippets/name.mdx`, its other attributes passed as the snippet's variables) and `<Link
 * href>` (a link). Both become what they mean before the Mintlify components step, unless the
 * file declares a component of that name itself.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { reportProblem } from '../../utils/problems/problems.ts';
import { importNode } from './esm-nodes.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** True when the file's imports or exports name `name`. */
function declares(tree: Root, name: string): boolean {
	return tree.children.some(
		(node) =>
			node.type === 'mdxjsEsm' &&
			new RegExp(`\\b(import|const|let|var|function|class)\\b[^;]*\\b${name}\\b`).test(node.value),
	);
}

/**
 * Where `<Snippet file>` reads from, as Mintlify does: the name under `snippets/`, then under
 * `_snippets/` (both at the site root), with or without its `.mdx`; `undefined` when neither has it.
 */
function findSnippet(root: string, file: string): string | undefined {
	const name = file.replace(/^\/+/, '').replace(/^_?snippets\//, '');
	const names = /\.mdx?$/.test(name) ? [name] : [`${name}.mdx`, `${name}.md`, name];
	for (const folder of ['snippets', '_snippets']) {
		for (const candidate of names) {
			const source = `/${folder}/${candidate}`;
			if (existsSync(join(root, source))) return source;
		}
	}
	return undefined;
}

/** The remark step (for MDX files); `root` is the site root, where `snippets/` is. */
export function createRemarkLegacyComponents(options: { root: string }) {
	return () => (tree: Root, vfile: { path?: string }) => {
		const rewriteSnippet = !declares(tree, 'Snippet');
		const rewriteLink = !declares(tree, 'Link');
		const imports = new Map<string, string>();
		const page = vfile.path ? relative(options.root, vfile.path).split(sep).join('/') : 'page.mdx';
		visit(tree, (node) => {
			if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
			const element = node as JsxElement;
			if (element.name === 'Link' && rewriteLink) {
				element.name = 'a';
				return;
			}
			if (element.name !== 'Snippet' || !rewriteSnippet) return;
			const file = element.attributes.find(
				(attribute): attribute is MdxJsxAttribute =>
					attribute.type === 'mdxJsxAttribute' && attribute.name === 'file',
			);
			if (typeof file?.value !== 'string') return;
			const source = findSnippet(options.root, file.value);
			if (!source) {
				reportProblem({
					kind: 'snippet',
					file: page,
					line: node.position?.start.line,
					message: `\`<Snippet file="${file.value}">\` names a file that is in neither \`snippets/\` nor \`_snippets/\`; nothing is shown in its place.`,
					hint: 'Fix the file name (it is read from the `snippets/` or `_snippets/` folder at the root), or import the snippet and use it as a component.',
					severity: 'warning',
				});
				element.name = null;
				element.attributes = [];
				element.children = [];
				return;
			}
			let name = imports.get(source);
			if (!name) {
				name = `TrydocsSnippet${imports.size}`;
				imports.set(source, name);
			}
			element.name = name;
			element.attributes = element.attributes.filter((attribute) => attribute !== file);
		});
		tree.children.unshift(
			...[...imports].map(([source, name]) =>
				importNode(source, [{ imported: 'default', local: name }]),
			),
		);
	};
}
