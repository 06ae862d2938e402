/**
 * The site's own Starlight pages that name an operation in their frontmatter
 * (`openapi: GET /books` or `openapi: ./openapi.yaml GET /books`), as Trydocs' pages do: each is
 * found, when the site is configured, in the spec it names or else in the plugin's specs. The
 * page then shows the endpoint around its own words (components/MarkdownContent.astro).
 */
import { relative } from 'node:path';
import { readApiPageFile } from '@trydocs/astro/endpoint';
import { formatProblem, onProblem } from '@trydocs/astro/problems';
import type { DocsJson } from '@trydocs/astro/schema';
import {
	findClosestOperations,
	listOperations,
	listPageReferences,
	type OpenApiDocument,
	SpecError,
} from '@trydocs/openapi';
import { readSpec, resolveSpecSource } from './load-spec.ts';
import type { ContentOperation, ReadSpec } from './types.ts';

/** The pages found, by their path from the site's root, and why others were not. */
export interface ContentPages {
	pages: Record<string, ContentOperation>;
	problems: string[];
}

/** How the problems of `api:` pages name the server option. */
const SERVER_SETTING = 'the `mdx.server` option (the second argument of `starlightTrydocs()`)';

/**
 * Finds the operation of every page under `folder` that names one; `mdx` gives the `api:` pages
 * their defaults (server, auth), as docs.json's `api.mdx` does in the shell.
 */
export async function resolveContentPages(
	root: string,
	folder: string,
	specs: ReadSpec[],
	mdx?: DocsJson['api']['mdx'],
): Promise<ContentPages> {
	const found: ContentPages = { pages: {}, problems: [] };
	for (const page of listPageReferences(folder)) {
		const file = relative(root, page.file).split('\\').join('/');
		if (page.api && !page.openapi) {
			// What reading the page finds wrong (a bare path with no server, a field it cannot
			// read) is said in the build's log, as the shell says it.
			const stop = onProblem((problem) => found.problems.push(formatProblem(problem)));
			const operation = readApiPageFile(page.file, file, { mdx, setting: SERVER_SETTING });
			stop();
			if (operation) {
				found.pages[file] = {
					source: '',
					method: operation.method.toUpperCase(),
					path: operation.path,
					operation,
				};
			} else {
				found.problems.push(
					`\`${file}\`: \`api:\` is not a method and an address, so the page shows its own content. Write it as \`api: POST /v1/notes\` (with the \`mdx.server\` option) or \`api: POST https://api.example.com/v1/notes\`.`,
				);
			}
			continue;
		}
		const reference = page.openapi;
		if (!reference) continue;
		const named = reference.specFile ? [resolveSpecSource(reference.specFile, root)] : undefined;
		const sources = named ?? specs.map((spec) => spec.source);
		const docs = await readDocs(sources, file, found.problems);
		const source = docs.find(([, doc]) =>
			listOperations(doc).some(
				(op) => op.method.toUpperCase() === reference.method && op.path === reference.path,
			),
		)?.[0];
		if (source) {
			found.pages[file] = { source, method: reference.method, path: reference.path };
			continue;
		}
		const nearest = docs.flatMap(([, doc]) =>
			findClosestOperations(doc, reference.method, reference.path),
		);
		found.problems.push(
			`\`${file}\`: \`openapi: ${reference.specFile ? `${reference.specFile} ` : ''}${reference.method} ${reference.path}\` names no operation of ${named ? `\`${reference.specFile}\`` : "the plugin's specs"}; the page shows its own content.` +
				(nearest.length > 0
					? ` The nearest operations are ${nearest.slice(0, 3).join(', ')}.`
					: ''),
		);
	}
	return found;
}

async function readDocs(
	sources: string[],
	file: string,
	problems: string[],
): Promise<Array<[string, OpenApiDocument]>> {
	const docs: Array<[string, OpenApiDocument]> = [];
	for (const source of sources) {
		try {
			docs.push([source, await readSpec(source)]);
		} catch (error) {
			if (!(error instanceof SpecError)) throw error;
			problems.push(`\`${file}\`: ${error.message} ${error.hint}`);
		}
	}
	return docs;
}
