/**
 * The remark step that makes Mintlify's components work in any MDX file (pages and snippets):
 * it imports each component a file uses from this package (so no `components` prop and no
 * import in the page is needed), prepares the ones whose parts must know each other (tab titles,
 * step numbers, code group titles), and unwraps components nobody defines, with a warning that
 * names the file and the component, so their children still render and the build goes on.
 *
 * The steps live in `mintlify/` (the table of components, the walk that rewrites the tree, what
 * it prepares, the names a file binds); this file runs them in order for each file.
 */
import { isAbsolute, relative } from 'node:path';
import type { Root } from 'mdast';
import type { createIconResolver } from '../../utils/look/icons.ts';
import { reportProblem } from '../../utils/problems/problems.ts';
import { findMissingHooks } from '../vite/snippet-hooks.ts';
import { importNode } from './esm-nodes.ts';
import { MINTLIFY_COMPONENTS, PAGE_COMPONENTS } from './mintlify/components.ts';
import { getExpressionJsxNames, getLocalNames } from './mintlify/names.ts';
import { rewriteComponents } from './mintlify/rewrite.ts';
import { fallbackNode } from './mintlify/stand-in.ts';
import type { ComponentsScan, Parent } from './mintlify/types.ts';
import { REACT_SOURCE, treeUsesGlobalReact } from './react-scope.ts';

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

/** Creates the remark plugin. */
export function createRemarkMintlifyComponents(options: MintlifyComponentsOptions = {}) {
	return function remarkMintlifyComponents() {
		return (tree: Root, file: FileLike) => transformMintlifyComponents(tree, file, options);
	};
}

/**
 * One MDX file: its tree rewritten, then the components it uses imported (those written in
 * JavaScript too, which the rewrite does not see), then its problems reported.
 */
function transformMintlifyComponents(
	tree: Root,
	file: FileLike,
	options: MintlifyComponentsOptions,
) {
	if (!/\.mdx$/i.test(file.path ?? '')) return;
	const scan = createScan(tree, file, options);
	rewriteComponents(tree as Parent, scan);
	const fallbacks = addExpressionComponents(tree, scan);
	addImports(tree, scan, fallbacks);
	const path = file.path ?? 'page.mdx';
	reportScanProblems(scan, options.root && isAbsolute(path) ? relative(options.root, path) : path);
}

/** What the step knows of a file before the walk: its own names, and its frontmatter icon checked. */
function createScan(
	tree: Root,
	file: FileLike,
	options: MintlifyComponentsOptions,
): ComponentsScan {
	const local = getLocalNames(tree);
	// React is in scope on Mintlify (`React.useState`, `<React.Fragment>`): imported, not unknown.
	const react = !local.has('React') && treeUsesGlobalReact(tree);
	if (react) local.add('React');
	const problems = new Set<string>();
	const checkIcon = (icon: string | undefined, iconType: string | undefined) => {
		const result = icon ? options.icons?.(icon, iconType) : undefined;
		if (result && result.kind !== 'image' && result.warning) problems.add(result.warning);
	};
	const frontmatter = (file as { data?: { astro?: { frontmatter?: { icon?: unknown } } } }).data
		?.astro?.frontmatter;
	if (typeof frontmatter?.icon === 'string') checkIcon(frontmatter.icon, undefined);
	return {
		local,
		react,
		used: new Set(),
		unknown: new Map(),
		problems,
		componentProblems: [],
		checkIcon,
		source: file.value,
	};
}

/**
 * Tags written in JavaScript (exports, expressions, attribute values): recorded for import when
 * known; the names of the others, which get a stand-in.
 */
function addExpressionComponents(tree: Root, scan: ComponentsScan): string[] {
	const fallbacks: string[] = [];
	for (const name of getExpressionJsxNames(tree, scan.checkIcon)) {
		if (scan.local.has(name) || scan.used.has(name) || PAGE_COMPONENTS.has(name)) continue;
		if (MINTLIFY_COMPONENTS[name]) scan.used.add(name);
		else {
			fallbacks.push(name);
			if (!scan.unknown.has(name)) scan.unknown.set(name, undefined);
		}
	}
	return fallbacks;
}

/** The imports of the components used, React's hooks and React, and the stand-ins, in that order. */
function addImports(tree: Root, scan: ComponentsScan, fallbacks: string[]) {
	// Components the page exports may call React's hooks without importing them, as on Mintlify.
	const esm = tree.children
		.filter((node) => node.type === 'mdxjsEsm')
		.map((node) => (node as { value: string }).value)
		.join('\n');
	const hooks = findMissingHooks(esm);
	tree.children.unshift(
		...[...scan.used].map((name) =>
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
		...(scan.react ? [importNode(REACT_SOURCE, [{ imported: 'default', local: 'React' }])] : []),
		...fallbacks.map(fallbackNode),
	);
}

/** The file's warnings: icons and code block options, components' parts, unknown components. */
function reportScanProblems(scan: ComponentsScan, shown: string) {
	for (const problem of scan.problems) {
		const kind = problem.startsWith('The code block option') ? 'component' : 'icon';
		reportProblem({ kind, file: shown, message: problem, severity: 'warning' });
	}
	for (const problem of scan.componentProblems) {
		reportProblem({ kind: 'component', file: shown, severity: 'warning', ...problem });
	}
	for (const [name, line] of scan.unknown) {
		reportProblem({
			kind: 'component',
			file: shown,
			line,
			message: `\`<${name}>\` is not a component Trydocs knows: its content is shown without it.`,
			hint: `Import a component named \`${name}\` in the page (or a snippet it imports) to render it.`,
			severity: 'warning',
		});
	}
}
