import { describe, expect, it } from 'vitest';
import { getGeneratedSlug } from './site-index.ts';

describe('getGeneratedSlug', () => {
	it("puts a generatePages operation's slug under the prefix, without slashes around it", () => {
		expect(getGeneratedSlug('/reference', 'get-page')).toBe('reference/get-page');
		expect(getGeneratedSlug('/api/v1/', 'list-pages')).toBe('api/v1/list-pages');
		expect(getGeneratedSlug('/', 'list-pages')).toBe('list-pages');
	});
});
