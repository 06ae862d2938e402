/**
 * The site's pages for agents: each page's Markdown (an MDX page from its source, an endpoint
 * page from its `Operation`) and what llms.txt and llms-full.txt list, in navigation order with
 * hidden and `noindex` pages left out. Read by the routes only (it reads the pages).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
	base,
	docsJson,
	invalidOperationSeverity,
	root,
	servedSpecs,
} from 'virtual:trydocs/config';
import { getOperation, getWebhook, type Operation } from '@trydocs/openapi';
import { isWebhookReference } from '../../schemas/frontmatter.ts';
import type { GeneratedPage, NavDivision, NavNode, NavPage } from '../navigation/navigation.ts';
import { type DocsPage, getPages } from '../pages/pages.ts';
import { getSite } from '../pages/site.ts';
import { getSpecFiles, loadSpecCached, resolveOperation } from '../specs/resolve-operation.ts';
import {
	type LlmsFullPage,
	type LlmsSection,
	type LlmsTxtInput,
	summarize,
	writeInstructions,
} from './llms-txt.ts';
import { convertMdxToMarkdown } from './mdx-to-markdown.ts';
import { writeOperationMarkdown } from './operation-markdown.ts';

/** One page's Markdown and what lists it. */
export interface AgentPage {
	slug: string;
	title: string;
	description?: string | undefined;
	/** The Markdown after the title: description quote, agent instructions, content. */
	markdown: string;
}

/** A path on the site, under `base`. */
export function withBase(path: string): string {
	return `${base.replace(/\/+$/, '')}${path}`;
}

/** The address of a path: absolute when the site's URL is known. */
function toUrl(path: string, site: URL | undefined): string {
	const full = withBase(path);
	return site ? new URL(full, site).href : full;
}

/** The `.md` path of a page (`/index.md` for the home page). */
export function getMarkdownPath(slug: string): string {
	return `/${slug || 'index'}.md`;
}

/** The HTML path of a page. */
function getHtmlPath(slug: string): string {
	return slug === 'index' || slug === '' ? '/' : `/${slug}/`;
}

/** Every page that has Markdown: content pages, navigation operations, `generatePages` ones. */
export async function listMarkdownSlugs(): Promise<string[]> {
	const pages = await getPages();
	const { navGenerated, generated } = await getSite();
	return [
		...new Set([
			...pages.map((page) => page.id),
			...navGenerated.map((page) => page.slug),
			...generated.map((page) => page.slug),
		]),
	];
}

function readSource(page: DocsPage): string {
	try {
		return readFileSync(resolve(root, page.filePath), 'utf8');
	} catch {
		return '';
	}
}

async function loadReferenced(reference: {
	specFile: string;
	method: string;
	path: string;
	webhook?: boolean | undefined;
}): Promise<Operation | undefined> {
	try {
		const doc = await loadSpecCached(reference.specFile);
		return reference.webhook
			? getWebhook(doc, reference.path, reference.method)
			: getOperation(doc, reference.method, reference.path);
	} catch {
		// The HTML page reports it (routes/page.astro): its Markdown says only what there is.
		return undefined;
	}
}

/** The operation and content Markdown of a content page. */
async function readContentPage(
	page: DocsPage,
): Promise<{ operation?: Operation; content: string; handWritten?: boolean }> {
	const file = resolve(root, page.filePath);
	const content = convertMdxToMarkdown({ source: readSource(page), file, root });
	if (page.data.openapi && !isWebhookReference(page.data.openapi)) {
		const result = await resolveOperation(
			page.data.openapi,
			page.filePath,
			docsJson,
			root,
			invalidOperationSeverity,
		);
		return { operation: result.operation, content };
	}
	if (page.data.api) {
		// Read from the page's `<ParamField>`s, as the HTML page reads it.
		const rendered = await page.render();
		const operation = rendered.remarkPluginFrontmatter.trydocsOperation as Operation | undefined;
		return { operation, content, handWritten: true };
	}
	return { content };
}

function compose(description: string | undefined, body: string): string {
	const quote = description?.trim() ? description.trim().replace(/^/gm, '> ') : '';
	return [quote, writeInstructions(docsJson.markdown?.instructions), body]
		.filter(Boolean)
		.join('\n\n');
}

let index:
	| Promise<{ pages: Map<string, DocsPage>; generated: Map<string, GeneratedPage | SiteGenerated> }>
	| undefined;

type SiteGenerated = Awaited<ReturnType<typeof getSite>>['generated'][number];

/** The pages by slug, once per build (a large spec has thousands). */
function getIndex() {
	index ??= (async () => {
		const site = await getSite();
		return {
			pages: new Map((await getPages()).map((page) => [page.id, page])),
			generated: new Map<string, GeneratedPage | SiteGenerated>([
				...site.generated.map((page) => [page.slug, page] as const),
				...site.navGenerated.map((page) => [page.slug, page] as const),
			]),
		};
	})();
	return index;
}

