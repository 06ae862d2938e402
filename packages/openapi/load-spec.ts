import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parse as parseYaml } from 'yaml';

/** A parsed OpenAPI document (3.0 or 3.1), before any resolution. */
export type OpenApiDocument = {
	openapi: string;
	info?: { title?: string; version?: string; description?: string };
	servers?: unknown[];
	paths?: Record<string, Record<string, unknown>>;
	components?: Record<string, Record<string, unknown>>;
	security?: unknown[];
	[key: string]: unknown;
};

/** A problem with a spec that its author can fix; `hint` says how. */
export class SpecError extends Error {
	constructor(
		message: string,
		readonly hint: string,
	) {
		super(message);
		this.name = 'SpecError';
	}
}

/** Parses the text of a spec, JSON or YAML, chosen by the file name and then by content. */
export function parseSpec(text: string, fileName = 'openapi'): OpenApiDocument {
	const isJson = extname(fileName) === '.json' || /^\s*\{/.test(text);
	let doc: unknown;
	try {
		doc = isJson ? JSON.parse(text) : parseYaml(text);
	} catch (error) {
		throw new SpecError(
			`The spec \`${fileName}\` does not parse as ${isJson ? 'JSON' : 'YAML'}: ${(error as Error).message}`,
			'Fix the syntax error at the position given, or validate the file with an OpenAPI linter.',
		);
	}
	return checkVersion(doc, fileName);
}

/** Reads and parses a spec file from disk. */
export async function loadSpec(file: string): Promise<OpenApiDocument> {
	let text: string;
	try {
		text = await readFile(file, 'utf8');
	} catch {
		throw new SpecError(
			`The spec file \`${file}\` does not exist or cannot be read.`,
			'Check the path in `docs.json` (`api.openapi`) or in the page frontmatter; paths are relative to the site root.',
		);
	}
	return parseSpec(text, file);
}

function checkVersion(doc: unknown, fileName: string): OpenApiDocument {
	if (!doc || typeof doc !== 'object') {
		throw new SpecError(
			`The spec \`${fileName}\` is not an object.`,
			'An OpenAPI document is a JSON or YAML object with an `openapi` field.',
		);
	}
	const record = doc as Record<string, unknown>;
	if (typeof record.swagger === 'string') {
		throw new SpecError(
			`The spec \`${fileName}\` is Swagger ${record.swagger}; Trydocs reads OpenAPI 3.0 and 3.1.`,
			'Convert it with `npx swagger2openapi spec.yaml -o openapi.yaml` (or https://converter.swagger.io) and point Trydocs at the result.',
		);
	}
	if (typeof record.openapi !== 'string' || !/^3\.[01]\./.test(record.openapi)) {
		throw new SpecError(
			`The spec \`${fileName}\` has no supported \`openapi\` version (found \`${String(record.openapi)}\`).`,
			'Set `openapi: 3.1.0` (or a 3.0.x version) at the top of the document.',
		);
	}
	return record as OpenApiDocument;
}
