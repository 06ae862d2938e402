/**
 * The operation of an `openapi:` page (resolveOperation, in named steps) and the operations that
 * get generated pages, from the site's specs, each loaded once (loadSpecCached). Which files are
 * the site's specs, and how a spec is named to the reader, is spec-files.ts.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
	getOperation,
	isHttpUrl,
	listOperations,
	listWebhooks,
	loadSpec,
	type OpenApiDocument,
	type OperationReference,
	parseOperationReference,
	parseSpec,
	SpecError,
} from '@trydocs/openapi';
import type { DocsJson } from '../../schemas/docs-json.ts';
import { claimSlug, getOperationName } from '../navigation/navigation-operations.ts';
import { findFrontmatterLine } from '../pages/parse-frontmatter.ts';
import { reportProblem, type Severity } from '../problems/problems.ts';
import { timePhase } from '../timings/timings.ts';
import { getDataEdits } from './data-edits.ts';
import { findNearestOperations, findOperation, type LoadedSpec } from './find-operation.ts';
import { listRepositorySpecs, resolveNamedSpec } from './find-specs.ts';
import {
	getSpecFiles,
	reportUnreadableSpec,
	shown,
	showSpecPath,
	specVersionProblem,
} from './spec-files.ts';
import type { OperationResult, PageReporter } from './types.ts';

const specs = new Map<string, { version: string; doc: Promise<OpenApiDocument> }>();

/**
 * Loads a spec once per build (and again in `astro dev` when its file changed, or any other JSON
 * or YAML file, such as one its `$ref`s name): every page of a large spec shares one parsed document.
 */
export function loadSpecCached(file: string): Promise<OpenApiDocument> {
	// A spec by URL is downloaded once per process.
	const version = isHttpUrl(file)
		? 'url'
		: `${existsSync(file) ? statSync(file).mtimeMs : -1}:${getDataEdits()}`;
	const cached = specs.get(file);
	if (cached && cached.version === version) return cached.doc;
	const doc = timePhase('read', () => (isHttpUrl(file) ? fetchSpec(file) : loadSpec(file)));
	specs.set(file, { version, doc });
	doc.catch(() => specs.delete(file));
	return doc;
}

async function fetchSpec(url: string): Promise<OpenApiDocument> {
	let text: string;
	try {
		const response = await fetch(url);
		if (!response.ok) throw new Error(`HTTP ${response.status}`);
		text = await response.text();
	} catch (error) {
		throw new SpecError(
			`The spec \`${url}\` could not be downloaded (${(error as Error).message}).`,
			'Check the URL in `api.openapi`, or save the spec next to docs.json and name the file instead.',
		);
	}
	return parseSpec(text, new URL(url).pathname.split('/').at(-1) || 'openapi.json');
}

/**
 * Resolves an `openapi:` frontmatter reference of the page `page` (its path from the site root)
 * to its `Operation`, as leniently as Mintlify: the spec named by path or file name, with or
 * without extension; the method in any case; a path differing from one operation only by a
 * trailing slash or letter case. Every problem is recorded (see utils/problems/problems.ts) with the
 * page, the line of `openapi:` and the fix, and the page is built with what there is.
 * `invalidSeverity` is the severity of an operation the spec describes wrongly.
 */
