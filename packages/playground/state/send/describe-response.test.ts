import { describe, expect, it } from 'vitest';
import { describeResponse } from './describe-response.ts';

const answer = (type: string, body: string) =>
	describeResponse({
		status: 200,
		statusText: 'OK',
		headers: [{ name: 'Content-Type', value: type }],
		bytes: new TextEncoder().encode(body),
		durationMs: 1,
		via: 'proxy',
	});

describe('describeResponse', () => {
	it('never turns an SVG (a document that runs scripts) into a same-origin blob: image', () => {
		const svg =
			'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
		const result = answer('image/svg+xml', svg);
		expect(result).toMatchObject({ bodyKind: 'text', body: svg });
		expect(result.kind === 'response' && result.imageUrl).toBeFalsy();
	});

	it('shows HTML as text, never as a URL', () => {
		const result = answer('text/html', '<script>alert(1)</script>');
		expect(result).toMatchObject({ bodyKind: 'html' });
		expect(result.kind === 'response' && result.imageUrl).toBeFalsy();
	});

	it('still shows raster images as images', () => {
		expect(answer('image/png', '\x89PNG')).toMatchObject({ bodyKind: 'image' });
	});

	it('shows the streamed types as their text: JSON Lines, JSON text sequences, multipart parts', () => {
		const lines = '{"id":1}\n{"id":2}\n';
		expect(answer('application/jsonl', lines)).toMatchObject({ bodyKind: 'text', body: lines });
		expect(answer('application/x-ndjson', lines)).toMatchObject({ bodyKind: 'text', body: lines });
		expect(answer('application/json-seq', `\u001e${lines}`)).toMatchObject({ bodyKind: 'text' });
		const parts = '--b\r\nContent-Type: text/plain\r\n\r\npage one\r\n--b--\r\n';
		expect(answer('multipart/mixed; boundary=b', parts)).toMatchObject({
			bodyKind: 'text',
			body: parts,
		});
	});

	it('shows a multipart body of binary parts as bytes, not as broken text', () => {
		const result = describeResponse({
			status: 200,
			statusText: 'OK',
			headers: [{ name: 'Content-Type', value: 'multipart/mixed; boundary=b' }],
			bytes: Uint8Array.from([0x2d, 0x2d, 0x62, 0x0d, 0x0a, 0xff, 0xfe, 0x00]),
			durationMs: 1,
			via: 'direct',
		});
		expect(result).toMatchObject({ bodyKind: 'binary', body: '' });
	});
});
