/**
 * The walk over a file's tree: fenced code wrapped in `<CodeBlock>` (Mermaid fences drawn),
 * each known component prepared and recorded for import, and each unknown one unwrapped, so its
 * children still render.
 */
import type { Code } from 'mdast';
import { parseCodeMeta } from '../../../utils/content/code-meta.ts';
import { CODE_BLOCK, MINTLIFY_COMPONENTS, PAGE_COMPONENTS } from './components.ts';
import { getAttribute, isJsx, readString, setAttribute } from './jsx.ts';
import { checkColorItem, createMermaidNode, getPromptText } from './parts.ts';
import { prepare, wrapCode } from './prepare.ts';
import type { ComponentsScan, JsxElement, Node, Parent } from './types.ts';

/** Rewrites the children of `parent`, recording in `scan` what the file uses. */
export function rewriteComponents(parent: Parent, scan: ComponentsScan) {
	const children: Node[] = [];
	for (const child of parent.children) children.push(...rewriteChild(child, parent, scan));
	parent.children = children;
}

/** What one child becomes: itself (rewritten inside), a wrapped block, or its own children. */
function rewriteChild(child: Node, parent: Parent, scan: ComponentsScan): Node[] {
	if (child.type === 'code' && child.lang === 'mermaid') {
		const mermaid = createMermaidNode(child);
		scan.used.add(mermaid.name as string);
		return [mermaid];
	}
	if (child.type === 'code') return [rewriteCode(child, parent, scan)];
	if (isJsx(child) && child.name && /^[A-Z]/.test(child.name)) {
		const rootName = child.name.split('.')[0] as string;
		if (!scan.local.has(rootName) && !PAGE_COMPONENTS.has(rootName)) {
			if (!MINTLIFY_COMPONENTS[rootName]) return unwrapUnknown(child, scan);
			prepareKnown(child, rootName, scan);
		}
	}
	if ('children' in child) rewriteComponents(child as Parent, scan);
	return [child];
}

/** A fenced code block in `<CodeBlock>` (unless it is in one), its options checked. */
function rewriteCode(code: Code, parent: Parent, scan: ComponentsScan): Node {
	const meta = parseCodeMeta(code.meta);
	scan.checkIcon(meta.icon, undefined);
	for (const option of meta.unsupported) {
		scan.problems.add(
			`The code block option \`${option}\` (\`\`\`${code.lang ?? ''} ${code.meta ?? ''}\`) is not drawn by Trydocs: the block is shown without it.`,
		);
	}
	scan.used.add(CODE_BLOCK);
	const inBlock = isJsx(parent as Node) && (parent as JsxElement).name === CODE_BLOCK;
	return inBlock ? code : wrapCode(code);
}

/** A component of this package: recorded for import, its icon checked, its parts prepared. */
function prepareKnown(node: JsxElement, rootName: string, scan: ComponentsScan) {
	scan.used.add(rootName);
	scan.checkIcon(readString(node, 'icon'), readString(node, 'iconType'));
	prepare(node);
	if (node.name === 'Prompt' && !getAttribute(node, 'text')) {
		const text = getPromptText(node, scan.source);
		if (text) setAttribute(node, 'text', text);
	}
	const color = node.name === 'Color.Item' ? checkColorItem(node) : undefined;
	if (color) scan.componentProblems.push(color);
}

/** Nobody defines it: show what it wraps instead of stopping the build. */
function unwrapUnknown(node: JsxElement, scan: ComponentsScan): Node[] {
	const name = node.name as string;
	if (!scan.unknown.has(name)) scan.unknown.set(name, node.position?.start.line);
	rewriteComponents(node as Parent, scan);
	return node.children as Node[];
}
