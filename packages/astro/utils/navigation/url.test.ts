import { describe, expect, it } from 'vitest';
import { splitAfterSlashes, withBaseLink } from './url.ts';

describe('withBaseLink', () => {
	it('puts site paths under the base, with or without its trailing slash', () => {
		expect(withBaseLink('/', '/guides/')).toBe('/guides/');
		expect(withBaseLink('/docs', '/guides/')).toBe('/docs/guides/');
		expect(withBaseLink('/docs/', 'logo.svg')).toBe('/docs/logo.svg');
		expect(withBaseLink('/docs/', '/')).toBe('/docs/');
	});
	it('leaves absolute URLs, anchors and mailto alone', () => {
		expect(withBaseLink('/docs/', 'https://github.com/x')).toBe('https://github.com/x');
		expect(withBaseLink('/docs/', '//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
		expect(withBaseLink('/docs/', '#top')).toBe('#top');
		expect(withBaseLink('/docs/', 'mailto:a@b.c')).toBe('mailto:a@b.c');
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
