import { describe, expect, it } from 'vitest';
import { getSitemapUrls } from './sitemap.ts';

describe('getSitemapUrls', () => {
	const pages = [
		{ pathname: '' },
		{ pathname: 'guides/setup/' },
		{ pathname: '404/' },
		{ pathname: 'trydocs/oauth-callback/' },
	];
	it('lists every page but the 404 page and the OAuth callback as absolute URLs under base', () => {
		expect(getSitemapUrls(pages, 'https://docs.example.com', '/docs/', 'ignore')).toEqual([
			'https://docs.example.com/docs/',
			'https://docs.example.com/docs/guides/setup/',
		]);
	});
	it('follows trailingSlash: never', () => {
		expect(getSitemapUrls(pages, 'https://docs.example.com', '/', 'never')).toEqual([
			'https://docs.example.com/',
			'https://docs.example.com/guides/setup',
		]);
	});
});
