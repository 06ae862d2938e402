/**
 * The AsyncAPI documents of a site (docs.json `api.asyncapi`, the `asyncapi` keys of its
 * navigation, `asyncapi:` lines of pages): each read once per build, by path or URL; its
 * operations as the navigation lists them; the operations an `asyncapi:` line names.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isHttpUrl, SpecError } from '@trydocs/openapi';
import {
	type AsyncApiDocument,
	type AsyncOperation,
	getAsyncOperation,
	listAsyncApiSources,
	listAsyncOperations,
	loadAsyncApi,
	parseAsyncApi,
	resolveAsyncApiPath,
} from '@trydocs/openapi/asyncapi';

export { resolveAsyncApiPath };

import type { DocsJson } from '../../schemas/docs-json.ts';
import { findClosest } from '../navigation/missing-entries.ts';
import type { NavOperation } from '../navigation/types.ts';
import { findFrontmatterLine } from '../pages/parse-frontmatter.ts';
import { reportProblem, type Severity } from '../problems/problems.ts';
import { timePhase } from '../timings/timings.ts';
import { getDataEdits } from './data-edits.ts';
import { reportSchemaProblems } from './schema-problems.ts';
import { reportUnreadableSpec, shown, showSpecPath } from './spec-files.ts';

const documents = new Map<string, { version: string; doc: Promise<AsyncApiDocument> }>();

/** Reads an AsyncAPI document once per build (again in `astro dev` when a data file changed). */
export function loadAsyncApiCached(file: string): Promise<AsyncApiDocument> {
	const version = isHttpUrl(file)
		? 'url'
		: `${existsSync(file) ? statSync(file).mtimeMs : -1}:${getDataEdits()}`;
	const cached = documents.get(file);
	if (cached && cached.version === version) return cached.doc;
	const doc = timePhase('read', () => (isHttpUrl(file) ? fetchAsyncApi(file) : loadAsyncApi(file)));
	documents.set(file, { version, doc });
	doc.catch(() => documents.delete(file));
	return doc;
}

async function fetchAsyncApi(url: string): Promise<AsyncApiDocument> {
	let text: string;
	try {
		const response = await fetch(url);
		if (!response.ok) throw new Error(`HTTP ${response.status}`);
		text = await response.text();
	} catch (error) {
		throw new SpecError(
			`The AsyncAPI document \`${url}\` could not be downloaded (${(error as Error).message}).`,
			'Check the URL in `asyncapi`, or save the document next to docs.json and name the file instead.',
		);
	}
	return parseAsyncApi(text, new URL(url).pathname.split('/').at(-1) || 'asyncapi.json');
}

/** Every AsyncAPI document docs.json names (`api.asyncapi`, `asyncapi` in the navigation). */
export function getAsyncApiFiles(docsJson: DocsJson, root: string): string[] {
	return listAsyncApiSources(docsJson.api.asyncapi, docsJson.navigation, root);
}

/** The operations of an AsyncAPI document as the navigation lists them; unreadable: reported, none. */
export async function loadNavAsyncOperations(file: string, root: string): Promise<NavOperation[]> {
	let doc: AsyncApiDocument;
	try {
		doc = await loadAsyncApiCached(file);
	} catch (error) {
		reportUnreadableSpec(error, file, root);
		return [];
	}
	return listAsyncOperations(doc).map((operation) => ({
		specFile: file,
		method: String(operation.action).toUpperCase(),
		path: operation.address ?? operation.channelId ?? operation.id,
		summary: operation.title ?? operation.summary,
		operationId: operation.id,
		tags: operation.tags,
		hidden: operation.hidden,
		asyncapi: true,
	}));
}

/**
 * Reads every AsyncAPI document docs.json names: one that cannot be read is reported (an error
 * for a version Trydocs does not read), each part of one its official JSON Schema rejects is a
 * warning with its JSON pointer (the pages are built from what can be read). `refereeCache`:
 * where valid verdicts are kept between builds.
 */
export async function checkSiteAsyncApis(
	docsJson: DocsJson,
	root: string,
	refereeCache?: string,
): Promise<void> {
	for (const file of getAsyncApiFiles(docsJson, root)) {
		let doc: AsyncApiDocument;
		try {
			doc = await loadAsyncApiCached(file);
		} catch (error) {
			reportUnreadableSpec(error, file, root);
			continue;
		}
		reportSchemaProblems(doc, 'asyncapi', file, root, refereeCache);
	}
}

