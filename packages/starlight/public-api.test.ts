import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

describe('@trydocs/starlight public API (pinned: a change here is a change for users)', () => {
	it('has exactly these entry points', () => {
		expect(Object.keys(manifest.exports)).toEqual([
			'.',
			'./components',
			'./route-middleware',
			'./routes/operation.astro',
			'./components/MarkdownContent.astro',
			'./styles/sidebar.css',
		]);
	});

	// Loading the plugin loads Astro's and Starlight's modules: slow on a busy machine.
	it("exports the plugin and starlight-openapi's two sidebar helpers, by their names", {
		timeout: 60_000,
	}, async () => {
		expect(Object.keys(await import('./index.ts')).sort()).toEqual([
			'createOpenAPISidebarGroup',
			'default',
			'openAPISidebarGroups',
		]);
	});
});
