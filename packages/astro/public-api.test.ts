import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

describe('@trydocs/astro public API (pinned: a change here is a change for users)', () => {
	it('has exactly these entry points', () => {
		expect(Object.keys(manifest.exports)).toEqual([
			'.',
			'./schema',
			'./problems',
			'./check',
			'./endpoint',
			'./endpoint.css',
			'./endpoint-styles',
			'./routes/page.astro',
			'./routes/operation.astro',
			'./routes/404.astro',
			'./routes/oauth-callback.astro',
			'./routes/markdown.ts',
			'./routes/llms-txt.ts',
			'./routes/llms-full-txt.ts',
			'./components/*',
		]);
	});

	// Loading the integration loads MDX and Preact: slow on a busy machine.
	it('exports exactly the integration, and the collection helpers and schemas', {
		timeout: 60_000,
	}, async () => {
		expect(Object.keys(await import('./index.ts')).sort()).toEqual(['default']);
		expect(Object.keys(await import('./schemas/index.ts')).sort()).toEqual([
			'DocsJsonSchema',
			'FrontmatterSchema',
			'docsLoader',
			'docsSchema',
		]);
		// What another host (Starlight) needs to draw endpoint pages in its own frame.
		expect(Object.keys(await import('./endpoint.ts')).sort()).toEqual([
			'SPECS_HOOK',
			'createEndpointViteConfig',
			'findProxyUrl',
			'getOperationName',
			'getTocEntries',
			'listEndpointHeadings',
			'readApiPageFile',
			'renderMarkdown',
			'setEndpointLanguage',
		]);
		// The problem list that a build, `astro dev` and `trydocs check` share.
		expect(Object.keys(await import('./utils/problems/problems.ts')).sort()).toEqual([
			'clearProblems',
			'countProblems',
			'formatProblem',
			'listProblems',
			'onProblem',
			'reportProblem',
		]);
	});
});
