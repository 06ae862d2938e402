/**
 * Reading an AsyncAPI document: JSON or YAML, from a file (with the files its relative `$ref`s
 * name) or from text, as OpenAPI specs are read (spec/load-spec.ts). Only AsyncAPI 3 is read:
 * any other version fails with a `version` error, which fails the build unless the site opts
 * out, so a site never publishes an empty event reference.
 */
import { basename, resolve } from 'node:path';
import { isObject } from '../spec/json.ts';
import { loadReferencedFiles, parseText, readDocument } from '../spec/load-spec.ts';
import { escapePointer, invalidSpec, isExtension, SpecError } from '../spec/spec-error.ts';
import { setSpecSource } from '../spec/spec-source.ts';
import type { AsyncApiDocument } from './types.ts';

/** An AsyncAPI document that cannot be read is named where the site names it. */
const NAMING = {
	noun: 'AsyncAPI document',
	hint: "Check the path in `docs.json` (`api.asyncapi`, or an `asyncapi` key of `navigation`) or in the page's `asyncapi:` line; paths are relative to the site root.",
};

/** Parses the text of an AsyncAPI document, JSON or YAML. */
export function parseAsyncApi(text: string, fileName = 'asyncapi'): AsyncApiDocument {
	const doc = checkAsyncApiVersion(parseText(text, fileName), fileName);
	setSpecSource(doc, { file: fileName, documents: new Map([[resolve(fileName), doc]]) });
	return doc;
}

/** Reads an AsyncAPI document from disk, with every file its relative `$ref`s name. */
export async function loadAsyncApi(file: string): Promise<AsyncApiDocument> {
	const path = resolve(file);
	const doc = checkAsyncApiVersion(await readDocument(path, file, undefined, NAMING), file);
	const documents = new Map<string, unknown>([[path, doc]]);
	await loadReferencedFiles(doc, path, documents);
	setSpecSource(doc, { file, documents });
	return doc;
}

/** The versions read: 3.0 and any later 3.x, any patch release. */
const READABLE_VERSION = /^3\.\d+(\.\d+)?(-[0-9A-Za-z.-]+)?$/;

/** The maps of a document each name objects by key: not objects, nothing can be read. */
const MAPS = ['servers', 'channels', 'operations', 'components'] as const;

function checkAsyncApiVersion(doc: unknown, fileName: string): AsyncApiDocument {
	if (!isObject(doc)) {
		throw new SpecError(
			`The AsyncAPI document \`${fileName}\` is not an object.`,
			'An AsyncAPI document is a JSON or YAML object with an `asyncapi` field, e.g. `asyncapi: 3.0.0`.',
		);
	}
	const version = doc.asyncapi;
	if (typeof doc.openapi === 'string' && version === undefined) {
		throw new SpecError(
			`The spec \`${fileName}\` is OpenAPI ${doc.openapi}, named where an AsyncAPI document is expected.`,
			'Name an OpenAPI document under `openapi` (docs.json `api.openapi`, or `openapi:` in a page), not `asyncapi`.',
			'version',
		);
	}
	if (typeof version !== 'string' || !READABLE_VERSION.test(version)) {
		const v2 = typeof version === 'string' && version.startsWith('2.');
		throw new SpecError(
			version === undefined
				? `The AsyncAPI document \`${fileName}\` has no \`asyncapi\` version line.`
				: v2
					? `The AsyncAPI document \`${fileName}\` is AsyncAPI ${version}: AsyncAPI 2 is not supported; Trydocs reads AsyncAPI 3.`
					: `The AsyncAPI document \`${fileName}\` is AsyncAPI \`${String(version)}\`; Trydocs reads AsyncAPI 3.`,
			v2
				? `Convert it to AsyncAPI 3 with \`npx @asyncapi/cli convert ${basename(fileName)} --target-version=3.0.0 -o ${basename(fileName)}\`, and point Trydocs at the result.`
				: 'Write the version the document follows at its top, e.g. `asyncapi: 3.0.0`.',
			'version',
		);
	}
	for (const key of MAPS) {
		if (doc[key] !== undefined && !isObject(doc[key])) {
			throw invalidSpec(
				fileName,
				`/${key}`,
				'is not an object',
				`Map each name to its object under \`${key}\` (AsyncAPI 3 writes them as maps, not lists).`,
			);
		}
	}
	for (const [id, operation] of Object.entries(doc.operations ?? {})) {
		if (isExtension(id) || isObject(operation)) continue;
		throw invalidSpec(
			fileName,
			`/operations/${escapePointer(id)}`,
			'is not an operation object',
			'Give the operation an `action` (`send` or `receive`) and a `channel` (`$ref: "#/channels/NAME"`).',
		);
	}
	return doc as AsyncApiDocument;
}
