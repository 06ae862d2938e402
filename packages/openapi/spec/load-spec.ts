import { readFile } from 'node:fs/promises';
import { dirname, extname, resolve } from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { getSelfUri, toLocalReference } from './base-uri.ts';
import { isObject } from './json.ts';
import { checkPathItems } from './path-items.ts';
import { escapePointer, invalidSpec, isExtension, SpecError } from './spec-error.ts';
import { setSpecSource } from './spec-source.ts';
import type { OpenApiDocument } from './types.ts';

/**
 * Parses the text of a spec, JSON or YAML, chosen by the file name and then by content. A
 * syntax error names the line and column.
 */
export function parseSpec(text: string, fileName = 'openapi'): OpenApiDocument {
	const doc = parseText(text, fileName);
	const checked = checkVersion(doc, fileName);
	setSpecSource(checked, { file: fileName, documents: new Map([[resolve(fileName), checked]]) });
	checkPathItems(checked);
	return checked;
}

/**
 * Reads and parses a spec file from disk, with every file its relative `$ref`s name (and the
 * files those name, and so on).
 */
export async function loadSpec(file: string): Promise<OpenApiDocument> {
	const path = resolve(file);
	const doc = checkVersion(await readDocument(path, file), file);
	const documents = new Map<string, unknown>([[path, doc]]);
	await loadReferencedFiles(doc, path, documents);
	setSpecSource(doc, { file, documents });
	checkPathItems(doc);
	return doc;
}

/** How a document that cannot be read is named, and where its path is written. */
export interface DocumentNaming {
	/** `spec file`, `AsyncAPI document`. */
	noun: string;
	/** Where the site names the document: the hint when it cannot be read. */
	hint: string;
}

const SPEC_NAMING: DocumentNaming = {
	noun: 'spec file',
	hint: 'Check the path in `docs.json` (`api.openapi`) or in the page frontmatter; paths are relative to the site root.',
};

/**
 * Reads and parses one file of a document; a file that cannot be read is named as `naming`
 * says (the `$ref`d file by who references it).
 */
export async function readDocument(
	path: string,
	shown: string,
	referencedFrom?: string,
	naming: DocumentNaming = SPEC_NAMING,
) {
	let text: string;
	try {
		text = await readFile(path, 'utf8');
	} catch {
		throw new SpecError(
			referencedFrom
				? `The file \`${shown}\`, referenced from \`${referencedFrom}\`, does not exist or cannot be read.`
				: `The ${naming.noun} \`${shown}\` does not exist or cannot be read.`,
			referencedFrom
				? 'A relative `$ref` is resolved against the folder of the file that contains it; fix the path or add the file.'
				: naming.hint,
		);
	}
	return parseText(text, shown);
}

export async function loadReferencedFiles(
	node: unknown,
	file: string,
	documents: Map<string, unknown>,
): Promise<void> {
	const targets = new Set<string>();
	collectFileReferences(node, targets, getSelfUri(node));
	for (const target of targets) {
		const path = resolve(dirname(file), target);
		if (documents.has(path)) continue;
		const doc = await readDocument(path, target, file);
		documents.set(path, doc);
		await loadReferencedFiles(doc, path, documents);
	}
}

/**
 * The files `node`'s references name: relative paths, and absolute URIs under the folder of the
 * document's `self` (read from beside it, see `base-uri.ts`).
 */
function collectFileReferences(node: unknown, into: Set<string>, self: string | undefined): void {
	if (Array.isArray(node)) {
		for (const entry of node) collectFileReferences(entry, into, self);
		return;
	}
	if (!node || typeof node !== 'object') return;
	for (const [key, value] of Object.entries(node)) {
		if (key === '$ref' && typeof value === 'string') {
			const target = value.split('#')[0] ?? '';
			if (target === '') continue;
			// Other remote references (http:) are not fetched at build time; they fail when resolved.
			if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) into.add(decodeURI(target));
			else {
				const local = toLocalReference(target, self);
				if (local) into.add(local);
			}
		} else if (value && typeof value === 'object') {
			if (key === 'security' && Array.isArray(value)) collectSchemeFiles(value, into);
			collectFileReferences(value, into, self);
		}
	}
}

/**
 * The files the Security Requirement Objects of a `security` list name by URI (OpenAPI 3.2:
 * `./shared.yaml#/components/securitySchemes/key`); a component name names no file.
 */
function collectSchemeFiles(requirements: unknown[], into: Set<string>): void {
	for (const requirement of requirements) {
		if (!requirement || typeof requirement !== 'object') continue;
		for (const [name, scopes] of Object.entries(requirement)) {
			const target = name.includes('#') ? (name.split('#')[0] ?? '') : '';
			if (Array.isArray(scopes) && target && !/^[a-z][a-z0-9+.-]*:/i.test(target)) {
				into.add(decodeURI(target));
			}
		}
	}
}

