/**
 * The checks of one operation as `getOperation` reads it: its parameters (name, location, style),
 * its own fields, its responses and its request body, each failing with a `SpecError` that names
 * the file and the JSON pointer of the bad value (the checks shared with the rest of a spec are
 * in `check-spec.ts`).
 */

import { PARAMETER_STYLES } from '../request/serialize-parameter.ts';
import type { ParameterLocation, ParameterStyle } from '../types.ts';
import { checkDescription, checkSecurity, checkServers } from './check-spec.ts';
import { isObject, type Json } from './json.ts';
import { escapePointer, invalidSpec, isExtension } from './spec-error.ts';
import type { OpenApiDocument } from './types.ts';

const LOCATIONS = ['path', 'query', 'querystring', 'header', 'cookie'];

/** Where an operation sits: the file shown in errors, and the pointers of its path item and itself. */
export interface OperationPlace {
	file: string;
	itemPointer: string;
	opPointer: string;
}

/** A list of parameter objects, each with a name, a location and a known style. */
export function checkParameters(list: unknown, pointer: string, file: string): Json[] {
	if (list === undefined) return [];
	if (!Array.isArray(list)) {
		throw invalidSpec(
			file,
			pointer,
			'is not a list',
			'Write `parameters` as a list of parameter objects.',
		);
	}
	list.forEach((p: Json, index) => {
		if (!isObject(p)) {
			throw invalidSpec(
				file,
				`${pointer}/${index}`,
				'is not a parameter object',
				'Give each parameter a `name`, an `in` and a `schema`.',
			);
		}
		if (typeof p.name !== 'string' || p.name === '') {
			throw invalidSpec(
				file,
				`${pointer}/${index}/name`,
				`\`${String(p.name)}\` is not a parameter name`,
				'Give the parameter a `name` (a non-empty string).',
			);
		}
		checkDescription(p.description, `${pointer}/${index}`, file);
		if (p.schema !== undefined && !isObject(p.schema)) {
			throw invalidSpec(
				file,
				`${pointer}/${index}/schema`,
				'is not a schema object',
				'Describe the value with a schema, e.g. `schema: { type: string }`.',
			);
		}
		checkStyle(p, `${pointer}/${index}`, file);
		if (!LOCATIONS.includes(p.in as string)) {
			throw invalidSpec(
				file,
				`${pointer}/${index}/in`,
				`\`${String(p.in)}\` is not a parameter location`,
				`Use one of ${LOCATIONS.map((l) => `\`${l}\``).join(', ')}${p.in === 'body' || p.in === 'formData' ? '; in OpenAPI 3 a body is described by `requestBody`' : ''}.`,
			);
		}
	});
	return list as Json[];
}

/**
 * A `style` OpenAPI does not define is an error (the request could not be written as the API
 * reads it); a defined style in a location that does not allow it is sent with the location's
 * default, as the snippets and Send both do.
 */
function checkStyle(p: Json, pointer: string, file: string) {
	const styles = Object.values(PARAMETER_STYLES).flat();
	if (p.style !== undefined && !styles.includes(p.style as ParameterStyle)) {
		const allowed = PARAMETER_STYLES[p.in as ParameterLocation] ?? [...new Set(styles)];
		throw invalidSpec(
			file,
			`${pointer}/style`,
			`\`${String(p.style)}\` is not a parameter style`,
			`Use one of ${allowed.map((s) => `\`${s}\``).join(', ')}${p.in ? ` for a ${String(p.in)} parameter` : ''}, or leave \`style\` out for the default.`,
		);
	}
	if (p.explode !== undefined && typeof p.explode !== 'boolean') {
		throw invalidSpec(
			file,
			`${pointer}/explode`,
			`\`${JSON.stringify(p.explode)}\` is not a boolean`,
			'Write `explode: true` or `explode: false` (no quotes).',
		);
	}
}

/**
 * The operation's servers, security, description, text fields, responses and request body, in
 * the order a reader of the errors meets them.
 */
export function checkOperation(doc: OpenApiDocument, item: Json, op: Json, at: OperationPlace) {
	const { file, itemPointer, opPointer } = at;
	checkServers(op.servers, `${opPointer}/servers`, file);
	checkServers(item.servers, `${itemPointer}/servers`, file);
	checkServers(doc.servers, '/servers', file);
	checkSecurity(op.security, `${opPointer}/security`, file);
	checkSecurity(doc.security, '/security', file);
	checkDescription(op.description, opPointer, file);
	for (const key of ['summary', 'operationId'] as const) {
		if (op[key] !== undefined && typeof op[key] !== 'string') {
			throw invalidSpec(
				file,
				`${opPointer}/${key}`,
				`\`${JSON.stringify(op[key])}\` is not text`,
				`Write \`${key}\` as a string.`,
			);
		}
	}
	checkResponses(op.responses, opPointer, file);
	checkRequestBody(op.requestBody, opPointer, file);
}

function checkResponses(responses: unknown, opPointer: string, file: string) {
	if (responses !== undefined && !isObject(responses)) {
		throw invalidSpec(
			file,
			`${opPointer}/responses`,
			'is not an object',
			'Map each status code (e.g. `"200"`) to a response object.',
		);
	}
	for (const [status, response] of Object.entries(responses ?? {})) {
		if (isExtension(status)) continue;
		const pointer = `${opPointer}/responses/${escapePointer(status)}`;
		if (!isObject(response)) {
			throw invalidSpec(
				file,
				pointer,
				'is not a response object',
				'Describe the response as `{ description, content }`.',
			);
		}
		checkDescription(response.description, pointer, file);
		if (response.content !== undefined && !isObject(response.content)) {
			throw invalidSpec(
				file,
				`${pointer}/content`,
				'is not an object',
				'Map each media type (e.g. `application/json`) to `{ schema }`.',
			);
		}
	}
}

function checkRequestBody(body: unknown, opPointer: string, file: string) {
	if (body === undefined) return;
	if (!isObject(body)) {
		throw invalidSpec(
			file,
			`${opPointer}/requestBody`,
			'is not a request body object',
			'Describe the body as `{ content: { "application/json": { schema } } }`.',
		);
	}
	if (!isObject(body.content ?? {})) {
		throw invalidSpec(
			file,
			`${opPointer}/requestBody/content`,
			'is not an object',
			'Map each media type (e.g. `application/json`) to `{ schema }`.',
		);
	}
}
