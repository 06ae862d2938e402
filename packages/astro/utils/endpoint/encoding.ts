/**
 * How the parts of a body are sent (Encoding Objects): by name (`encoding`, a `multipart/form-data`
 * or form body's fields) and, in OpenAPI 3.2, by position (`prefixEncoding` for the first parts
 * in order, `itemEncoding` for each further one, a nested `multipart/mixed` part with its own),
 * as lines the page and the Markdown for agents both write.
 */
import type { Encoding, MediaType } from '@trydocs/openapi';
import { escapeHtml } from '@trydocs/openapi/text';
import { format } from '../i18n/format.ts';
import english from '../i18n/languages/en.json' with { type: 'json' };
import type { InterfaceStrings } from '../i18n/types.ts';

/** The words of the lines: the page's language's (`endpoint.encoding*`), English for agents. */
type Words = Pick<
	InterfaceStrings['endpoint'],
	| 'encodingTitle'
	| 'encodingPart'
	| 'encodingEachPart'
	| 'encodingFurtherPart'
	| 'encodingSentAs'
	| 'encodingHeaders'
	| 'encodingDefault'
	| 'required'
>;

/** One part and how it is sent. */
export interface EncodingLine {
	/** A field's name (`file`), or the part's place: its number, or each (further) part. */
	label: string | { part: number } | 'each' | 'further';
	contentType?: string | undefined;
	/** Its headers, the required ones marked. */
	headers: { name: string; required: boolean }[];
	/** `style: form, explode` for a form field. */
	serialization?: string | undefined;
	/** The parts of a nested `multipart` part. */
	parts: EncodingLine[];
}

/** The lines of a media type's (or a part's) Encoding Objects; none when it has none. */
export function listEncodingLines(media: MediaType | Encoding | undefined): EncodingLine[] {
	if (!media) return [];
	const lines: EncodingLine[] = [];
	for (const [name, encoding] of Object.entries(media.encoding ?? {})) {
		lines.push(toLine(name, encoding));
	}
	(media.prefixEncoding ?? []).forEach((encoding, index) => {
		lines.push(toLine({ part: index + 1 }, encoding));
	});
	if (media.itemEncoding) {
		lines.push(toLine(media.prefixEncoding?.length ? 'further' : 'each', media.itemEncoding));
	}
	return lines;
}

function toLine(label: EncodingLine['label'], encoding: Encoding): EncodingLine {
	const headers = Object.entries(encoding.headers ?? {})
		// `Content-Type` is the part's `contentType`, never a header of its own (the spec).
		.filter(([name]) => name.toLowerCase() !== 'content-type')
		.map(([name, header]) => ({ name, required: header?.required === true }));
	const serialization = [
		encoding.style ? `style: ${encoding.style}` : '',
		encoding.explode !== undefined ? `explode: ${encoding.explode}` : '',
		encoding.allowReserved ? 'allowReserved' : '',
	]
		.filter(Boolean)
		.join(', ');
	return {
		label,
		contentType: encoding.contentType,
		headers,
		serialization: serialization || undefined,
		parts: listEncodingLines(encoding),
	};
}

/** A line's label: a field's name as code, a part's place in words. */
function writeLabel(
	line: EncodingLine,
	words: Words,
	code: (text: string) => string,
	text: (t: string) => string,
) {
	const { label } = line;
	if (label === 'each') return text(words.encodingEachPart);
	if (label === 'further') return text(words.encodingFurtherPart);
	if (typeof label === 'object') return text(format(words.encodingPart, { n: label.part }));
	return code(label);
}

/** What a line says after its label: `sent as image/png; headers X-Rate (required)`. */
function describe(line: EncodingLine, words: Words, code: (text: string) => string): string {
	const types = line.contentType?.split(',').map((type) => code(type.trim()));
	const headers = line.headers.map(
		(header) => `${code(header.name)}${header.required ? ` (${words.required})` : ''}`,
	);
	const said = [
		types ? format(words.encodingSentAs, { types: types.join(', ') }) : '',
		headers.length > 0 ? format(words.encodingHeaders, { names: headers.join(', ') }) : '',
		line.serialization ? code(line.serialization) : '',
	].filter(Boolean);
	return said.length > 0 ? said.join('; ') : words.encodingDefault;
}

/** The lines as HTML in the page's words: a list under its title, nested parts nested. */
export function renderEncoding(lines: EncodingLine[], words: Words): string {
	if (lines.length === 0) return '';
	return `<div class="td-encoding"><p class="td-prop-meta">${escapeHtml(words.encodingTitle)}</p>${renderList(lines, words)}</div>`;
}

function renderList(lines: EncodingLine[], words: Words): string {
	const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
	const items = lines.map((line) => {
		const nested = line.parts.length > 0 ? renderList(line.parts, words) : '';
		return `<li>${writeLabel(line, words, code, escapeHtml)}: ${describe(line, words, code)}${nested}</li>`;
	});
	return `<ul class="td-encoding-parts">${items.join('')}</ul>`;
}

/** The lines as Markdown (the docs for agents, in English), indented for nested parts. */
export function writeEncoding(lines: EncodingLine[], indent = ''): string {
	const words = english.endpoint;
	const code = (text: string) => `\`${text}\``;
	return lines
		.map((line) => {
			const head = `${indent}- ${writeLabel(line, words, code, (t) => t)}: ${describe(line, words, code)}`;
			return line.parts.length > 0 ? `${head}\n${writeEncoding(line.parts, `${indent}  `)}` : head;
		})
		.join('\n');
}
