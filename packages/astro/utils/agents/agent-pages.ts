/**
 * The site's pages for agents: each page's Markdown (an MDX page from its source, an endpoint
 * page from its `Operation`); what llms.txt and llms-full.txt list is llms-pages.ts. Read by the
 * routes only (it reads the pages).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { base, docsJson, invalidOperationSeverity, root } from 'virtual:trydocs/config';
import type { Operation } from '@trydocs/openapi';
import { isWebhookReference } from '../../schemas/frontmatter.ts';
import { getContentMarkdownKey, getGeneratedMarkdownKey } from '../incremental/page-keys.ts';
import type { GeneratedPage } from '../navigation/navigation.ts';
import { withBaseLink } from '../navigation/url.ts';
import { type DocsPage, getPages } from '../pages/pages.ts';
import { getSite } from '../pages/site.ts';
import { getGeneratedAsyncPage, resolveAsyncReference } from '../specs/asyncapi-specs.ts';
import { getGeneratedOperation } from '../specs/generated-operation.ts';
import { loadSpecCached, resolveOperation } from '../specs/resolve-operation.ts';
import { writeAsyncOperationMarkdown } from './asyncapi-markdown.ts';
import { summarize, writeInstructions } from './llms-txt.ts';
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

/** The address of a path of the site (under `base`): absolute when the site's URL is known. */
export function toUrl(path: string, site: URL | undefined): string {
	const full = withBaseLink(base, path);
	return site ? new URL(full, site).href : full;
}

/** The `.md` path of a page (`/index.md` for the home page). */
export function getMarkdownPath(slug: string): string {
	return `/${slug || 'index'}.md`;
}

/** The HTML path of a page. */
export function getHtmlPath(slug: string): string {
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
		return getGeneratedOperation(doc, reference);
	} catch {
		// The HTML page reports it (routes/page.astro): its Markdown says only what there is.
		return undefined;
	}
}

/** The operation and content Markdown of a content page. */
async function readContentPage(
	page: DocsPage,
): Promise<{ operation?: Operation; content: string; handWritten?: boolean; asyncapi?: string }> {
	const file = resolve(root, page.filePath);
	const content = convertMdxToMarkdown({ source: readSource(page), file, root });
	if (page.data.asyncapi) {
		const { operations } = await resolveAsyncReference(
			page.data.asyncapi,
			page.filePath,
			docsJson,
			root,
			invalidOperationSeverity,
		);
		const asyncapi = operations
			.map((operation, index) => {
				const body = writeAsyncOperationMarkdown(operation, index === 0 ? content : '');
				const name = operation.title ?? operation.summary ?? operation.id;
				return operations.length > 1 ? `## ${name}\n\n${body.replace(/^(#+) /gm, '#$1 ')}` : body;
			})
			.join('\n\n');
		return { content, asyncapi: asyncapi || content };
	}
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

/** The cache key of a page's Markdown (utils/incremental/page-keys.ts). */
export async function getMarkdownKey(slug: string): Promise<string | undefined> {
	const site = await getSite();
	const { pages, generated } = await getIndex();
	const page = pages.get(slug);
	if (page) return getContentMarkdownKey(page, site.titles.get(page.id) ?? page.id);
	const target = generated.get(slug);
	return target && getGeneratedMarkdownKey(target);
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
		const { operation, content, handWritten, asyncapi } = await readContentPage(page);
		if (asyncapi !== undefined) {
			const description = page.data.description;
			return { slug, title, description, markdown: compose(description, asyncapi) };
		}
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
	if ('asyncapi' in generated.operation && generated.operation.asyncapi) {
		const { operations: found } = await getGeneratedAsyncPage(
			generated.operation.specFile,
			generated.operation.operationId ?? '',
			root,
		);
		const [one] = found;
		const body = one
			? writeAsyncOperationMarkdown(one)
			: `\`${generated.operation.method} ${generated.operation.path}\``;
		const description = summarize(one?.summary);
		return { slug, title: generated.title, description, markdown: compose(description, body) };
	}
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