/** A page's Markdown, or `undefined` when the site has no such page. */
export async function getAgentPage(
	slug: string,
	siteUrl: URL | undefined,
): Promise<AgentPage | undefined> {
	const site = await getSite();
	const languages = docsJson.api.examples.languages;
	const { pages, generated: operations } = await getIndex();
	const page = pages.get(slug);
	if (page) {
		const title = site.titles.get(page.id) ?? page.id;
		const { operation, content, handWritten } = await readContentPage(page);
		const description =
			page.data.description ??
			(operation
				? summarize(operation.summary === title ? operation.description : operation.summary)
				: undefined);
		const body = operation
			? writeOperationMarkdown(
					operation,
					{ site: siteUrl, languages, fields: !handWritten },
					content,
				)
			: content;
		return { slug, title, description, markdown: compose(description, body) };
	}
	const generated = operations.get(slug);
	if (!generated) return undefined;
	const operation = await loadReferenced(generated.operation);
	const description = summarize(operation?.description);
	const body = operation
		? writeOperationMarkdown({ ...operation, description: undefined }, { site: siteUrl, languages })
		: `\`${generated.operation.method} ${generated.operation.path}\``;
	const full = operation?.description?.trim();
	return {
		slug,
		title: generated.title,
		description,
		markdown: compose(undefined, [full, body].filter(Boolean).join('\n\n')),
	};
}

/** A page's whole Markdown file: its title, then its Markdown. */
export function writeMarkdownFile(page: AgentPage): string {
	return `# ${page.title}\n\n${page.markdown}\n`;
}

/** Pages left out of llms.txt: hidden or `noindex` (unless docs.json `seo.indexing` is `all`). */
async function getExcluded(): Promise<Set<string>> {
	if (docsJson.seo?.indexing === 'all') return new Set();
	const pages = await getPages();
	const { navGenerated } = await getSite();
	return new Set([
		...pages
			.filter((page) => page.data.hidden === true || page.data.noindex === true)
			.map((page) => page.id),
		...navGenerated.filter((page) => page.hidden || page.operation.hidden).map((page) => page.slug),
	]);
}

interface Listed {
	page: NavPage;
	section: string;
}

/**
 * The pages in navigation order, each under the label of its outermost group (or its division's,
 * or `Docs`); only the default language and version, as Mintlify lists them.
 */
function walkNavigation(
	divisions: NavDivision[],
	children: NavNode[],
	section: string,
	out: Listed[],
	external: NavDivision[],
) {
	const visit = (nodes: NavNode[], label: string) => {
		for (const node of nodes) {
			if (node.type === 'page') out.push({ page: node.page, section: label });
			else {
				const inner = label === section ? node.label : label;
				if (node.root) out.push({ page: node.root, section: inner });
				visit(node.children, inner);
			}
		}
	};
	visit(children, section);
	const firstOf = new Map<string, NavDivision>();
	for (const division of divisions) {
		if (division.external) {
			external.push(division);
			continue;
		}
		if (division.kind === 'language' || division.kind === 'version') {
			if (firstOf.has(division.kind)) continue;
			firstOf.set(division.kind, division);
		}
		walkNavigation(division.divisions, division.children, division.label || section, out, external);
	}
}

/** What llms.txt lists, in navigation order. */
export async function getLlmsInput(siteUrl: URL | undefined): Promise<LlmsTxtInput> {
	const site = await getSite();
	const excluded = await getExcluded();
	const pages = new Map((await getPages()).map((page) => [page.id, page]));
	const listed: Listed[] = [];
	const external: NavDivision[] = [];
	walkNavigation(site.navigation.divisions, site.navigation.children, 'Docs', listed, external);
	for (const page of site.generated) listed.push({ page, section: 'API reference' });
	const seen = new Set<string>();
	if (docsJson.seo?.indexing === 'all') {
		const inNavigation = new Set(listed.map((item) => item.page.slug));
		for (const page of [...pages.values()]
			.filter((entry) => !inNavigation.has(entry.id))
			.sort((a, b) => a.id.localeCompare(b.id))) {
			listed.push({
				page: site.pages.find((entry) => entry.slug === page.id) as NavPage,
				section: 'Other pages',
			});
		}
	}
	const sections = new Map<string, LlmsSection>();
	for (const { page, section } of listed) {
		if (!page || excluded.has(page.slug) || seen.has(page.slug)) continue;
		seen.add(page.slug);
		const entry = {
			slug: page.slug,
			title: site.titles.get(page.slug) ?? page.title,
			url: toUrl(getMarkdownPath(page.slug), siteUrl),
			description: pages.get(page.slug)?.data.description,
		};
		const list = sections.get(section) ?? { heading: section, entries: [] };
		list.entries.push(entry);
		sections.set(section, list);
	}
	return {
		title: docsJson.name ?? 'Documentation',
		description: docsJson.description,
		instructions: docsJson.markdown?.instructions,
		sections: [...sections.values()],
		// The specs named by URL, and the repository's own, which the site serves beside its pages.
		specs: [
			...getSpecFiles(docsJson, root).filter((file) => /^https?:/i.test(file)),
			...servedSpecs.map((path) => toUrl(path, siteUrl)),
		].map((url) => ({
			name:
				url
					.split('/')
					.at(-1)
					?.replace(/\.(json|ya?ml)$/i, '') ?? url,
			url,
		})),
		optional: [...site.navigation.globalLinks, ...external]
			.filter((division) => division.external && division.href)
			.map((division) => ({ title: division.label, url: division.href as string })),
	};
}

/**
 * Every listed page of llms.txt, with its Markdown, for llms-full.txt: one at a time, so a site
 * of thousands of endpoint pages never holds all their Markdown at once.
 */
export async function* listLlmsFullPages(siteUrl: URL | undefined): AsyncGenerator<LlmsFullPage> {
	const input = await getLlmsInput(siteUrl);
	for (const section of input.sections) {
		for (const entry of section.entries) {
			const page = entry.slug ? await getAgentPage(entry.slug, siteUrl) : undefined;
			if (!page) continue;
			yield {
				title: page.title,
				source: toUrl(getHtmlPath(page.slug), siteUrl),
				markdown: page.markdown,
			};
		}
	}
}
