import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { setShared } from '../../registry.ts';
import { writeLlmsFull } from './site-routes.ts';

let dir: string | undefined;
afterEach(async () => {
	setShared('llmsFull', undefined);
	if (dir) await rm(dir, { recursive: true, force: true });
});

const switches = { markdown: true, llmsTxt: true };

describe('writeLlmsFull: llms-full.txt after a build', () => {
	it('writes it and its .well-known copy from the plan the llms.txt route recorded', async () => {
		dir = await mkdtemp(join(tmpdir(), 'llms-full-'));
		await writeFile(join(dir, 'a.md'), '# A\n\nText.\n');
		setShared('llmsFull', {
			head: '# Site',
			pages: [{ title: 'A', source: 'https://x.dev/a/', file: '/a.md' }],
		});
		expect(await writeLlmsFull(pathToFileURL(`${dir}/`), switches)).toBe(true);
		const full = await readFile(join(dir, 'llms-full.txt'), 'utf8');
		expect(full).toBe('# Site\n\n---\n\n# A\nSource: https://x.dev/a/\n\nText.\n');
		expect(await readFile(join(dir, '.well-known/llms-full.txt'), 'utf8')).toBe(full);
	});

	it('writes nothing, and says so, when no llms.txt of Trydocs was rendered', async () => {
		dir = await mkdtemp(join(tmpdir(), 'llms-full-'));
		expect(await writeLlmsFull(pathToFileURL(`${dir}/`), switches)).toBe(false);
		expect(existsSync(join(dir, 'llms-full.txt'))).toBe(false);
	});
});
