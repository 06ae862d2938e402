/**
 * The links of a site, checked as `trydocs check` reads them: a link to a path no page, redirect
 * or file of the repository answers; an anchor no heading of the linked page has; an import of a
 * file that is not there (worded as the build words it); a redirect to nowhere. Each is recorded
 * in the problem list (utils/problems/problems.ts) with its file and line.
 */
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { DocsJson } from '../../schemas/docs-json.ts';
import { describeMissingImport } from '../content/missing-imports.ts';
import { findImportFile, isPathImport, locateImport } from '../content/site-imports.ts';
import { toSlug } from '../navigation/navigation.ts';
import { matchPattern } from '../navigation/redirect-patterns.ts';
import { reportProblem } from '../problems/problems.ts';
import { type PageReferences, toAnchorKey } from './page-references.ts';

/** What a link can point at. */
export interface LinkTargets {
	/** The repository. */
	root: string;
	/** Slugs of every page: written, generated from a spec, listed by the navigation. */
	pages: Set<string>;
	/** The anchor keys of each written page (with its snippets'); not of endpoint pages. */
	anchors: Map<string, Set<string>>;
	/** The heading anchors of each written page, as the build writes them, for hints. */
	headings: Map<string, string[]>;
	/** docs.json `redirects` sources (`/old/:slug*` too). */
	redirects: string[];
}

const isExternal = (url: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);

/** True when `path` (from the site root, no leading slash) is a page, a redirect or a file. */
function isTarget(path: string, targets: LinkTargets): boolean {
	if (targets.pages.has(toSlug(path))) return true;
	if (targets.redirects.some((source) => matchPattern(source, `/${path}`))) return true;
	const file = decodeURIComponent(path);
	return existsSync(join(targets.root, file)) || existsSync(join(targets.root, 'public', file));
}

/** The headings of the linked page as a hint: a few of them, or that it has none. */
function listHeadings(headings: string[]): string {
	if (headings.length === 0) return 'That page has no headings to link to.';
	const some = headings.slice(0, 6).map((anchor) => `\`#${anchor}\``);
	return `Link to one of its headings: ${some.join(', ')}.`;
}

/** Checks the links of the page `file` (its path from the root) whose slug is `slug`. */
export function checkPageLinks(
	file: string,
	slug: string,
	references: PageReferences,
	targets: LinkTargets,
): void {
	for (const { value, line } of references.links) {
		if (!value || isExternal(value)) continue;
		const [pathAndQuery = '', anchor] = value.split('#');
		const path = pathAndQuery.split('?')[0] ?? '';
		const resolved = path.startsWith('/')
			? path.replace(/^\/+/, '')
			: posix.join(posix.dirname(file), path).replace(/^(\.\.\/)+|^\.$/, '');
		const target = path ? toSlug(resolved) : slug;
		if (path && !isTarget(resolved, targets)) {
			reportProblem({
				kind: 'link',
				file,
				line,
				message: `The link \`${value}\` goes to no page of the site.`,
				hint: 'Link to a page by its path from the site root (`/guides/intro`), or add the page.',
				severity: 'warning',
			});
			continue;
		}
		const anchors = targets.anchors.get(target);
		if (!anchor || !anchors || anchors.has(toAnchorKey(anchor))) continue;
		reportProblem({
			kind: 'link',
			file,
			line,
			message: `The link \`${value}\` names the anchor \`#${anchor}\`, which no heading of \`/${target === 'index' ? '' : target}\` has.`,
			hint: listHeadings(targets.headings.get(target) ?? []),
			severity: 'warning',
		});
	}
}

/**
 * Checks that each file the page or snippet `file` (absolute, its text `source`) imports is
 * there, as Vite finds it; a missing one is worded as the build words it
 * (utils/content/missing-imports.ts).
 */
export function checkPageImports(
	file: string,
	source: string,
	references: PageReferences,
	root: string,
): void {
	for (const { value } of references.imports) {
		if (!isPathImport(value) || findImportFile(value, file, root)) continue;
		const { line } = locateImport(source, value);
		reportProblem(describeMissingImport({ specifier: value, importer: file, root, line }));
	}
}

/** Checks that each docs.json redirect leads to a page (or a site address outside the docs). */
export function checkRedirects(docsJson: DocsJson, targets: LinkTargets): void {
	(docsJson.redirects ?? []).forEach(({ source, destination }, index) => {
		const path = destination.split(/[?#]/)[0]?.replace(/^\/+/, '') ?? '';
		if (isExternal(destination) || /[:*]/.test(destination) || isTarget(path, targets)) return;
		reportProblem({
			kind: 'redirect',
			file: 'docs.json',
			key: `redirects[${index}].destination`,
			message: `The redirect from \`${source}\` goes to \`${destination}\`, where there is no page.`,
			hint: 'Point `destination` at a page of the site, or remove the redirect.',
			severity: 'warning',
		});
	});
}
