/**
 * The names a file binds itself, and the capitalised tags written in its JavaScript: what the
 * step leaves alone, and what it imports beside the tags written as Markdown elements.
 */
import type { Root } from 'mdast';
import { isJsx } from './jsx.ts';
import type { Node } from './types.ts';

/** Names the file binds itself: its imports and exported constants and functions. */
export function getLocalNames(tree: Root): Set<string> {
	const names = new Set<string>();
	for (const node of tree.children) {
		if (node.type !== 'mdxjsEsm') continue;
		const program = (node.data as { estree?: { body: unknown[] } } | undefined)?.estree;
		for (const statement of (program?.body ?? []) as Array<Record<string, unknown>>) {
			if (statement.type === 'ImportDeclaration') {
				for (const specifier of statement.specifiers as Array<{ local: { name: string } }>) {
					names.add(specifier.local.name);
				}
			}
			const declaration = (
				statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
			) as Record<string, unknown> | null;
			if (declaration?.type === 'VariableDeclaration') {
				for (const item of declaration.declarations as Array<{ id: { name?: string } }>) {
					if (item.id.name) names.add(item.id.name);
				}
			}
			if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') {
				const id = declaration.id as { name?: string } | null;
				if (id?.name) names.add(id.name);
			}
		}
	}
	return names;
}

/**
 * Capitalised JSX tags written inside JavaScript rather than as Markdown elements: the file's
 * `export const X = () => <... />` code, `{...}` expressions, and attribute values
 * (`<Update label={<><Icon icon="rocket" /> Quickstart</>}>`). MDX resolves those tags like any
 * other, so each must be imported too.
 */
export function getExpressionJsxNames(
	tree: Root,
	/** Called with the `icon` and `iconType` string literals of each `<Icon>` found there. */
	onIcon: (icon: string | undefined, iconType: string | undefined) => void = () => {},
): Set<string> {
	const names = new Set<string>();
	const readLiteral = (attributes: unknown, name: string): string | undefined => {
		type Attribute = {
			type?: string;
			name?: { name?: string };
			value?: { type?: string; value?: unknown };
		};
		for (const attribute of (attributes ?? []) as Attribute[]) {
			if (attribute.type !== 'JSXAttribute' || attribute.name?.name !== name) continue;
			const value = attribute.value;
			if (value?.type === 'Literal' && typeof value.value === 'string') return value.value;
		}
		return undefined;
	};
	const visitEstree = (value: unknown) => {
		if (!value || typeof value !== 'object') return;
		if (Array.isArray(value)) {
			for (const item of value) visitEstree(item);
			return;
		}
		const node = value as Record<string, unknown>;
		if (node.type === 'JSXOpeningElement') {
			const name = node.name as { type: string; name?: string; object?: { name?: string } };
			const root = name.type === 'JSXIdentifier' ? name.name : name.object?.name;
			if (root && /^[A-Z]/.test(root)) names.add(root);
			if (root === 'Icon') {
				onIcon(readLiteral(node.attributes, 'icon'), readLiteral(node.attributes, 'iconType'));
			}
		}
		for (const [key, child] of Object.entries(node)) {
			if (key !== 'loc' && key !== 'range' && key !== 'position') visitEstree(child);
		}
	};
	const estreeOf = (value: unknown) =>
		value && typeof value === 'object'
			? (value as { data?: { estree?: unknown } }).data?.estree
			: undefined;
	const visit = (node: Node) => {
		visitEstree(estreeOf(node));
		if (isJsx(node)) {
			for (const attribute of node.attributes) {
				visitEstree(estreeOf(attribute));
				visitEstree(estreeOf(attribute.value));
			}
		}
		if ('children' in node) for (const child of node.children as Node[]) visit(child);
	};
	visit(tree);
	return names;
}
