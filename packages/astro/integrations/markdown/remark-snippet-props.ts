/**
 * Mintlify's snippet variables: a snippet written `My keyword is {word}.` and used as
 * `<MySnippet word="bananas" />` reads `word` from what the page passes. In MDX a name nobody
 * declares is a ReferenceError that stops the render; this step makes every such name in the
 * file's expressions (`{word}`, `title={word}`, `{word.toUpperCase()}`) read the props the
 * file's content is given (`props.word`), as Mintlify does. Names the file imports or exports,
 * names an expression declares itself (function parameters, ...) and the globals of
 * snippet-globals.ts are left alone. A name the props lack reads nothing, however it is used
 * (`{user.name}`, `{greet()}`).
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { isSnippetGlobal } from './snippet-globals.ts';

type EstreeNode = { type: string; [key: string]: unknown };

function isNode(value: unknown): value is EstreeNode {
	return !!value && typeof value === 'object' && typeof (value as EstreeNode).type === 'string';
}

/** Calls `enter` on every node of an estree, with its parent and the key it is under. */
function walk(
	node: EstreeNode,
	enter: (node: EstreeNode, parent: EstreeNode | undefined, key: string) => void,
	parent?: EstreeNode,
	key = '',
): void {
	enter(node, parent, key);
	for (const [childKey, value] of Object.entries(node)) {
		if (childKey === 'loc' || childKey === 'range') continue;
		if (Array.isArray(value)) {
			for (const item of value) if (isNode(item)) walk(item, enter, node, childKey);
		} else if (isNode(value)) walk(value, enter, node, childKey);
	}
}

/** The names a pattern (`a`, `{ a, b: c }`, `[a, ...b]`, `a = 1`) binds. */
function bindNames(pattern: unknown, names: Set<string>): void {
	if (!isNode(pattern)) return;
	if (pattern.type === 'Identifier') names.add(pattern.name as string);
	else if (pattern.type === 'ObjectPattern') {
		for (const property of pattern.properties as EstreeNode[]) {
			bindNames(property.type === 'RestElement' ? property.argument : property.value, names);
		}
	} else if (pattern.type === 'ArrayPattern') {
		for (const element of pattern.elements as unknown[]) bindNames(element, names);
	} else if (pattern.type === 'RestElement') bindNames(pattern.argument, names);
	else if (pattern.type === 'AssignmentPattern') bindNames(pattern.left, names);
}

/** Every name an estree declares: imports, functions and their parameters, variables, classes. */
function collectDeclared(program: EstreeNode, names: Set<string>): void {
	walk(program, (node) => {
		if (
			node.type === 'ImportSpecifier' ||
			node.type === 'ImportDefaultSpecifier' ||
			node.type === 'ImportNamespaceSpecifier'
		) {
			bindNames(node.local, names);
		} else if (node.type === 'VariableDeclarator') bindNames(node.id, names);
		else if (
			node.type === 'FunctionDeclaration' ||
			node.type === 'FunctionExpression' ||
			node.type === 'ArrowFunctionExpression'
		) {
			bindNames(node.id, names);
			for (const param of node.params as unknown[]) bindNames(param, names);
		} else if (node.type === 'ClassDeclaration') bindNames(node.id, names);
		else if (node.type === 'CatchClause') bindNames(node.param, names);
	});
}

/** True when an Identifier under `parent.key` reads a variable (not a property name or label). */
function isReference(parent: EstreeNode | undefined, key: string): boolean {
	if (!parent) return true;
	if (parent.type === 'MemberExpression' && key === 'property' && !parent.computed) return false;
	if (parent.type === 'Property' && key === 'key' && !parent.computed) return false;
	if (
		(parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') &&
		key === 'key'
	) {
		return !!parent.computed;
	}
	return !/^(LabeledStatement|BreakStatement|ContinueStatement)$/.test(parent.type);
}

/** The remark step (for MDX files): names nobody declares read the file's props. */
export function createRemarkSnippetProps() {
	return () => (tree: Root) => {
		const declared = new Set<string>();
		const expressions: EstreeNode[] = [];
		visit(tree, (node) => {
			const estree = (node as { data?: { estree?: EstreeNode } }).data?.estree;
			if (node.type === 'mdxjsEsm' && estree) collectDeclared(estree, declared);
			else if (estree) expressions.push(estree);
			if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
				for (const attribute of node.attributes) {
					const value = attribute.value;
					const attributeTree =
						typeof value === 'object' && value
							? (value as { data?: { estree?: EstreeNode } }).data?.estree
							: (attribute as { data?: { estree?: EstreeNode } }).data?.estree;
					if (attributeTree) expressions.push(attributeTree);
				}
			}
		});
		for (const expression of expressions) {
			const local = new Set(declared);
			collectDeclared(expression, local);
			walk(expression, (node, parent, key) => {
				if (node.type !== 'Identifier' || !isReference(parent, key)) return;
				const name = node.name as string;
				if (local.has(name) || isSnippetGlobal(name)) return;
				// `{ word }` in an object literal becomes `{ word: props.word }`.
				if (parent?.type === 'Property' && parent.shorthand) parent.shorthand = false;
				// A prop nobody passes is undefined: `{user.name}` and `{greet()}` read
				// `props.user?.name` and `props.greet?.()`, nothing rather than a TypeError that
				// stops the page (a page's prose may hold `{contact.name}` from a code sample).
				if (
					(parent?.type === 'MemberExpression' && key === 'object') ||
					(parent?.type === 'CallExpression' && key === 'callee')
				) {
					parent.optional = true;
				}
				delete node.name;
				Object.assign(node, {
					type: 'MemberExpression',
					object: { type: 'Identifier', name: 'props' },
					property: { type: 'Identifier', name },
					computed: false,
					optional: false,
				});
			});
		}
	};
}
