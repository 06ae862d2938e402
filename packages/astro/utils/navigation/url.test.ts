import { describe, expect, it } from 'vitest';
import { splitAfterSlashes, withBase } from './url.ts';

describe('withBase', () => {
	it('puts site paths under the base, with or without its trailing slash', () => {
		expect(withBase('/guides/', '/')).toBe('/guides/');
		expect(withBase('/guides/', '/docs')).toBe('/docs/guides/');
		expect(withBase('logo.svg', '/docs/')).toBe('/docs/logo.svg');
		expect(withBase('/', '/docs/')).toBe('/docs/');
	});
	it('leaves absolute URLs, anchors and mailto alone', () => {
		expect(withBase('https://github.com/x', '/docs/')).toBe('https://github.com/x');
		expect(withBase('//cdn.example.com/a.png', '/docs/')).toBe('//cdn.example.com/a.png');
		expect(withBase('#top', '/docs/')).toBe('#top');
		expect(withBase('mailto:a@b.c', '/docs/')).toBe('mailto:a@b.c');
	});
});

describe('splitAfterSlashes', () => {
	it('cuts after the slashes of the host and path, never inside the scheme', () => {
		expect(splitAfterSlashes('https://api.example.com/tickets/{ticket_id}')).toEqual([
			'https://api.example.com/',
			'tickets/',
			'{ticket_id}',
		]);
		expect(splitAfterSlashes('/tickets/{id}/')).toEqual(['/tickets/', '{id}/']);
		expect(splitAfterSlashes('/')).toEqual(['/']);
	});
});