export async function resolveOperation(
	reference: string,
	page: string,
	docsJson: DocsJson,
	root: string,
	invalidSeverity: Severity = 'warning',
): Promise<OperationResult> {
	const reporter = createPageReporter(page, root);
	const parsed = parseOperationReference(reference);
	if (!parsed) {
		return reporter.missing(
			'openapi',
			`\`openapi: ${reference}\` is not of the form \`METHOD /path\`.`,
			'Write it as `openapi: GET /tickets/{ticket_id}`, or `openapi: spec.yaml GET /tickets/{ticket_id}` to name the spec file.',
		);
	}
	const siteSpecs = getSpecFiles(docsJson, root);
	const files = listSearchedSpecs(reference, parsed, page, root, siteSpecs, reporter);
	if (!Array.isArray(files)) return files;
	const { specs, unreadable } = await loadSearchedSpecs(files, parsed, siteSpecs, root, reporter);
	const found = findOperation(specs, parsed.method, parsed.path);
	if (!found) return reportMissingOperation(reference, parsed, specs, unreadable, root, reporter);
	if (!found.exact) {
		reporter.report(
			'openapi',
			`\`openapi: ${reference}\` differs from the spec's \`${found.method} ${found.path}\` (in \`${shown(found.spec.file, root)}\`) by its letter case, trailing slash or path parameter names; the page documents that operation.`,
			`Write \`openapi: ${parsed.specFile ? `${parsed.specFile} ` : ''}${found.method} ${found.path}\`, the spec's exact spelling.`,
		);
	}
	try {
		return {
			operation: timePhase('resolve', () => getOperation(found.spec.doc, found.method, found.path)),
			specFile: found.spec.file,
		};
	} catch (error) {
		if (!(error instanceof SpecError)) throw error;
		const message = `In \`${page}\` (\`openapi: ${reference}\`): ${showSpecPath(error.message, found.spec.file, root)}`;
		reporter.report('spec', message, error.hint, invalidSeverity);
		return { invalid: { method: found.method, path: found.path, message, hint: error.hint } };
	}
}

/** Problems of the page, at the line of its `openapi:` key. */
function createPageReporter(page: string, root: string): PageReporter {
	const line = findFrontmatterLine(join(root, page), 'openapi');
	const report: PageReporter['report'] = (kind, message, hint, severity = 'warning') =>
		reportProblem({ kind, file: page, line, key: 'openapi', message, hint, severity });
	return {
		report,
		missing: (kind, message, hint) => {
			report(kind, message, hint);
			return { missing: { message, hint } };
		},
	};
}

/** The specs to search: the one the reference names, else every spec of the repository. */
function listSearchedSpecs(
	reference: string,
	parsed: OperationReference,
	page: string,
	root: string,
	siteSpecs: string[],
	reporter: PageReporter,
): string[] | OperationResult {
	let files: string[];
	if (parsed.specFile) {
		const named = resolveNamedSpec(parsed.specFile, root, siteSpecs, page);
		if (!named) {
			return reporter.missing(
				'openapi',
				`\`openapi: ${reference}\` names the spec \`${parsed.specFile}\`, which is not a file of the site.`,
				`Spec files are named from the site root, with or without their extension${siteSpecs.length > 0 ? `: ${siteSpecs.map((file) => `\`${shown(file, root)}\``).join(', ')}` : ''}.`,
			);
		}
		files = [named];
	} else {
		// As on Mintlify, every spec of the repository is searched, docs.json's first.
		files = [...new Set([...siteSpecs, ...listRepositorySpecs(root)])];
	}
	if (files.length === 0) {
		return reporter.missing(
			'openapi',
			`\`openapi: ${reference}\` names an operation, but the site has no OpenAPI spec.`,
			'Set `api.openapi` in docs.json, put `openapi.json` or `openapi.yaml` at the site root, or name the file in the frontmatter (`openapi: openapi.yaml GET /path`).',
		);
	}
	return files;
}

/** The specs that load, and the site's own that do not (each reported once for the site). */
async function loadSearchedSpecs(
	files: string[],
	parsed: OperationReference,
	siteSpecs: string[],
	root: string,
	reporter: PageReporter,
): Promise<{ specs: LoadedSpec[]; unreadable: string[] }> {
	const specs: LoadedSpec[] = [];
	const unreadable: string[] = [];
	for (const file of files) {
		try {
			specs.push({ file, doc: await loadSpecCached(file) });
		} catch (error) {
			if (!(error instanceof SpecError)) throw error;
			// A spec docs.json or the page names must load; other files of the repository may not be specs.
			if (parsed.specFile) {
				const { kind, severity } = specVersionProblem(error);
				reporter.report(kind, showSpecPath(error.message, file, root), error.hint, severity);
			} else if (siteSpecs.includes(file)) {
				// Once for the site, not once per page.
				reportUnreadableSpec(error, file, root);
				unreadable.push(shown(file, root));
			}
		}
	}
	return { specs, unreadable };
}

