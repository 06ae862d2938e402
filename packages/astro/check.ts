/**
 * `trydocs check`: reads a docs repository as a build reads it (docs.json, each page's
 * frontmatter and Markdown, the `openapi:` and `asyncapi:` references, the OpenAPI specs and
 * AsyncAPI documents and the operations of their generated pages, the navigation), without
 * rendering a page, and returns the problem list (utils/problems/problems.ts). The readers are the
 * build's own, so a problem is worded the same in `astro build`, `astro dev` and here; links,
 * anchors, imports and redirect targets, which need the whole site, are read here only
 * (utils/check/check-links.ts). Imported by `@trydocs/cli`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { createRemarkSteps } from './integrations/markdown/markdown-processor.ts';
import type { DocsJson } from './schemas/docs-json.ts';
import { isWebhookReference } from './schemas/frontmatter.ts';
import {
	checkPageImports,
	checkPageLinks,
	checkRedirects,
	type LinkTargets,
} from './utils/check/check-links.ts';
import { type PageReferences, readPageReferences } from './utils/check/page-references.ts';
import { escapeHeadingIds } from './utils/content/heading-ids.ts';
import { describeRepairs, repairMdx } from './utils/content/mdx-repair.ts';
import { loadDocsJson } from './utils/docs-json/load-docs-json.ts';
import { createSiteIconResolver } from './utils/look/icons.ts';
import type { NavPage } from './utils/navigation/navigation.ts';
import { listNavigationPageIds } from './utils/navigation/navigation-pages.ts';
import {
	type FoundPage,
	findPages,
	listImportedFiles,
	usesCollection,
} from './utils/pages/find-pages.ts';
import { readFrontmatterSource } from './utils/pages/parse-frontmatter.ts';
import { checkSiteSpecs, getGeneratedSlug, indexSite } from './utils/pages/site-index.ts';
import {
	clearProblems,
	listProblems,
	type Problem,
	reportProblem,
} from './utils/problems/problems.ts';
import { checkSiteAsyncApis, resolveAsyncReference } from './utils/specs/asyncapi-specs.ts';
import { type GeneratedTarget, resolveGeneratedPage } from './utils/specs/generated-page.ts';
import {
	listGeneratedOperations,
	loadSpecCached,
	resolveOperation,
} from './utils/specs/resolve-operation.ts';
import { getGeneratePages, getSpecFiles, reportUnreadableSpec } from './utils/specs/spec-files.ts';

export { countProblems } from './utils/problems/problems.ts';

type IconResolver = ReturnType<typeof createSiteIconResolver>;

/** What `checkSite` found. */
export interface CheckResult {
	/** Every problem, in the order it was found (see utils/problems/problems.ts). */
	problems: Problem[];
	/** How many pages were read. */
	pages: number;
}

/** docs.json, or `undefined` when it cannot be read (recorded: nothing else can be checked). */
function readDocsJson(root: string): DocsJson | undefined {
	try {
		return loadDocsJson(join(root, 'docs.json'));
	} catch (error) {
		const { message, hint } = error as { message?: string; hint?: string };
		reportProblem({
			kind: 'docs.json',
			file: 'docs.json',
			message: message ?? String(error),
			hint,
			severity: 'error',
		});
		return undefined;
	}
}

/**
 * Loads each OpenAPI spec and AsyncAPI document the site names, as the build does: an unreadable
 * one is recorded once.
 */
async function checkSpecs(docsJson: DocsJson, root: string): Promise<void> {
	await checkSiteSpecs(docsJson, root);
	await checkSiteAsyncApis(docsJson, root);
}

/**
 * The tree of a Markdown or MDX file. A file MDX cannot read is mended first and recorded, as the
 * build does (utils/content/mdx-repair.ts); the common case is parsed once.
 */
function parsePage(file: string, shown: string, source: string): Root {
	const mdx = /\.mdx$/i.test(file);
	const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm);
	if (!mdx) return processor.parse(source) as Root;
	processor.use(remarkMdx);
	// As the build reads it: Mintlify's `## Heading {#id}` is no expression (heading-ids.ts).
	const text = escapeHeadingIds(source) ?? source;
	try {
		return processor.parse(text) as Root;
	} catch (error) {
		const repaired = repairMdx(text);
		if (!repaired) throw error;
		reportProblem(describeRepairs(shown, repaired.repairs));
		return processor.parse(repaired.code) as Root;
	}
}

/**
 * Reads one page or snippet with the build's Markdown steps (its `api:` line, components,
 * images, snippets), which record what they find wrong; returns what it links to and imports.
 */
