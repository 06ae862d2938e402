import { describe, expect, it } from 'vitest';
import { buildRequest } from '../request.ts';
import { generateSnippet } from '../snippets.ts';
import type { Operation } from '../types.ts';
import {
	isPositionalMultipart,
	PART_BOUNDARY,
	withPartBoundary,
	writePositionalMultipart,
} from './positional-multipart.ts';

/** The scans of a book: a JSON part, then images, each with its Content-Location. */
const media = {
	prefixEncoding: [{ contentType: 'application/json' }],
	itemEncoding: {
		contentType: 'image/png, image/jpeg',
		headers: {
			'Content-Location': { required: true, schema: { type: 'string' } },
			'X-Optional': { schema: { type: 'string' } },
		},
	},
};

describe('positional multipart bodies (multipart/mixed and the other unnamed ones)', () => {
	it('tells them from a form', () => {
		for (const type of [
			'multipart/mixed',
			'multipart/related; type=text/html',
			'multipart/byteranges',
		])
			expect(isPositionalMultipart(type), type).toBe(true);
		for (const type of ['multipart/form-data', 'application/json', 'text/plain'])
			expect(isPositionalMultipart(type), type).toBe(false);
		expect(withPartBoundary('multipart/mixed')).toBe(`multipart/mixed; boundary=${PART_BOUNDARY}`);
		expect(withPartBoundary('multipart/mixed; boundary=b1')).toBe('multipart/mixed; boundary=b1');
	});

	it('writes each part with the content type and required headers of its Encoding Object, in order', () => {
		expect(writePositionalMultipart([{ title: 'Dune' }, 'PNG…'], media)).toBe(
			[
				`--${PART_BOUNDARY}`,
				'Content-Type: application/json',
				'',
				'{\n  "title": "Dune"\n}',
				`--${PART_BOUNDARY}`,
				'Content-Type: image/png',
				'Content-Location: {Content-Location}',
				'',
				'PNG…',
				`--${PART_BOUNDARY}--`,
				'',
			].join('\r\n'),
		);
		// Without encodings: JSON for an object or a list, text for a text; a range as bytes.
		expect(
			writePositionalMultipart(['a', [1]], { itemEncoding: { contentType: 'image/*' } }),
		).toContain('Content-Type: application/octet-stream\r\n\r\na\r\n');
		expect(writePositionalMultipart(['a', [1]], undefined)).toMatch(
			/Content-Type: text\/plain\r\n\r\na\r\n.*Content-Type: application\/json\r\n\r\n\[\n {2}1\n\]\r\n/s,
		);
	});

	it('is sent and shown as those bytes, its boundary in its Content-Type', () => {
		const operation: Operation = {
			method: 'post',
			path: '/scans',
			deprecated: false,
			tags: [],
			responses: [],
			parameters: [],
			security: [],
			servers: [{ url: 'https://api.example.com' }],
		};
		const text = writePositionalMultipart([{ title: 'Dune' }], media);
		const mimeType = withPartBoundary('multipart/mixed');
		const request = buildRequest(operation, 'https://api.example.com', {
			body: { mimeType, text },
		});
		expect(request.headers).toContainEqual({ name: 'Content-Type', value: mimeType });
		expect(request.postData).toEqual({ mimeType, text });
		const curl = generateSnippet(request, 'curl');
		expect(curl).toContain(`--header 'Content-Type: ${mimeType}'`);
		expect(curl).toContain(
			`--data-binary $'--${PART_BOUNDARY}\\r\\nContent-Type: application/json\\r\\n\\r\\n{\\n  "title": "Dune"\\n}\\r\\n--${PART_BOUNDARY}--\\r\\n'`,
		);
		expect(curl).not.toContain('--form');
		const python = generateSnippet(request, 'python');
		expect(python).toContain(mimeType);
		expect(python).toContain('\\r\\n');
	});
});
