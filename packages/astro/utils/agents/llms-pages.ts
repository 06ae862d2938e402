/**
 * What llms.txt and llms-full.txt list: the site's pages in navigation order, each under its
 * section, with hidden and `noindex` pages left out; each page's Markdown is agent-pages.ts.
 * Read by the routes only (it reads the pages).
 */
import { docsJson, root, servedSpecs } from 'virtual:trydocs/config';
import type { NavDivision, NavNode, NavPage } from '../navigation/navigation.ts';
import { getPages } from '../pages/pages.ts';
import { getSite } from '../pages/site.ts';
import { getSpecFiles } from '../specs/spec-files.ts';
import { getAgentPage, getHtmlPath, getMarkdownPath, toUrl } from './agent-pages.ts';
import {
	type LlmsFullPage,
	type LlmsSection,
	type LlmsTxtInput,
	writeLlmsFullHead,
} from './llms-txt.ts';
import type { LlmsFullPlan } from './types.ts';

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

/** llms-full.txt's head, from docs.json. */
export function getLlmsFullHead(): string {
	return writeLlmsFullHead({
		title: docsJson.name ?? 'Documentation',
		description: docsJson.description,
		instructions: docsJson.markdown?.instructions,
	});
}

/**
 * What llms-full.txt holds, page by page, for a build that writes it from its `.md` files
 * (utils/agents/llms-full-file.ts): the same pages in the same order as `listLlmsFullPages`.
 */
export function planLlmsFull(input: LlmsTxtInput, siteUrl: URL | undefined): LlmsFullPlan {
	return {
		head: getLlmsFullHead(),
		pages: input.sections.flatMap((section) =>
			section.entries
				.filter((entry) => entry.slug)
				.map((entry) => ({
					title: entry.title,
					source: toUrl(getHtmlPath(entry.slug as string), siteUrl),
					file: getMarkdownPath(entry.slug as string),
				})),
		),
	};
}
