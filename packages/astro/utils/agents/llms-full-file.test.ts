import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { writeLlmsFullFile } from './llms-full-file.ts';
import { writeLlmsFull, writeLlmsFullHead } from './llms-txt.ts';

let dir: string | undefined;
afterEach(async () => {
	if (dir) await rm(dir, { recursive: true, force: true });
});

describe('writeLlmsFullFile: llms-full.txt from the .md pages a build wrote', () => {
	it('holds every listed page as its .md file says it, under its source, in the listed order', async () => {
		dir = await mkdtemp(join(tmpdir(), 'llms-full-'));
		await writeFile(join(dir, 'index.md'), '# Home\n\n> Welcome.\n\nHello **there**.\n');
		await writeFile(join(dir, 'users.md'), '# Users\n\n`GET /users`\n\nLists users.\n');
		await writeFile(join(dir, 'empty.md'), '# Empty\n\n\n');
		const site = { title: 'Acme', description: 'The Acme API.' };
		await writeLlmsFullFile(pathToFileURL(`${dir}/`), {
			head: writeLlmsFullHead(site),
			pages: [
				{ title: 'Users', source: 'https://acme.dev/users/', file: '/users.md' },
				{ title: 'Home', source: 'https://acme.dev/', file: '/index.md' },
				// A title the file spells otherwise: the file's is the page's.
				{ title: 'Nothing', source: 'https://acme.dev/empty/', file: '/empty.md' },
				{ title: 'Gone', source: 'https://acme.dev/gone/', file: '/gone.md' },
			],
		});
		expect(await readFile(join(dir, 'llms-full.txt'), 'utf8')).toBe(
			writeLlmsFull(site, [
				{
					title: 'Users',
					source: 'https://acme.dev/users/',
					markdown: '`GET /users`\n\nLists users.',
				},
				{ title: 'Home', source: 'https://acme.dev/', markdown: '> Welcome.\n\nHello **there**.' },
				{ title: 'Empty', source: 'https://acme.dev/empty/', markdown: '' },
			]),
		);
	});
});
