/** Describing a response for the panel: how its body is shown, its status text. */
import type { HarPair } from '@trydocs/openapi/request';
import { isStreamedMediaType } from '@trydocs/openapi/sequential-media';
import type { BodyKind, SendResult } from './types.ts';

/** Describes a response for the panel: status text, body kind and text, an image URL. */
export function describeResponse(input: {
	status: number;
	statusText: string;
	headers: HarPair[];
	bytes: Uint8Array;
	durationMs: number;
	via: 'direct' | 'proxy';
}): SendResult {
	const contentType =
		input.headers.find((h) => h.name.toLowerCase() === 'content-type')?.value ?? '';
	const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
	let bodyKind: BodyKind;
	if (input.bytes.length === 0) bodyKind = 'empty';
	// Only raster images become a `blob:` URL: an SVG is a document that runs scripts, and a
	// blob URL has the docs site's origin, so opening it would run the API's script as the site.
	else if (RASTER_IMAGES.has(mime)) bodyKind = 'image';
	else if (mime === 'application/json' || mime.endsWith('+json')) bodyKind = 'json';
	else if (mime === 'text/html' || mime === 'application/xhtml+xml') bodyKind = 'html';
	else if (
		mime.startsWith('text/') ||
		mime.endsWith('+xml') ||
		mime === 'application/xml' ||
		mime === 'application/javascript' ||
		// JSON Lines, JSON text sequences; a multipart body's parts read as text when they are.
		isStreamedMediaType(mime) ||
		mime === ''
	) {
		bodyKind = 'text';
	} else bodyKind = 'binary';
	let text = '';
	if (bodyKind !== 'image' && bodyKind !== 'binary') {
		try {
			text = new TextDecoder('utf-8', { fatal: mime.startsWith('multipart/') }).decode(input.bytes);
		} catch {
			bodyKind = 'binary';
		}
	}
	if (bodyKind === 'text' && mime === '' && looksLikeJson(text)) bodyKind = 'json';
	if (bodyKind === 'json' && !looksLikeJson(text)) bodyKind = 'text';
	const result: SendResult = {
		kind: 'response',
		status: input.status,
		statusText: input.statusText || STATUS_TEXT[input.status] || '',
		durationMs: input.durationMs,
		size: input.bytes.length,
		headers: input.headers,
		contentType,
		bodyKind,
		body: text,
		via: input.via,
	};
	if (bodyKind === 'image' && typeof URL.createObjectURL === 'function') {
		result.imageUrl = URL.createObjectURL(new Blob([input.bytes as BlobPart], { type: mime }));
	}
	return result;
}

/** Image types shown as images; any other `image/*` (SVG above all) is shown as text or bytes. */
const RASTER_IMAGES = new Set([
	'image/png',
	'image/jpeg',
	'image/gif',
	'image/webp',
	'image/avif',
	'image/bmp',
	'image/x-icon',
	'image/vnd.microsoft.icon',
]);

function looksLikeJson(text: string): boolean {
	try {
		JSON.parse(text);
		return true;
	} catch {
		return false;
	}
}

/** HTTP/2 responses carry no reason phrase; these fill it in for the common codes. */
const STATUS_TEXT: Record<number, string> = {
	200: 'OK',
	201: 'Created',
	202: 'Accepted',
	204: 'No Content',
	301: 'Moved Permanently',
	302: 'Found',
	304: 'Not Modified',
	400: 'Bad Request',
	401: 'Unauthorized',
	403: 'Forbidden',
	404: 'Not Found',
	405: 'Method Not Allowed',
	409: 'Conflict',
	413: 'Content Too Large',
	415: 'Unsupported Media Type',
	422: 'Unprocessable Content',
	429: 'Too Many Requests',
	500: 'Internal Server Error',
	502: 'Bad Gateway',
	503: 'Service Unavailable',
	504: 'Gateway Timeout',
};
