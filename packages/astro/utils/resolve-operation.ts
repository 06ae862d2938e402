import { existsSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import {
	findClosestOperations,
	getOperation,
	isHttpUrl,
	listOperations,
	listSpecSources,
	listWebhooks,
	loadSpec,
	type OpenApiDocument,
	type Operation,
	parseOperationReference,
	parseSpec,
	SpecError,
} from '@trydocs/openapi';
import { AstroError } from 'astro/errors';
import type { DocsJson } from '../schemas/docs-json.ts';

const specs = new Map<string, { version: number; doc: Promise<OpenApiDocument> }>();

/**
 * The specs of a site: what docs.json's `api.openapi` names (paths resolved from the site root,
 * URLs kept), else `openapi.json` / `openapi.yaml` at the root; and, as Mintlify searches every
 * spec for an `openapi:` page that names none, the specs `openapi` keys of `navigation` name.
 */
export function getSpecFiles(docsJson: DocsJson, root: string): string[] {
	const files = [
		...listSpecSources(docsJson.api.openapi, root),
		...listNavigationSpecs(docsJson.navigation).map((source) =>
			isHttpUrl(source) ? source : resolve(root, source.replace(/^\/+/, '')),
		),
	];
	return [...new Set(files)];
}

/** Every spec docs.json's `navigation` names in an `openapi` key, at any depth, in order. */
export function listNavigationSpecs(navigation: unknown): string[] {
	const found: string[] = [];
	const visit = (value: unknown) => {
		if (Array.isArray(value)) {
			for (const item of value) visit(item);
			return;
		}
		if (!value || typeof value !== 'object') return;
		for (const [key, child] of Object.entries(value)) {
			if (key !== 'openapi') visit(child);
			else {
				for (const entry of Array.isArray(child) ? child : [child]) {
					if (typeof entry === 'string') found.push(entry);
					else if (entry && typeof entry.source === 'string') found.push(entry.source);
				}
			}
		}
	};
	visit(navigation);
	return found;
}

/**
 * Loads a spec once per build (and again in `astro dev` when the file changes): every page of
 * a large spec shares one parsed document.
 */
export function loadSpecCached(file: string): Promise<OpenApiDocument> {
	const version = isHttpUrl(file) ? 0 : existsSync(file) ? statSync(file).mtimeMs : -1;
	const cached = specs.get(file);
	if (cached && cached.version === version) return cached.doc;
	const doc = isHttpUrl(file) ? fetchSpec(file) : loadSpec(file);
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
 * Where generated operation pages go: the `generatePages` option, else the `directory` of
 * Mintlify's `api.openapi: { source, directory }`, else nowhere (no generated pages).
 */
export function getGeneratePages(
	option: { prefix: string } | undefined,
	docsJson: DocsJson,
): { prefix: string } | undefined {
	if (option) return option;
	const configured = docsJson.api.openapi;
	const directory =
		configured && typeof configured === 'object' && !Array.isArray(configured)
			? configured.directory
			: undefined;
	const trimmed = directory?.replace(/^\/+|\/+$/g, '');
	return trimmed ? { prefix: `/${trimmed}` } : undefined;
}

function shown(file: string, root: string): string {
	if (isHttpUrl(file)) return file;
	const path = relative(root, file);
	return path.startsWith('..') || isAbsolute(path) ? file : path;
}

/**
 * A spec error's message with the spec's absolute path written relative to the site root, as
 * the reader knows it (and so a page showing it does not print the build machine's folders).
 */
export function showSpecPath(message: string, file: string, root: string): string {
	return isHttpUrl(file) ? message : message.replaceAll(file, shown(file, root));
}

/**
 * The operation an `openapi:` page names is in the spec but described wrongly there. The page
 * shows the error and the build goes on, like a generated page's (`trydocs({ invalidOperations })`
 * decides at the end); the message names the page file, the spec file and the JSON pointer.
 */
export class InvalidOperationError extends Error {
	constructor(
		/** `METHOD /path`. */
		readonly operation: string,
		message: string,
		/** How to fix the spec. */
		readonly hint: string,
	) {
		super(message);
		this.name = 'InvalidOperationError';
	}
}

/** Turns a `SpecError` into the `AstroError` a reader of the build log sees. */
export function toAstroError(error: unknown, context: string): unknown {
	if (error instanceof SpecError) return new AstroError(`${context}${error.message}`, error.hint);
	return error;
}

/**
 * Resolves an `openapi:` frontmatter reference to its `Operation`. Errors name the page file and
 * the reference, and say how to fix them; an operation the spec describes wrongly throws an
 * `InvalidOperationError`, which the page shows without stopping the build.
 */
export async function resolveOperation(
	reference: string,
	page: string,
	docsJson: DocsJson,
	root: string,
): Promise<Operation> {
	const parsed = parseOperationReference(reference);
	if (!parsed) {
		throw new AstroError(
			`\`openapi: ${reference}\` in \`${page}\` is not of the form \`METHOD /path\`.`,
			'Write it as `openapi: GET /tickets/{ticket_id}`, or `openapi: spec.yaml GET /tickets/{ticket_id}` to name the spec file.',
		);
	}
	const files = parsed.specFile
		? [
				isHttpUrl(parsed.specFile)
					? parsed.specFile
					: resolve(root, parsed.specFile.replace(/^\/+/, '')),
			]
		: getSpecFiles(docsJson, root);
	if (files.length === 0) {
		throw new AstroError(
			`\`${page}\` has \`openapi: ${reference}\` but the site has no OpenAPI spec.`,
			'Set `api.openapi` in docs.json, put `openapi.json` or `openapi.yaml` at the site root, or name the file in the frontmatter (`openapi: openapi.yaml GET /path`).',
		);
	}
	const docs: OpenApiDocument[] = [];
	for (const file of files) {
		let doc: OpenApiDocument;
		try {
			doc = await loadSpecCached(file);
		} catch (error) {
			throw toAstroError(error, `In \`${page}\` (\`openapi: ${reference}\`): `);
		}
		if (doc.paths?.[parsed.path]?.[parsed.method.toLowerCase()]) {
			try {
				return getOperation(doc, parsed.method, parsed.path);
			} catch (error) {
				if (!(error instanceof SpecError)) throw error;
				throw new InvalidOperationError(
					`${parsed.method.toUpperCase()} ${parsed.path}`,
					`In \`${page}\` (\`openapi: ${reference}\`): ${showSpecPath(error.message, file, root)}`,
					error.hint,
				);
			}
		}
		docs.push(doc);
	}
	const closest = docs
		.flatMap((doc) => findClosestOperations(doc, parsed.method, parsed.path))
		.slice(0, 3);
	const specsNamed = files.map((file) => `\`${shown(file, root)}\``).join(', ');
	throw new AstroError(
		`\`${page}\` has \`openapi: ${reference}\`, but ${specsNamed} has no operation \`${parsed.method} ${parsed.path}\`.`,
		closest.length > 0
			? `The closest operations are ${closest.map((name) => `\`${name}\``).join(', ')}.`
			: 'The spec declares no operations under `paths`.',
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
	/** True for a webhook (OpenAPI 3.1 `webhooks`): `path` is then the webhook's name. */
	webhook?: boolean;
}

function slugify(text: string): string {
	return text
		.replace(/([a-z0-9])([A-Z])/g, '$1-$2')
		.toLowerCase()
		.replace(/[^a-z0-9/]+/g, '-')
		.replace(/\/+/g, '/')
		.replace(/(^|\/)-+|-+(\/|$)/g, '$1$2')
		.replace(/^\/+|\/+$/g, '');
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
			throw toAstroError(error, 'While generating the operation pages: ');
		}
		for (const op of listOperations(doc)) {
			const method = op.method.toUpperCase();
			if (handWritten.has(`${method} ${op.path}`)) continue;
			const base =
				slugify(op.operationId ?? '') ||
				slugify(`${op.method} ${op.path.replace(/[{}]/g, '').replaceAll('/', ' ')}`);
			let slug = base;
			for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
			used.add(slug);
			found.push({
				slug,
				specFile: file,
				method,
				path: op.path,
				title: op.summary ?? op.operationId ?? `${method} ${op.path}`,
				tag: op.tags[0],
			});
		}
		// Webhooks get pages too, listed under their tag or under "Webhooks".
		for (const hook of listWebhooks(doc)) {
			const method = hook.method.toUpperCase();
			const base = slugify(hook.operationId ?? '') || slugify(`webhook ${hook.path}`);
			let slug = base;
			for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
			used.add(slug);
			found.push({
				slug,
				specFile: file,
				method,
				path: hook.path,
				title: hook.summary ?? hook.operationId ?? hook.path,
				tag: hook.tags[0] ?? 'Webhooks',
				webhook: true,
			});
		}
	}
	return found;
}