/** Parses JSON or YAML (chosen by the file name, then by content); a syntax error names its line. */
export function parseText(text: string, fileName: string): unknown {
	const isJson = extname(fileName) === '.json' || /^\s*[{[]/.test(text);
	try {
		return isJson ? JSON.parse(text) : parseYaml(text, { maxAliasCount: -1 });
	} catch (error) {
		const { line, column, reason } = describeSyntaxError(error, text, isJson);
		const where = line ? ` at line ${line}, column ${column}` : '';
		throw new SpecError(
			`The spec \`${fileName}\` does not parse as ${isJson ? 'JSON' : 'YAML'}${where}: ${reason}`,
			line
				? `Fix the syntax at line ${line}, column ${column} of \`${fileName}\` (a missing comma, quote, bracket or indentation is the usual cause).`
				: `Fix the syntax of \`${fileName}\`, or check it with an OpenAPI linter.`,
		);
	}
}

function describeSyntaxError(error: unknown, text: string, isJson: boolean) {
	if (error instanceof YAMLParseError && error.linePos) {
		const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
		return { line: error.linePos[0].line, column: error.linePos[0].col, reason };
	}
	const message = (error as Error).message;
	const reason = message.replace(/\s*\(line \d+ column \d+\)$/, '');
	if (isJson) {
		const position = /at position (\d+)/.exec(message)?.[1];
		const offset = position === undefined ? text.length : Number(position);
		const before = text.slice(0, offset).split('\n');
		return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1, reason };
	}
	return { line: undefined, column: undefined, reason };
}

/** The versions read: 3.0, 3.1 and 3.2, any patch release (`3.2.1`), the patch optional. */
const READABLE_VERSION = /^3\.[0-2](\.\d+)?(-[0-9A-Za-z.-]+)?$/;

function checkVersion(doc: unknown, fileName: string): OpenApiDocument {
	if (!doc || typeof doc !== 'object' || Array.isArray(doc)) {
		throw new SpecError(
			`The spec \`${fileName}\` is not an object.`,
			'An OpenAPI document is a JSON or YAML object with an `openapi` field.',
		);
	}
	const record = doc as Record<string, unknown>;
	if (typeof record.asyncapi === 'string') {
		throw new SpecError(
			`The spec \`${fileName}\` is AsyncAPI ${record.asyncapi}, named where an OpenAPI document is expected.`,
			"Name an AsyncAPI document under `asyncapi` (docs.json `api.asyncapi`, a navigation element's `asyncapi`, or `asyncapi:` in a page's frontmatter), not `openapi`.",
			'version',
		);
	}
	if (typeof record.swagger === 'string') {
		throw new SpecError(
			`The spec \`${fileName}\` is Swagger ${record.swagger}; Trydocs reads OpenAPI 3.0, 3.1 and 3.2.`,
			'Convert it with `npx swagger2openapi spec.yaml -o openapi.yaml` (or https://converter.swagger.io) and point Trydocs at the result.',
			'version',
		);
	}
	if (typeof record.openapi !== 'string' || !READABLE_VERSION.test(record.openapi)) {
		throw new SpecError(
			record.openapi === undefined
				? `The spec \`${fileName}\` has no \`openapi\` version line.`
				: `The spec \`${fileName}\` is OpenAPI \`${String(record.openapi)}\`; Trydocs reads OpenAPI 3.0, 3.1 and 3.2.`,
			'Write the version the document follows at its top, e.g. `openapi: 3.2.0` (or 3.1.x, 3.0.x).',
			'version',
		);
	}
	if (record.paths !== undefined && !isObject(record.paths)) {
		throw invalidSpec(
			fileName,
			'/paths',
			'is not an object',
			'Map each path (e.g. `/pets`) to its operations under `paths`.',
		);
	}
	for (const [path, item] of Object.entries((record.paths ?? {}) as Record<string, unknown>)) {
		// Specification extensions are allowed beside the paths (OpenAPI 3.0 to 3.2).
		if (isExtension(path)) continue;
		const pointer = `/paths/${escapePointer(path)}`;
		if (!path.startsWith('/')) {
			throw invalidSpec(
				fileName,
				pointer,
				`is the path \`${path}\`, which does not start with \`/\``,
				`Write it as \`/${path}\`.`,
			);
		}
		if (!isObject(item)) {
			throw invalidSpec(
				fileName,
				pointer,
				'is not a path item object',
				'Map the path to its operations, e.g. `get:`, `post:`.',
			);
		}
	}
	return record as OpenApiDocument;
}
