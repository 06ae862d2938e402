/**
 * The one reader of JSON request bodies, for every interface that takes one (tickets, the
 * rebuild, a build's report, the playground's proxy). Each case has one answer, the same on every
 * interface and stated in the published descriptions (sites/docs/openapi):
 *
 * - a body whose `Content-Type` is not JSON (`application/json` or `application/*+json`): 415
 *   `unsupported_media_type`. Those are the types a cross-site HTML form can send;
 * - a body larger than the interface takes: 413 `payload_too_large`, read no further;
 * - a body that is not UTF-8, or not JSON: 400 `invalid_request`.
 *
 * Where the body is optional (the rebuild), no body, or only whitespace, is no body, whatever
 * the content type: a CI's `curl -X POST` sends none and names no type.
 */
import { errorResponse } from './json.ts';
import { decodeUtf8, discardBody, isJsonRequest, readBody } from './read-body.ts';
import type { ErrorShape } from './types.ts';

/** What the reader needs to know of an interface's body. */
export interface JsonBodyOptions {
	/** The largest body taken, in bytes. */
	maxBytes: number;
	/** The interface's error shape. */
	shape: ErrorShape;
	/** What the body is, for messages: `The ticket`, `The rebuild body`. */
	name: string;
	/** A valid body, for messages: `{"commit": "<hash>"}`. */
	example: string;
	/** The message for a body too large, when more can be said than its size. */
	tooLargeMessage?: string;
	/** No body is a valid request (the value is then `undefined`). */
	optional?: boolean;
}

/** The body's parsed JSON value, or the error response to send. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; response: Response };

function formatBytes(bytes: number): string {
	return bytes % 1024 === 0 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}

/** Reads `request`'s body as JSON, answering each problem as the module comment says. */
export async function readJsonBody(request: Request, options: JsonBodyOptions): Promise<JsonBody> {
	const fail = (status: number, code: string, message: string): JsonBody => ({
		ok: false,
		response: errorResponse(options.shape, status, code, message),
	});
	const unsupported = () =>
		fail(
			415,
			'unsupported_media_type',
			`${options.name} must be sent as JSON with \`Content-Type: application/json\`, e.g. \`${options.example}\`.`,
		);
	const json = isJsonRequest(request);
	if (!json && !options.optional) {
		await discardBody(request);
		return unsupported();
	}
	const read = await readBody(request, options.maxBytes);
	if (!read.ok) {
		return fail(
			413,
			'payload_too_large',
			options.tooLargeMessage ?? `${options.name} is larger than ${formatBytes(options.maxBytes)}.`,
		);
	}
	const text = decodeUtf8(read.bytes);
	if (options.optional && (read.bytes.byteLength === 0 || text?.trim() === '')) {
		return { ok: true, value: undefined };
	}
	if (!json) return unsupported();
	if (text === undefined) {
		return fail(400, 'invalid_request', `${options.name} is not valid UTF-8; send UTF-8 JSON.`);
	}
	try {
		return { ok: true, value: JSON.parse(text) };
	} catch {
		return fail(
			400,
			'invalid_request',
			`${options.name} is not valid JSON; send e.g. \`${options.example}\`.`,
		);
	}
}
