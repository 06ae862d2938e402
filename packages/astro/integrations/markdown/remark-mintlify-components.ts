/**
 * The remark step that makes Mintlify's components work in any MDX file (pages and snippets):
 * it imports each component a file uses from this package (so no `components` prop and no
 * import in the page is needed), prepares the ones whose parts must know each other (tab titles,
 * step numbers, code group titles), and unwraps components nobody defines, with a warning that
 * names the file and the component, so their children still render and the build goes on.
 */
import { isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import {
	MINTLIFY_COMPONENT_FILES,
	MINTLIFY_FAMILY_FILES,
} from '../../components/mintlify/files.ts';
import { parseCodeMeta } from '../../utils/content/code-meta.ts';
import type { createIconResolver } from '../../utils/look/icons.ts';
import { reportProblem } from '../../utils/problems/problems.ts';
import { findMissingHooks } from '../vite/snippet-hooks.ts';
import { importNode } from './esm-nodes.ts';
import {
	checkColorItem,
	createMermaidNode,
	getPromptText,
	MERMAID,
	type PartProblem,
} from './mintlify-parts.ts';
import { REACT_SOURCE, treeUsesGlobalReact } from './react-scope.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Node = Root | RootContent;
type Parent = Node & { children: Node[] };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The element the remark step wraps each fenced code block in (components/mintlify/code/CodeBlock.astro). */
const CODE_BLOCK = 'TrydocsCodeBlock';

/** Mintlify's components, by the name a page uses, and the module that renders each. */
export const MINTLIFY_COMPONENTS: Record<string, string> = Object.fromEntries(
	[
		'Note',
		'Tip',
		'Info',
		'Warning',
		'Check',
		'Danger',
		'Callout',
		'Card',
		'CardGroup',
		'Columns',
		'Column',
		'Accordion',
		'AccordionGroup',
		'Steps',
		'Step',
		'Tabs',
		'Tab',
		'CodeGroup',
		'Frame',
		'Icon',
		'Tooltip',
		'Badge',
		'Update',
		'Tile',
		'Visibility',
		'Prompt',
		'Panel',
		'View',
	]
		.map((name) => [name, MINTLIFY_COMPONENT_FILES[name]])
		.concat([
			// Every fenced code block is wrapped in it (a name no page writes itself).
			[CODE_BLOCK, MINTLIFY_COMPONENT_FILES.CodeBlock],
			['Tree', MINTLIFY_FAMILY_FILES.Tree],
			['Color', MINTLIFY_FAMILY_FILES.Color],
			[MERMAID, MINTLIFY_COMPONENT_FILES.Mermaid],
			['FileTree', MINTLIFY_FAMILY_FILES.Tree],
			['ParamField', here('../../components/mdx/ParamField.astro')],
			['ResponseField', here('../../components/mdx/ResponseField.astro')],
			['Expandable', here('../../components/mdx/Expandable.astro')],
		]),
);

/** Names the page route passes in as `components` (they depend on the page), never imported. */
const PAGE_COMPONENTS = new Set(['RequestExample', 'ResponseExample']);

/** What the remark step needs from the site. */
export interface MintlifyComponentsOptions {
	/** The site root: problems name files relative to it (see utils/problems/problems.ts). */
	root?: string;
	/** The site's icons: names a page gives that cannot be drawn as asked are reported. */
	icons?: ReturnType<typeof createIconResolver>;
}

interface FileLike {
	path?: string;
	/** The file's text: a `<Prompt>` copies its children as they are written. */
	value?: unknown;
}

function isJsx(node: Node): node is JsxElement {
	return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function getAttribute(node: JsxElement, name: string): MdxJsxAttribute | undefined {
	return node.attributes.find(
		(attribute): attribute is MdxJsxAttribute =>
			attribute.type === 'mdxJsxAttribute' && attribute.name === name,
	);
}

/** A string attribute, or the string literal of `{"..."}`; `undefined` otherwise. */
function readString(node: JsxElement, name: string): string | undefined {
	const value = getAttribute(node, name)?.value;
	if (typeof value === 'string') return value;
	if (value && typeof value === 'object') {
		const text = value.value.trim();
		const literal = /^(['"`])([\s\S]*)\1$/.exec(text);
		if (literal) return literal[2];
	}
	return undefined;
}

function setAttribute(node: JsxElement, name: string, value: string) {
	const existing = getAttribute(node, name);
	if (existing) existing.value = value;
	else node.attributes.push({ type: 'mdxJsxAttribute', name, value });
}

/** Names the file binds itself: its imports and exported constants and functions. */
function getLocalNames(tree: Root): Set<string> {
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
function getExpressionJsxNames(
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

/** `const Name = (props) => props.children ?? null;`: a stand-in that shows what it wraps. */
function fallbackNode(name: string): RootContent {
	const props = { type: 'Identifier', name: 'props' };
	return {
		type: 'mdxjsEsm',
		value: `const ${name} = (props) => props.children ?? null;`,
		data: {
			estree: {
				type: 'Program',
				sourceType: 'module',
				body: [
					{
						type: 'VariableDeclaration',
						kind: 'const',
						declarations: [
							{
								type: 'VariableDeclarator',
								id: { type: 'Identifier', name },
								init: {
									type: 'ArrowFunctionExpression',
									params: [props],
									expression: true,
									async: false,
									generator: false,
									body: {
										type: 'LogicalExpression',
										operator: '??',
										left: {
											type: 'MemberExpression',
											object: props,
											property: { type: 'Identifier', name: 'children' },
											computed: false,
											optional: false,
										},
										right: { type: 'Literal', value: null, raw: 'null' },
									},
								},
							},
						],
					},
				],
			},
		},
	} as unknown as RootContent;
}

/** The title of a code block in a `<CodeGroup>`: its meta's title (utils/content/code-meta.ts), else its language. */
export function getCodeTitle(code: Code): string {
	return parseCodeMeta(code.meta).title ?? code.lang ?? 'Code';
}

/**
 * A code block inside `<CodeBlock>` with its meta read (title, icon, lines, ...): Shiki still
 * highlights the code, the component frames it. `bare` inside a `<CodeGroup>`, whose tab is the title.
 */
function wrapCode(code: Code, bare = false): MdxJsxFlowElement {
	const meta = parseCodeMeta(code.meta);
	const attributes: MdxJsxAttribute[] = [];
	const add = (name: string, value: string | undefined | false) => {
		if (value) attributes.push({ type: 'mdxJsxAttribute', name, value });
	};
	add('title', meta.title);
	add('icon', meta.icon);
	add('highlight', meta.highlight.length > 0 && JSON.stringify(meta.highlight));
	add('lines', meta.lines && 'true');
	add('wrap', meta.wrap && 'true');
	add('expandable', meta.expandable && 'true');
	add('bare', bare && 'true');
	return { type: 'mdxJsxFlowElement', name: CODE_BLOCK, attributes, children: [code] };
}

/**
 * Lifts the elements of a paragraph that holds only elements (`<Tab>`s on consecutive lines)
 * to the container, so each is a block of its own (no `<div>` inside a `<p>`).
 */
function liftElements(node: JsxElement) {
	node.children = (node.children as Node[]).flatMap((child): Node[] => {
		if (child.type !== 'paragraph') return [child];
		const parts = child.children as Node[];
		const onlyElements = parts.every(
			(part) => isJsx(part) || (part.type === 'text' && part.value.trim() === ''),
		);
		if (!onlyElements || !parts.some(isJsx)) return [child];
		return parts.filter(isJsx).map((part) => ({ ...part, type: 'mdxJsxFlowElement' }) as Node);
	}) as typeof node.children;
}

/**
 * An attribute given as JSX (`label={<><Icon icon="rocket" /> Quickstart</>}`) becomes the
 * component's slot of that name: an Astro component draws a slot, not a JSX value.
 */
function moveJsxToSlot(node: JsxElement, name: string) {
	const attribute = getAttribute(node, name);
	const value = attribute?.value;
	if (!attribute || !value || typeof value !== 'object') return;
	const estree = (value.data as { estree?: { body?: Array<{ expression?: { type?: string } }> } })
		?.estree;
	const type = estree?.body?.[0]?.expression?.type;
	if (type !== 'JSXElement' && type !== 'JSXFragment') return;
	node.attributes = node.attributes.filter((item) => item !== attribute);
	const expression = { type: 'mdxTextExpression', value: value.value, data: { estree } };
	const slot: MdxJsxTextElement = {
		type: 'mdxJsxTextElement',
		name: 'span',
		attributes: [{ type: 'mdxJsxAttribute', name: 'slot', value: name }],
		children: [expression as MdxJsxTextElement['children'][number]],
	};
	// A direct child: Astro hands a child with `slot` to that slot only when it is one.
	(node.children as Node[]).unshift(slot as Node);
}

/** Gives `<Tabs>` its titles, `<Steps>` their numbers, and turns `<CodeGroup>` blocks into tabs. */
function prepare(node: JsxElement) {
	liftElements(node);
	if (node.name === 'Update') moveJsxToSlot(node, 'label');
	if (node.name === 'CodeGroup') {
		node.children = node.children.map((child) =>
			child.type === 'code'
				? ({
						type: 'mdxJsxFlowElement',
						name: 'Tab',
						attributes: [{ type: 'mdxJsxAttribute', name: 'title', value: getCodeTitle(child) }],
						children: [wrapCode(child, true)],
					} as MdxJsxFlowElement)
				: child,
		) as typeof node.children;
	}
	if (node.name === 'Tabs' || node.name === 'CodeGroup') {
		const titles = (node.children as Node[])
			.filter((child): child is JsxElement => isJsx(child) && child.name === 'Tab')
			.map((tab, index) => readString(tab, 'title') ?? `Tab ${index + 1}`);
		setAttribute(node, 'titles', JSON.stringify(titles));
		const icons = (node.children as Node[])
			.filter((child): child is JsxElement => isJsx(child) && child.name === 'Tab')
			.map((tab) => readString(tab, 'icon') ?? null);
		if (icons.some(Boolean)) setAttribute(node, 'icons', JSON.stringify(icons));
	}
	// A tree written as a Markdown list is drawn from the list itself.
	if (
		(node.name === 'Tree' || node.name === 'FileTree') &&
		node.children.some((c) => c.type === 'list')
	) {
		setAttribute(node, 'markdown', 'true');
	}
	if (node.name === 'Steps') {
		let number = 0;
		for (const child of node.children as Node[]) {
			if (!isJsx(child) || child.name !== 'Step') continue;
			const value = getAttribute(child, 'stepNumber')?.value;
			const own = Number(typeof value === 'object' && value ? value.value : value);
			number = Number.isFinite(own) && own > 0 ? own : number + 1;
			if (!getAttribute(child, 'stepNumber')) setAttribute(child, 'stepNumber', String(number));
		}
	}
}

/** Creates the remark plugin. */
export function createRemarkMintlifyComponents(options: MintlifyComponentsOptions = {}) {
	return function remarkMintlifyComponents() {
		return (tree: Root, file: FileLike) => {
			if (!/\.mdx$/i.test(file.path ?? '')) return;
			const local = getLocalNames(tree);
			// React is in scope on Mintlify (`React.useState`, `<React.Fragment>`): imported, not unknown.
			const react = !local.has('React') && treeUsesGlobalReact(tree);
			if (react) local.add('React');
			const used = new Set<string>();
			// Each unknown name, with the line of its first use.
			const unknown = new Map<string, number | undefined>();
			const problems = new Set<string>();
			const componentProblems: PartProblem[] = [];
			const checkIcon = (icon: string | undefined, iconType: string | undefined) => {
				const result = icon ? options.icons?.(icon, iconType) : undefined;
				if (result && result.kind !== 'image' && result.warning) problems.add(result.warning);
			};
			const frontmatter = (file as { data?: { astro?: { frontmatter?: { icon?: unknown } } } }).data
				?.astro?.frontmatter;
			if (typeof frontmatter?.icon === 'string') checkIcon(frontmatter.icon, undefined);
			const visit = (parent: Parent) => {
				const children: Node[] = [];
				for (const child of parent.children) {
					if (child.type === 'code' && child.lang === 'mermaid') {
						const mermaid = createMermaidNode(child);
						if ('node' in mermaid) {
							used.add(MERMAID);
							children.push(mermaid.node);
							continue;
						}
						componentProblems.push(mermaid.problem);
					}
					if (child.type === 'code') {
						const meta = parseCodeMeta(child.meta);
						checkIcon(meta.icon, undefined);
						for (const option of meta.unsupported) {
							problems.add(
								`The code block option \`${option}\` (\`\`\`${child.lang ?? ''} ${child.meta ?? ''}\`) is not drawn by Trydocs: the block is shown without it.`,
							);
						}
						used.add(CODE_BLOCK);
						const inBlock = isJsx(parent as Node) && (parent as JsxElement).name === CODE_BLOCK;
						children.push(inBlock ? child : wrapCode(child));
						continue;
					}
					if (isJsx(child) && child.name && /^[A-Z]/.test(child.name)) {
						const rootName = child.name.split('.')[0] as string;
						if (!local.has(rootName) && !PAGE_COMPONENTS.has(rootName)) {
							if (MINTLIFY_COMPONENTS[rootName]) {
								used.add(rootName);
								checkIcon(readString(child, 'icon'), readString(child, 'iconType'));
								prepare(child);
								if (child.name === 'Prompt' && !getAttribute(child, 'text')) {
									const text = getPromptText(child, file.value);
									if (text) setAttribute(child, 'text', text);
								}
								const color = child.name === 'Color.Item' ? checkColorItem(child) : undefined;
								if (color) componentProblems.push(color);
							} else {
								// Nobody defines it: show what it wraps instead of stopping the build.
								if (!unknown.has(child.name)) unknown.set(child.name, child.position?.start.line);
								visit(child as Parent);
								children.push(...(child.children as Node[]));
								continue;
							}
						}
					}
					if ('children' in child) visit(child as Parent);
					children.push(child);
				}
				parent.children = children;
			};
			visit(tree as Parent);
			// Tags written in JavaScript (exports, expressions, attribute values): imported when
			// known, else a stand-in.
			const fallbacks: string[] = [];
			for (const name of getExpressionJsxNames(tree, checkIcon)) {
				if (local.has(name) || used.has(name) || PAGE_COMPONENTS.has(name)) continue;
				if (MINTLIFY_COMPONENTS[name]) used.add(name);
				else {
					fallbacks.push(name);
					if (!unknown.has(name)) unknown.set(name, undefined);
				}
			}
			// Components the page exports may call React's hooks without importing them, as on Mintlify.
			const esm = tree.children
				.filter((node) => node.type === 'mdxjsEsm')
				.map((node) => (node as { value: string }).value)
				.join('\n');
			const hooks = findMissingHooks(esm);
			tree.children.unshift(
				...[...used].map((name) =>
					importNode(MINTLIFY_COMPONENTS[name] as string, [{ imported: 'default', local: name }]),
				),
				...(hooks.length > 0
					? [
							importNode(
								'preact/hooks',
								hooks.map((hook) => ({ imported: hook, local: hook })),
							),
						]
					: []),
				...(react ? [importNode(REACT_SOURCE, [{ imported: 'default', local: 'React' }])] : []),
				...fallbacks.map(fallbackNode),
			);
			const path = file.path ?? 'page.mdx';
			const shown = options.root && isAbsolute(path) ? relative(options.root, path) : path;
			for (const problem of problems) {
				const kind = problem.startsWith('The code block option') ? 'component' : 'icon';
				reportProblem({ kind, file: shown, message: problem, severity: 'warning' });
			}
			for (const problem of componentProblems) {
				reportProblem({ kind: 'component', file: shown, severity: 'warning', ...problem });
			}
			for (const [name, line] of unknown) {
				reportProblem({
					kind: 'component',
					file: shown,
					line,
					message: `\`<${name}>\` is not a component Trydocs knows: its content is shown without it.`,
					hint: `Import a component named \`${name}\` in the page (or a snippet it imports) to render it.`,
					severity: 'warning',
				});
			}
		};
	};
}