async function readSource(file: string, docsJson: DocsJson, root: string, icons: IconResolver) {
	const shown = relative(root, file).split(sep).join('/');
	const source = readFileSync(file, 'utf8');
	const tree = parsePage(file, shown, source);
	// Before the steps, which unwrap unknown components (and their links with them).
	const references = readPageReferences(tree);
	const frontmatter = readFrontmatterSource(source, shown);
	const steps = createRemarkSteps({ docsJson, root, staticImages: true, icons });
	await unified()
		.use(steps)
		.run(tree, { path: file, value: source, data: { astro: { frontmatter } } } as never);
	checkPageImports(file, source, references, root);
	return { references, snippets: listImportedFiles(source, file, root).filter(existsSync) };
}

/**
 * Every slug a link may name (pages, the navigation's generated pages, `generatePages`), and
 * the operations of the generated pages.
 */
async function listPageSlugs(docsJson: DocsJson, root: string, pages: FoundPage[]) {
	const bySlug = new Map<string, NavPage>(
		pages.map((page) => [page.id, { slug: page.id, title: page.id, href: `/${page.id}/` }]),
	);
	const { generated, handWritten } = await indexSite(docsJson, root, pages, bySlug);
	const slugs = new Set([...bySlug.keys(), ...generated.map((page) => page.slug)]);
	const operations: GeneratedTarget[] = generated.map((page) => page.operation);
	const generatePages = getGeneratePages(undefined, docsJson);
	if (generatePages) {
		for (const operation of await listGeneratedOperations(docsJson, root, handWritten)) {
			slugs.add(getGeneratedSlug(generatePages.prefix, operation.slug));
			operations.push(operation);
		}
	}
	return { slugs, operations };
}

/**
 * Reads the operation of every generated page, as the build does before drawing it (an
 * OpenAPI operation or an AsyncAPI one): one its document describes wrongly (a broken `$ref`,
 * a missing channel) is recorded with its file and key.
 */
async function checkGeneratedPages(operations: GeneratedTarget[], root: string): Promise<void> {
	for (const operation of operations) await resolveGeneratedPage(operation, root);
}

/** Reads the operation an endpoint page names (`openapi:` or `asyncapi:`), as the build does. */
async function checkPageOperation(page: FoundPage, docsJson: DocsJson, root: string) {
	const { openapi, asyncapi } = page.data;
	if (asyncapi) await resolveAsyncReference(asyncapi, page.filePath, docsJson, root);
	else if (openapi && !isWebhookReference(openapi)) {
		await resolveOperation(openapi, page.filePath, docsJson, root);
	}
}

/** Checks the docs repository at `root` (absolute); the problems come back in the order found. */
export async function checkSite(root: string): Promise<CheckResult> {
	clearProblems();
	const docsJson = readDocsJson(root);
	if (!docsJson) return { problems: listProblems(), pages: 0 };
	await checkSpecs(docsJson, root);
	// The Astro layout (`src/content/docs`) has its pages checked by Astro's own content layer.
	const pages = usesCollection(root)
		? []
		: findPages(root, undefined, listNavigationPageIds(docsJson.navigation));
	const { slugs, operations } = await listPageSlugs(docsJson, root, pages);
	await checkGeneratedPages(operations, root);
	const targets: LinkTargets = {
		root,
		pages: slugs,
		anchors: new Map(),
		headings: new Map(),
		redirects: (docsJson.redirects ?? []).map((redirect) => redirect.source),
	};
	// A page's icons are checked as its build draws them.
	const icons = createSiteIconResolver(docsJson);
	// Each file is read once: a snippet imported by ten pages too.
	const files = new Map<string, ReturnType<typeof readSource>>();
	const read = (file: string) => {
		if (!files.has(file)) files.set(file, readSource(file, docsJson, root, icons));
		return files.get(file) as ReturnType<typeof readSource>;
	};
	const pageReferences = new Map<FoundPage, PageReferences>();
	for (const page of pages) {
		await checkPageOperation(page, docsJson, root);
		const { references, snippets: imported } = await read(page.file);
		pageReferences.set(page, references);
		// A snippet's headings are the page's too, and so are those of the snippets it imports
		// (whose own imports are checked as they are read).
		const anchors = new Set(references.anchors);
		const snippets = new Set(imported);
		for (const snippet of snippets) {
			const { references: parts, snippets: nested } = await read(snippet);
			for (const anchor of parts.anchors) anchors.add(anchor);
			for (const file of nested) snippets.add(file);
		}
		// An endpoint page has headings of its own making: links to its anchors are not checked.
		if (page.data.openapi || page.data.api || page.data.asyncapi) continue;
		targets.anchors.set(page.id, anchors);
		targets.headings.set(page.id, references.headings);
	}
	for (const [page, references] of pageReferences) {
		checkPageLinks(page.filePath, page.id, references, targets);
	}
	checkRedirects(docsJson, targets);
	return { problems: listProblems(), pages: pages.length };
}
