import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

describe('@trydocs/playground public API (pinned: a change here is a change for users)', () => {
	it('has exactly these entry points, the same in the workspace and in the packed package', () => {
		expect(Object.keys(manifest.exports)).toEqual(['.', './TryIt', './constants', './try-it.css']);
		expect(Object.keys(manifest.publishConfig.exports)).toEqual(Object.keys(manifest.exports));
		expect(manifest.files).toEqual(['dist']);
	});

	it('exports exactly these names', async () => {
		expect(Object.keys(await import('./index.ts')).sort()).toEqual([
			'PLAYGROUND_STRINGS',
			'createIslandProps',
			'createPlaygroundState',
		]);
		// The one constants module: page attributes, the server-change event, and the routes of
		// `trydocsServer()` that the island's proxy URL comes from.
		expect(Object.keys(await import('./constants.ts')).sort()).toEqual([
			'ATTR_BASE',
			'ATTR_COPY',
			'ATTR_ENDPOINT',
			'ATTR_PARAM',
			'ATTR_PATH',
			'ATTR_REQUEST_URL',
			'ATTR_RESPONSE_FIELD',
			'ATTR_RESPONSE_STATUS',
			'ATTR_SERVERS',
			'ATTR_URL',
			'DATA_ATTRIBUTES',
			'DEFAULT_PROXY_PATH',
			'DEFAULT_ROUTES',
			'MCP_HOOK',
			'PROXY_STREAM_TYPE',
			'ROUTES_HOOK',
			'SERVER_CHANGE_EVENT',
			'SPECS_HOOK',
			'getProxyPath',
			'withBase',
		]);
	});
});