/** What an `asyncapi:` page shows: its operations, or why it has none (already reported). */
export interface AsyncPageResult {
	operations: AsyncOperation[];
	specFile?: string | undefined;
	/** Why the page shows no operation: shown on the page, with how to fix it. */
	problem?: { message: string; hint: string } | undefined;
}

/**
 * The operations an `asyncapi:` line names (Mintlify's `spec-file name`, or `name` searched in
 * the site's documents): the operation of that key, else every operation of the channel of
 * that key. Each problem is recorded at the line of `asyncapi:`.
 */
export async function resolveAsyncReference(
	reference: string,
	page: string,
	docsJson: DocsJson,
	root: string,
	severity: Severity = 'warning',
): Promise<AsyncPageResult> {
	const parts = reference.trim().split(/\s+/);
	const name = parts.at(-1) ?? '';
	const files =
		parts.length > 1
			? [resolveAsyncApiPath(parts[0] as string, root, page)]
			: getAsyncApiFiles(docsJson, root);
	const line = findFrontmatterLine(join(root, page), 'asyncapi');
	const fail = (message: string, hint: string, kind: 'spec' | 'openapi' = 'openapi') => {
		reportProblem({ kind, file: page, line, key: 'asyncapi', message, hint, severity });
		return { operations: [], problem: { message, hint } };
	};
	/** Every operation and channel key of the documents searched, for the closest names. */
	const names: string[] = [];
	for (const file of files) {
		let doc: AsyncApiDocument;
		try {
			doc = await loadAsyncApiCached(file);
		} catch (error) {
			if (!(error instanceof SpecError)) throw error;
			reportUnreadableSpec(error, file, root);
			continue;
		}
		const listed = listAsyncOperations(doc);
		names.push(...listed.flatMap((op) => [op.id, ...(op.channelId ? [op.channelId] : [])]));
		const ids = listed.some((op) => op.id === name)
			? [name]
			: listed.filter((op) => op.channelId === name).map((op) => op.id);
		if (ids.length === 0) continue;
		// Each operation read alone: one described wrongly is reported, the others still shown.
		const operations: AsyncOperation[] = [];
		let problem: AsyncPageResult['problem'];
		for (const id of ids) {
			try {
				operations.push(getAsyncOperation(doc, id));
			} catch (error) {
				if (!(error instanceof SpecError)) throw error;
				problem = fail(
					`In \`${page}\` (\`asyncapi: ${reference}\`): ${showSpecPath(error.message, file, root)}`,
					error.hint,
					'spec',
				).problem;
			}
		}
		return { operations, specFile: file, problem };
	}
	const closest = findClosest(name, names);
	return fail(
		`\`asyncapi: ${reference}\` names no operation or channel of ${files.length ? files.map((file) => `\`${shown(file, root)}\``).join(', ') : 'the site (docs.json names no AsyncAPI document)'}.`,
		closest.length
			? `Name an operation or a channel by its key in the document; the closest are ${closest.join(', ')}.`
			: 'Name an operation or a channel by its key in the document, e.g. `asyncapi: /asyncapi.yaml sendMessage`, and list the document in docs.json `api.asyncapi`.',
	);
}

/**
 * The operation of a generated AsyncAPI page; one the document describes wrongly is recorded
 * (file and JSON pointer) and the page shows why, the build goes on.
 */
export async function getGeneratedAsyncPage(
	file: string,
	id: string,
	root: string,
	severity: Severity = 'warning',
): Promise<AsyncPageResult> {
	try {
		const doc = await loadAsyncApiCached(file);
		return { operations: [timePhase('resolve', () => getAsyncOperation(doc, id))], specFile: file };
	} catch (error) {
		if (!(error instanceof SpecError)) throw error;
		const message = showSpecPath(error.message, file, root);
		reportProblem({
			kind: 'spec',
			file: shown(file, root),
			key: `operations.${id}`,
			message,
			hint: error.hint,
			severity,
		});
		return { operations: [], problem: { message, hint: error.hint } };
	}
}
