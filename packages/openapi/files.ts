/**
 * Files in request bodies: which form fields are files, which bodies are one file sent as they
 * are (a binary upload), and the file names the examples use. The page's examples, the
 * playground's form and every snippet writer decide with these, so they agree. Browser-safe.
 */
import { mergeAllOf } from './schema.ts';
import type { Schema } from './types.ts';

/** True for a schema of file content: `format: binary`, a `contentMediaType`, or binary encoding. */
export function isFileSchema(schema: Schema | undefined): boolean {
	if (!schema) return false;
	const merged = mergeAllOf(schema);
	const types = Array.isArray(merged.type) ? merged.type : merged.type ? [merged.type] : [];
	if (types.length > 0 && !types.includes('string')) return false;
	return (
		merged.format === 'binary' ||
		typeof merged.contentMediaType === 'string' ||
		merged.contentEncoding === 'binary'
	);
}

/**
 * The file schema of a form field: the field itself, or the items of a list of files; undefined
 * when the field is not a file.
 */
export function getFileSchema(schema: Schema | undefined): Schema | undefined {
	if (!schema) return undefined;
	const merged = mergeAllOf(schema);
	const item = merged.type === 'array' && merged.items ? mergeAllOf(merged.items) : merged;
	return isFileSchema(item) ? item : undefined;
}

/** Media types whose content is never text, sent as a file when the spec gives no schema. */
const BINARY_TYPES =
	/^(application\/(octet-stream|pdf|zip|gzip|x-tar)|image\/(?!svg)|audio\/|video\/)/;

/**
 * True when a request body of this media type is one file sent as it is: `application/octet-stream`
 * (or another media type that is never text) with no other schema, or any media type whose
 * schema is file content (`format: binary`, `contentMediaType`). Form bodies never are.
 */
export function isBinaryBody(mediaType: string, schema: Schema | undefined): boolean {
	const type = mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
	if (type.startsWith('multipart/') || type === 'application/x-www-form-urlencoded') return false;
	if (isFileSchema(schema)) return true;
	if (!BINARY_TYPES.test(type)) return false;
	const merged = schema ? mergeAllOf(schema) : {};
	return !merged.type && !merged.properties && !merged.items && !merged.oneOf && !merged.anyOf;
}

/** The media type of a file: its `contentMediaType`, else `application/octet-stream`. */
export function getFileType(file: Schema | undefined): string {
	return typeof file?.contentMediaType === 'string'
		? file.contentMediaType
		: 'application/octet-stream';
}

const EXTENSIONS: Record<string, string> = {
	'application/octet-stream': 'bin',
	'application/json': 'json',
	'application/pdf': 'pdf',
	'application/zip': 'zip',
	'image/png': 'png',
	'image/jpeg': 'jpg',
	'image/gif': 'gif',
	'image/webp': 'webp',
	'text/plain': 'txt',
	'text/csv': 'csv',
	'audio/mpeg': 'mp3',
	'audio/wav': 'wav',
	'video/mp4': 'mp4',
};

/**
 * The file name an example uses for a file: the field's name with the extension of its media
 * type (`document.pdf`, `file.bin`); `file` when there is no usable name.
 */
export function getExampleFileName(name: string, mediaType: string): string {
	const base = name.replace(/[^\w.-]+/g, '_').replace(/^[._]+/, '') || 'file';
	const extension = EXTENSIONS[mediaType.split(';')[0]?.trim().toLowerCase() ?? ''] ?? 'bin';
	return /\.[a-z0-9]+$/i.test(base) ? base : `${base}.${extension}`;
}
