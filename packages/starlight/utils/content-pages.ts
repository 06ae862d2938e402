/**
 * The site's own Starlight pages that name an operation in their frontmatter
 * (`openapi: GET /books` or `openapi: ./openapi.yaml GET /books`), as Trydocs' pages do: each is
 * found, when the site is configured, in the spec it names or else in the plugin's specs. The
 * page then shows the endpoint around its own words (components/MarkdownContent.astro).
 */
import { relative } from 'node:path';
import { readApiPageFile } from '@trydocs/astro/endpoint';
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

/** Finds the operation of every page under `folder` that names one. */
export async function resolveContentPages(
	root: string,
	folder: string,
	specs: ReadSpec[],
): Promise<ContentPages> {
	const found: ContentPages = { pages: {}, problems: [] };
	for (const page of listPageReferences(folder)) {
		const file = relative(root, page.file).split('\\').join('/');
		if (page.api && !page.openapi) {
			const operation = readApiPageFile(page.file, file);
			if (operation) {
				found.pages[file] = {
					source: '',
					method: operation.method.toUpperCase(),
					path: operation.path,
					operation,
				};
			} else {
				found.problems.push(
					`\`${file}\`: \`api:\` names no full address, so the page shows its own content. Write the server in it, e.g. \`api: POST https://api.example.com/v1/notes\`.`,
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
