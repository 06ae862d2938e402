/**
 * Reading a spec of the plugin's options: a file (with the files its `$ref`s name) or an
 * `https://` URL. The route reads it again when it renders the pages, from this module's cache:
 * each spec is parsed once per build, however many pages it has.
 */
import { isAbsolute, resolve } from 'node:path';
import { isHttpUrl, loadSpec, type OpenApiDocument, parseSpec, SpecError } from '@trydocs/openapi';

/** Where `schema` is: an `https://` URL as it is, a path resolved against the site's root. */
export function resolveSpecSource(schema: string, root: string): string {
	if (isHttpUrl(schema)) return schema;
	return isAbsolute(schema) ? schema : resolve(root, schema);
}

const cache = new Map<string, Promise<OpenApiDocument>>();

/** Reads the spec at `source` (from resolveSpecSource) once, or throws its `SpecError`. */
export function readSpec(source: string): Promise<OpenApiDocument> {
	let doc = cache.get(source);
	if (!doc) {
		doc = isHttpUrl(source) ? fetchSpec(source) : loadSpec(source);
		cache.set(source, doc);
	}
	return doc;
}

async function fetchSpec(url: string): Promise<OpenApiDocument> {
	let response: Response;
	try {
		response = await fetch(url);
	} catch (error) {
		throw new SpecError(
			`The spec \`${url}\` could not be fetched: ${(error as Error).message}.`,
			'Check the address and the network, or download the spec into the repository and name the file.',
		);
	}
	if (!response.ok) {
		throw new SpecError(
			`The spec \`${url}\` answered ${response.status} ${response.statusText}.`,
			'Check the address, or download the spec into the repository and name the file.',
		);
	}
	return parseSpec(await response.text(), new URL(url).pathname.split('/').pop() || 'openapi');
}
