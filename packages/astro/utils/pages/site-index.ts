/**
 * The index of a site's pages, as the build's routes (site.ts) and `trydocs check` (check.ts)
 * both read it: the spec a page or docs.json names, the hand-written page of each operation, the
 * navigation resolved against them, and the slug of a `generatePages` page. Pure: the routes
 * give their pages from the content collection, `check` from the files it found.
 */
import { resolve } from 'node:path';
import { isHttpUrl, parseOperationReference } from '@trydocs/openapi';
import type { DocsJson } from '../../schemas/docs-json.ts';
import { listSpecOperations, reportNavigationProblem } from '../navigation/nav-operations.ts';
import { resolveNavigation } from '../navigation/navigation.ts';
import type { NavOperation, NavPage, ResolvedNavigation } from '../navigation/types.ts';
import { checkSiteAsyncApis, loadNavAsyncOperations } from '../specs/asyncapi-specs.ts';
import { resolveNamedSpec } from '../specs/find-specs.ts';
import { loadSpecCached } from '../specs/resolve-operation.ts';
import { reportSchemaProblems } from '../specs/schema-problems.ts';
import { getSpecFiles, reportUnreadableSpec } from '../specs/spec-files.ts';

/** A page as the index reads it: its id, its file from the root and its `openapi:` line. */
export interface IndexedPage {
	id: string;
	filePath: string;
	data: { openapi?: string | undefined };
}

/** What the index finds, beside the navigation. */
export interface SiteIndex extends ResolvedNavigation {
	/** `METHOD /path` of every operation a hand-written page documents. */
	handWritten: Set<string>;
}

/**
 * Resolves a spec path of docs.json or a page: from the site root (a leading `/` too), from the
 * page's folder (`from`) when it starts with `./` or `../`, or a URL; by path or file name, with
 * or without the extension, as in `openapi:` lines.
 */
export function createSpecResolver(
	docsJson: DocsJson,
	root: string,
): (source: string, from?: string) => string {
	const siteSpecs = getSpecFiles(docsJson, root);
	return (source, from) =>
		isHttpUrl(source)
			? source
			: (resolveNamedSpec(source, root, siteSpecs, from) ??
				resolve(root, source.replace(/^\/+/, '')));
}

/** The operations of a spec, as the navigation lists them; an unreadable spec is reported, and has none. */
export async function loadNavOperations(specFile: string, root: string): Promise<NavOperation[]> {
	let doc: Awaited<ReturnType<typeof loadSpecCached>>;
	try {
		doc = await loadSpecCached(specFile);
	} catch (error) {
		reportUnreadableSpec(error, specFile, root);
		return [];
	}
	return listSpecOperations(doc, specFile);
}

/**
 * Resolves docs.json's navigation against the site's pages (`bySlug`, each page's entry in the
 * navigation): a page with an `openapi:` line takes the place of the generated page of its
 * operation.
 */
export async function indexSite(
	docsJson: DocsJson,
	root: string,
	pages: IndexedPage[],
	bySlug: Map<string, NavPage>,
	refereeCache?: string,
): Promise<SiteIndex> {
	const resolveSpec = createSpecResolver(docsJson, root);
	const operationPages = new Map<string, NavPage>();
	const handWritten = new Set<string>();
	for (const page of pages) {
		const reference = page.data.openapi ? parseOperationReference(page.data.openapi) : undefined;
		const navPage = bySlug.get(page.id);
		if (!reference || !navPage) continue;
		const key = `${reference.method} ${reference.path}`;
		handWritten.add(key);
		operationPages.set(
			reference.specFile ? `${resolveSpec(reference.specFile, page.filePath)} ${key}` : key,
			navPage,
		);
	}
	const resolved = await resolveNavigation(docsJson.navigation, {
		pages: bySlug,
		operationPages,
		resolveSpec,
		defaultSpecs: getSpecFiles(docsJson, root),
		loadOperations: (file) => loadNavOperations(file, root),
		loadAsyncOperations: (file) => loadNavAsyncOperations(file, root),
		warn: reportNavigationProblem,
	});
	await checkSiteSpecs(docsJson, root, refereeCache);
	await checkSiteAsyncApis(docsJson, root, refereeCache);
	return { ...resolved, handWritten };
}

/**
 * Reads every spec docs.json names, used by a page or not (each is read once per build, so the
 * ones the pages use cost nothing more): one that cannot be read is reported, never left to be
 * a green build with an empty reference; each part of one its official JSON Schema rejects is
 * a warning with its JSON pointer. `refereeCache`: where valid verdicts are kept between builds.
 */
export async function checkSiteSpecs(
	docsJson: DocsJson,
	root: string,
	refereeCache?: string,
): Promise<void> {
	for (const file of getSpecFiles(docsJson, root)) {
		try {
			reportSchemaProblems(await loadSpecCached(file), 'openapi', file, root, refereeCache);
		} catch (error) {
			reportUnreadableSpec(error, file, root);
		}
	}
}

/**
 * The slug of a `generatePages` page: its operation's slug under the prefix
 * (`/reference` and `get-page` give `reference/get-page`). Its address is `/${slug}/`.
 */
export function getGeneratedSlug(prefix: string, operationSlug: string): string {
	return [prefix.replace(/^\/+|\/+$/g, ''), operationSlug].filter(Boolean).join('/');
}
