import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
	getOperation,
	loadSpec,
	type OpenApiDocument,
	type Operation,
	SpecError,
} from '@trydocs/openapi';
import { AstroError } from 'astro/errors';
import type { DocsJson } from '../schemas/docs-json.ts';

const specs = new Map<string, Promise<OpenApiDocument>>();

/** The spec files docs.json names, else `openapi.json` / `openapi.yaml` at the site root. */
export function getSpecFiles(docsJson: DocsJson, root: string): string[] {
	const configured = docsJson.api.openapi;
	if (typeof configured === 'string') return [resolve(root, configured)];
	if (Array.isArray(configured)) return configured.map((file) => resolve(root, file));
	if (configured) return [resolve(root, configured.source)];
	return ['openapi.json', 'openapi.yaml', 'openapi.yml']
		.map((name) => resolve(root, name))
		.filter((file) => existsSync(file));
}

/** Parses `METHOD /path` or `spec-file METHOD /path`. */
export function parseOperationReference(reference: string) {
	const match = /^(?:(\S+)\s+)?(get|put|post|delete|options|head|patch|trace)\s+(\S+)$/i.exec(
		reference.trim(),
	);
	if (!match) return undefined;
	return { specFile: match[1], method: match[2] as string, path: match[3] as string };
}

/**
 * Resolves an `openapi:` frontmatter reference to its `Operation`. Errors name the page file and
 * the reference, and say how to fix them.
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
	const files = parsed.specFile ? [resolve(root, parsed.specFile)] : getSpecFiles(docsJson, root);
	if (files.length === 0) {
		throw new AstroError(
			`\`${page}\` has \`openapi: ${reference}\` but the site has no OpenAPI spec.`,
			'Set `api.openapi` in docs.json, put `openapi.json` or `openapi.yaml` at the site root, or name the file in the frontmatter.',
		);
	}
	let lastError: SpecError | undefined;
	for (const file of files) {
		try {
			let doc = specs.get(file);
			if (!doc) {
				doc = loadSpec(file);
				specs.set(file, doc);
			}
			return getOperation(await doc, parsed.method, parsed.path);
		} catch (error) {
			if (!(error instanceof SpecError)) throw error;
			lastError = error;
		}
	}
	throw new AstroError(`In \`${page}\`: ${lastError?.message}`, lastError?.hint);
}
