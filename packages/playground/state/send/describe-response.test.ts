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
});
