/**
 * OpenAPI 3.2's sequential media types: a body that is a sequence of items, each described by
 * the media type's `itemSchema` (Media Type Object, "Sequential Media Types"). JSON Lines and
 * NDJSON write one JSON value per line, JSON Text Sequences (RFC 7464) put a record separator
 * before each, and Server-Sent Events write each item's fields as `field: value` lines with a
 * blank line after the event. An example of such a body is the array of its items (`dataValue`).
 * Browser-safe and without dependencies: the pages, the Markdown and the playground read it.
 */

const JSON_LINES = /^application\/(jsonl|x-ndjson|x-jsonlines|ndjson)$/;
const JSON_SEQ = 'application/json-seq';
const EVENT_STREAM = 'text/event-stream';

/** The media type without its parameters, lower case. */
function essence(mediaType: string): string {
	return (mediaType.split(';')[0] ?? '').trim().toLowerCase();
}

/** True for a media type whose body is a sequence of items. */
export function isSequentialMediaType(mediaType: string): boolean {
	const type = essence(mediaType);
	return JSON_LINES.test(type) || type === JSON_SEQ || type === EVENT_STREAM;
}

/**
 * True for a multipart type whose parts have no names (RFC 2046: `multipart/mixed`, `related`,
 * `byteranges`...): every `multipart/*` type but `multipart/form-data`. Its parts are sent in
 * order, by position (OpenAPI 3.2's `prefixEncoding`, `itemEncoding`).
 */
export function isPositionalMultipart(mediaType: string): boolean {
	const type = essence(mediaType);
	return type.startsWith('multipart/') && type !== 'multipart/form-data';
}

/**
 * True for a body that arrives over time and is worth showing as it comes: a sequential type,
 * or a positional multipart one (OpenAPI 3.2's streamed multipart, parts by `itemEncoding`).
 */
export function isStreamedMediaType(mediaType: string): boolean {
	return isSequentialMediaType(mediaType) || isPositionalMultipart(mediaType);
}

/** One Server-Sent Event: its fields as lines, a multi-line `data` as several `data:` lines. */
function writeEvent(item: unknown): string {
	if (!item || typeof item !== 'object' || Array.isArray(item))
		return `data: ${JSON.stringify(item)}\n`;
	const lines: string[] = [];
	for (const [field, value] of Object.entries(item)) {
		if (value === undefined || value === null) continue;
		const text = typeof value === 'string' ? value : JSON.stringify(value);
		for (const line of text.split('\n')) lines.push(`${field}: ${line}`);
	}
	return `${lines.join('\n')}\n`;
}

/** The text of a sequence of items as the media type writes it on the wire. */
export function serializeSequence(items: unknown[], mediaType: string): string {
	const type = essence(mediaType);
	if (type === EVENT_STREAM) return items.map(writeEvent).join('\n');
	if (type === JSON_SEQ) return items.map((item) => `\u001e${JSON.stringify(item)}\n`).join('');
	return items.map((item) => `${JSON.stringify(item)}\n`).join('');
}
