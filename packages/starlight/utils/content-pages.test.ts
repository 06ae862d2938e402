import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveContentPages } from './content-pages.ts';

const NOTES = `---
title: Leave a note
api: POST /notes
---

<ParamField body="text" type="string" required>What the note says.</ParamField>
`;

describe("the site's own api: pages", () => {
	let root: string;
	let folder: string;
	beforeEach(() => {
		root = mkdtempSync(join(tmpdir(), 'trydocs-starlight-'));
		folder = join(root, 'src/content/docs');
		mkdirSync(join(folder, 'guides'), { recursive: true });
		writeFileSync(join(folder, 'guides/notes.mdx'), NOTES);
	});
	afterEach(() => rmSync(root, { recursive: true, force: true }));

	it('send a bare path to the mdx.server option, with its auth', async () => {
		const { pages, problems } = await resolveContentPages(root, folder, [], {
			server: ['https://api.example.com/v1', 'https://sandbox.example.com/v1'],
			auth: { method: 'key', name: 'X-Key' },
		});
		const operation = pages['src/content/docs/guides/notes.mdx']?.operation;
		expect(problems).toEqual([]);
		expect(operation?.servers.map((server) => server.url)).toEqual([
			'https://api.example.com/v1',
			'https://sandbox.example.com/v1',
		]);
		expect(operation?.security[0]?.[0]?.scheme).toEqual({
			type: 'apiKey',
			in: 'header',
			name: 'X-Key',
		});
		expect(operation?.parameters).toEqual([]);
		expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual(['application/json']);
	});

	it('say in the log that a bare path has no server, naming the option to set', async () => {
		const { pages, problems } = await resolveContentPages(root, folder, []);
		expect(pages['src/content/docs/guides/notes.mdx']?.operation?.servers).toEqual([]);
		expect(problems).toHaveLength(1);
		expect(problems[0]).toContain('src/content/docs/guides/notes.mdx (api)');
		expect(problems[0]).toContain(
			'`api: POST /notes` is a path, but the `mdx.server` option (the second argument of `starlightTrydocs()`) is not set',
		);
	});
});
