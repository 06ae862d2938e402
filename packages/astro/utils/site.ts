/**
 * Site-wide data the routes share, computed once per build: the docs pages, the generated
 * operation pages and the navigation built from them. Imported by routes only (it reads the
 * content collection).
 */
import { getCollection } from 'astro:content';
import { docsJson, generatePages, root } from 'virtual:trydocs/config';
import { parseOperationReference } from '@trydocs/openapi';
import type { Frontmatter } from '../schemas/frontmatter.ts';
import { buildNavigation, type NavItem, type NavPage } from './navigation.ts';
import { type GeneratedOperation, listGeneratedOperations } from './resolve-operation.ts';

interface SiteData {
	pages: NavPage[];
	generated: Array<NavPage & { operation: GeneratedOperation }>;
}

let site: Promise<SiteData> | undefined;

/** The `METHOD /path` an endpoint page documents, for matching generated pages. */
function getMethod(data: { openapi?: string | undefined; api?: string | undefined }) {
	const reference = data.openapi ?? data.api;
	return reference
		? /\b(get|put|post|delete|options|head|patch|trace)\b/i.exec(reference)?.[1]
		: undefined;
}

async function loadSite(): Promise<SiteData> {
	const entries: Array<{ id: string; data: Frontmatter }> = await getCollection('docs');
	const pages: NavPage[] = entries.map((entry) => ({
		slug: entry.id,
		title: entry.data.title,
		href: entry.id === 'index' ? '/' : `/${entry.id}/`,
		method: getMethod(entry.data),
	}));
	if (!generatePages) return { pages, generated: [] };
	const handWritten = new Set<string>();
	for (const entry of entries) {
		const reference = entry.data.openapi ? parseOperationReference(entry.data.openapi) : undefined;
		if (reference) handWritten.add(`${reference.method} ${reference.path}`);
	}
	const operations = await listGeneratedOperations(docsJson, root, handWritten);
	const generated = operations.map((operation) => ({
		slug: `${generatePages?.prefix.slice(1)}/${operation.slug}`.replace(/^\/+/, ''),
		title: operation.title,
		href: `${generatePages?.prefix}/${operation.slug}/`,
		method: operation.method,
		tag: operation.tag,
		operation,
	}));
	return { pages, generated };
}

/** The site's pages, loaded once per build. */
export function getSite(): Promise<SiteData> {
	site ??= loadSite();
	return site;
}

/** The left navigation of the page whose slug is `current`. */
export async function getNavigation(current: string): Promise<NavItem[]> {
	const { pages, generated } = await getSite();
	return buildNavigation(
		(docsJson as Record<string, unknown>).navigation,
		pages,
		generated,
		current,
	);
}
