/**
 * What the upload writers share: the request reduced to what an upload needs (the file of a
 * binary body, or the parts of a multipart body with their files), and the multipart layout the
 * languages without a form builder write by hand.
 */
import type { PreparedRequest } from './prepare-request.ts';

/** One part of a multipart body: a text field, or a file read from `fileName`. */
export interface UploadPart {
	name: string;
	value: string;
	fileName?: string;
	contentType: string;
}

/** A request that sends files, as the upload writers read it. */
export interface Upload {
	method: string;
	url: string;
	/** Every header but `Content-Type` (cookies included), in order. */
	headers: Array<[string, string]>;
	/** The body's media type: a binary body's own, or `multipart/form-data`. */
	contentType: string;
	/** A binary body: the file whose bytes are the body. */
	file?: string;
	/** A multipart body with at least one file. */
	parts?: UploadPart[];
}

/** The boundary of the multipart bodies written by hand (httpsnippet's own). */
export const BOUNDARY = '---011000010111000001101001';

/**
 * The request as an upload, or undefined when it sends no file (then httpsnippet's clients are
 * right, and are used as they are).
 */
export function getUpload(request: PreparedRequest): Upload | undefined {
	const { postData } = request;
	const isMultipart = postData.mimeType === 'multipart/form-data';
	const hasFilePart = isMultipart && !!postData.params?.some((param) => param.fileName);
	if (!postData.fileName && !hasFilePart) return undefined;
	const entries = Object.entries(request.allHeaders);
	const contentType = entries.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
	const upload: Upload = {
		method: request.method,
		url: request.fullUrl,
		headers: entries.filter(([name]) => name.toLowerCase() !== 'content-type'),
		contentType: isMultipart ? 'multipart/form-data' : contentType || postData.mimeType,
	};
	if (postData.fileName && !isMultipart) upload.file = postData.fileName;
	else {
		upload.parts = (postData.params ?? []).map((param) => ({
			name: param.name,
			value: param.value ?? '',
			...(param.fileName ? { fileName: param.fileName } : {}),
			contentType: param.contentType || 'application/octet-stream',
		}));
	}
	return upload;
}

/**
 * The text before a part's content in a multipart body written by hand: the boundary line, the
 * part's headers and the blank line. A part ends with CRLF; the body with `CLOSING_BOUNDARY`.
 */
function getPartHead(part: UploadPart): string {
	const name = part.name.replace(/"/g, '%22');
	const disposition = part.fileName
		? `form-data; name="${name}"; filename="${part.fileName.replace(/"/g, '%22')}"`
		: `form-data; name="${name}"`;
	const type = part.fileName ? `\r\nContent-Type: ${part.contentType}` : '';
	return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`;
}

/** The end of a multipart body written by hand. */
const CLOSING_BOUNDARY = `--${BOUNDARY}--\r\n`;

/** A double-quoted literal with JSON's escapes, which C, Go, Java, C#, Kotlin and Swift read alike. */
export function doubleQuote(value: string): string {
	return JSON.stringify(value);
}

/** A single-quoted literal for PHP and Ruby (only `\` and `'` are escaped). */
export function singleQuote(value: string): string {
	return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * A multipart body written by hand, as a list of pieces: text (part heads, field values, line
 * ends; neighbours merged) and the files to read in between.
 */
export function getMultipartPieces(
	parts: UploadPart[],
): Array<{ text: string } | { file: string }> {
	const pieces: Array<{ text: string } | { file: string }> = [];
	const pushText = (text: string) => {
		const last = pieces.at(-1);
		if (last && 'text' in last) last.text += text;
		else pieces.push({ text });
	};
	for (const part of parts) {
		pushText(getPartHead(part));
		if (part.fileName) pieces.push({ file: part.fileName });
		else pushText(part.value);
		pushText('\r\n');
	}
	pushText(CLOSING_BOUNDARY);
	return pieces;
}
