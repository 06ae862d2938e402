/**
 * Multipart bodies whose parts have no names (RFC 2046: `multipart/mixed`, `related`,
 * `alternative`, `byteranges`...): every `multipart/*` type but `multipart/form-data`. Their
 * value is the list of the parts in order (OpenAPI 3.2, "Encoding By Position"), each sent with
 * the Content-Type and headers its Encoding Object gives (`prefixEncoding` for the first ones,
 * `itemEncoding` for the rest), else `application/json` for an object or a list and
 * `text/plain` for a text. Written as text with a fixed boundary, so the page's example, the
 * snippets and Send carry the same bytes. Browser-safe.
 */
import { isPositionalMultipart } from '../sequential-media.ts';
import type { Encoding, MediaType } from '../types.ts';

export { isPositionalMultipart };

/** The boundary of every positional multipart body Trydocs writes. */
export const PART_BOUNDARY = 'trydocs-part-boundary';

/** The media type with the boundary its body is written with (`multipart/mixed; boundary=…`). */
export function withPartBoundary(mediaType: string): string {
	return /;\s*boundary=/i.test(mediaType) ? mediaType : `${mediaType}; boundary=${PART_BOUNDARY}`;
}

/** The one Content-Type a part is sent with: the first of a list, a range as any bytes. */
function getPartType(encoding: Encoding | undefined, value: unknown): string {
	const first = encoding?.contentType?.split(',')[0]?.trim();
	if (first && !first.includes('*')) return first;
	if (first) return 'application/octet-stream';
	return typeof value === 'string' ? 'text/plain' : 'application/json';
}

/** A part's required headers, each with its example (or `{Name}`, to fill in). */
function getPartHeaders(encoding: Encoding | undefined): string[] {
	return Object.entries(encoding?.headers ?? {})
		.filter(([name, header]) => header?.required === true && name.toLowerCase() !== 'content-type')
		.map(([name, header]) => {
			const example = header.schema?.example ?? header.schema?.default;
			return `${name}: ${example === undefined ? `{${name}}` : String(example)}`;
		});
}

/**
 * The body of `parts` (the list the media type's schema describes) with its Encoding Objects,
 * CRLF line ends and the `PART_BOUNDARY`.
 */
export function writePositionalMultipart(
	parts: unknown[],
	media: Pick<MediaType, 'prefixEncoding' | 'itemEncoding'> | undefined,
): string {
	const lines: string[] = [];
	parts.forEach((value, index) => {
		const encoding = media?.prefixEncoding?.[index] ?? media?.itemEncoding;
		const type = getPartType(encoding, value);
		const text = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? '');
		lines.push(
			`--${PART_BOUNDARY}`,
			`Content-Type: ${type}`,
			...getPartHeaders(encoding),
			'',
			text,
		);
	});
	lines.push(`--${PART_BOUNDARY}--`, '');
	return lines.join('\r\n');
}