/** No spec has the operation: why, and the nearest operations there are. */
function reportMissingOperation(
	reference: string,
	parsed: OperationReference,
	specs: LoadedSpec[],
	unreadable: string[],
	root: string,
	reporter: PageReporter,
): OperationResult {
	if (unreadable.length > 0) {
		return reporter.missing(
			'openapi',
			`\`openapi: ${reference}\`: the site's spec ${unreadable.map((file) => `\`${file}\``).join(', ')} could not be read, and no other spec has \`${parsed.method} ${parsed.path}\`; the page shows its own content.`,
			'Fix the spec (its own warning says why), or name a spec file that is in the repository.',
		);
	}
	const nearest = findNearestOperations(specs, parsed.method, parsed.path, (file) =>
		shown(file, root),
	);
	const names = specs.map((spec) => `\`${shown(spec.file, root)}\``);
	const searched =
		names.length > 4 ? [...names.slice(0, 3), `${names.length - 3} more specs`] : names;
	return reporter.missing(
		'openapi',
		`\`openapi: ${reference}\`: no operation \`${parsed.method} ${parsed.path}\` in ${searched.length > 0 ? searched.join(', ') : "the site's specs"}; the page shows its own content.`,
		nearest.length > 0
			? `The nearest operations are ${nearest.join(', ')}.`
			: 'The specs declare no operations under `paths`.',
	);
}

/** One operation of the site's specs that gets a generated page. */
export interface GeneratedOperation {
	slug: string;
	specFile: string;
	method: string;
	path: string;
	title: string;
	tag: string | undefined;
	/** The labels of the groups it is listed in, root first (OpenAPI 3.2 nested tags). */
	tagPath?: string[] | undefined;
	/** True for a webhook (OpenAPI 3.1 `webhooks`): `path` is then the webhook's name. */
	webhook?: boolean;
}

/**
 * Lists a page for every operation of the site's specs, under `prefix`, skipping operations a
 * hand-written page already documents (`handWritten` holds `METHOD /path` keys).
 */
export async function listGeneratedOperations(
	docsJson: DocsJson,
	root: string,
	handWritten: Set<string>,
): Promise<GeneratedOperation[]> {
	const found: GeneratedOperation[] = [];
	const used = new Set<string>();
	for (const file of getSpecFiles(docsJson, root)) {
		let doc: OpenApiDocument;
		try {
			doc = await loadSpecCached(file);
		} catch (error) {
			reportUnreadableSpec(error, file, root);
			continue;
		}
		for (const op of listOperations(doc)) {
			const method = op.method.toUpperCase();
			if (handWritten.has(`${method} ${op.path}`)) continue;
			const { title, name } = getOperationName(op, ['operationId']);
			found.push({
				slug: claimSlug(used, name),
				specFile: file,
				method,
				path: op.path,
				title,
				tag: op.navigationTag?.name,
				tagPath: op.navigationTag?.path,
			});
		}
		// Webhooks get pages too, listed under their tag or under "Webhooks".
		for (const hook of listWebhooks(doc)) {
			const method = hook.method.toUpperCase();
			const { title, name } = getOperationName(hook, ['operationId'], 'webhook name');
			found.push({
				slug: claimSlug(used, name),
				specFile: file,
				method,
				path: hook.path,
				title,
				tag: hook.navigationTag?.name ?? 'Webhooks',
				tagPath: hook.navigationTag?.path,
				webhook: true,
			});
		}
	}
	return found;
}
