import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuilt } from '@trydocs/test-utils/agents-output';
import { describe, expect, it } from 'vitest';

// The docs site as `pnpm test` builds it: its own AsyncAPI example (the build log's events) as
// a generated page, its Markdown, and the guide that documents AsyncAPI.
const dist = fileURLToPath(new URL('../dist/client/', import.meta.url));
const read = (path: string) => readBuilt(dist, path);
const text = (html: string) =>
	html
		.replace(/<script[\s\S]*?<\/script>/g, ' ')
		.replace(/<[^>]+>/g, ' ')
		.replace(/&#39;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/\s+/g, ' ');

describe('docs site: AsyncAPI', () => {
	const page = read(join('/events/builds/follow-a-builds-log/', 'index.html'));

	it("documents the build log's events from the site's own AsyncAPI document", () => {
		expect(page).toContain('<span class="td-method td-method-send">SEND</span>');
		const words = text(page);
		expect(words).toContain('Trydocs build events sends these messages on this channel');
		expect(words).toContain('status application/json');
		expect(words).toContain('log text/plain');
		expect(words).toContain('end application/json');
		expect(words).toContain('HTTP bearer authentication');
		expect(words).toContain(
			'curl -N "https://docs.example.com/api/projects/{project_id}/builds/{build_id}/logs"',
		);
		// HTTP is no WebSocket: the page documents it, no playground.
		expect(page).not.toContain('data-td-ws=');
	});

	it('lists it in the navigation, and writes its Markdown', () => {
		expect(read('/index.html')).toContain('href="/events/builds/follow-a-builds-log/"');
		const md = read('/events/builds/follow-a-builds-log.md');
		expect(md).toContain("# Follow a build's log");
		expect(md).toContain('`SEND /projects/{project_id}/builds/{build_id}/logs`');
		expect(md).toContain('- `status` (string, required): Where the build is.');
	});

	it('has a guide to AsyncAPI', () => {
		expect(text(read('/guides/asyncapi/index.html'))).toContain('Try a WebSocket');
	});
});
