import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { AstroIntegrationLogger } from 'astro';
import { afterEach, describe, expect, it } from 'vitest';
import { getShared } from '../../registry.ts';
import { startSearchIndex } from './pagefind.ts';
import type { SearchCollector } from './search-collector.ts';

const logger = { info() {} } as unknown as AstroIntegrationLogger;
const page = (title: string, text: string) =>
	`<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>Skip me</nav><main data-pagefind-body><h1>${title}</h1><p>${text}</p></main></body></html>`;

const bytes = (html: string) => new TextEncoder().encode(html);

/** The pages of a written index: their address and text. */
async function readIndex(dir: string): Promise<Array<{ url: string; content: string }>> {
	const folder = join(dir, 'pagefind', 'fragment');
	const pages = [];
	for (const file of await readdir(folder)) {
		const text = gunzipSync(await readFile(join(folder, file))).toString();
		pages.push(JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string });
	}
	return pages.sort((a, b) => a.url.localeCompare(b.url));
}

let dir: string;
afterEach(async () => {
	await rm(dir, { recursive: true, force: true });
});

describe('the search index', () => {
	it('indexes the pages handed over while the build renders, at their address under base', async () => {
		dir = await mkdtemp(join(tmpdir(), 'trydocs-search-'));
		const search = startSearchIndex('/docs/');
		const collector = getShared('search') as SearchCollector;
		await Promise.all([
			collector.add('/docs/guide/', bytes(page('Guide', 'Rebuild with a project key.'))),
			collector.add(
				'/docs/reference/get-ticket',
				bytes(page('Retrieve a ticket', 'Reads one ticket.')),
			),
		]);
		await search.finish(pathToFileURL(`${dir}/`), logger);
		const pages = await readIndex(dir);
		expect(pages.map((entry) => entry.url)).toEqual(['/guide/', '/reference/get-ticket/']);
		expect(pages[0]?.content).toContain('Rebuild with a project key.');
		expect(pages[0]?.content).not.toContain('Skip me');
		// The build is over: nothing is collected any more.
		expect(getShared('search')).toBeUndefined();
	});

	it('reads the built files when no page was handed over', async () => {
		dir = await mkdtemp(join(tmpdir(), 'trydocs-search-'));
		await mkdir(join(dir, 'guide'));
		await writeFile(join(dir, 'guide', 'index.html'), page('Guide', 'Read from the file.'));
		await startSearchIndex('/').finish(pathToFileURL(`${dir}/`), logger);
		const pages = await readIndex(dir);
		expect(pages.map((entry) => entry.url)).toEqual(['/guide/']);
		expect(pages[0]?.content).toContain('Read from the file.');
	});
});

/** Every file of a written index, by its path under `pagefind/`. */
async function readIndexFiles(dir: string): Promise<Map<string, Buffer>> {
	const files = new Map<string, Buffer>();
	const root = join(dir, 'pagefind');
	for (const file of await readdir(root, { recursive: true })) {
		const path = join(root, file);
		if (!file.includes('.')) continue;
		files.set(file, await readFile(path));
	}
	return files;
}

describe('the search index of a build that reuses pages', () => {
	const pages = {
		guide: page('Guide', 'Rebuild with a project key.'),
		'reference/get-ticket': page('Retrieve a ticket', 'Reads one ticket.'),
		'reference/list-tickets': page('List tickets', 'Lists the tickets.'),
	};
	const built = Object.keys(pages).map((path) => ({ pathname: `/${path}/` }));
	const messages: string[] = [];
	const recording = { info: (message: string) => messages.push(message) } as never;

	/** A build of `pages` that renders the pages in `rendered` and reuses the others from disk. */
	async function buildIndex(cache: string | undefined, rendered: string[], html = pages) {
		dir = await mkdtemp(join(tmpdir(), 'trydocs-search-'));
		const search = startSearchIndex('/', cache ? pathToFileURL(`${cache}/`) : undefined);
		const collector = getShared('search') as SearchCollector;
		for (const [path, content] of Object.entries(html)) {
			await mkdir(join(dir, path), { recursive: true });
			await writeFile(join(dir, path, 'index.html'), content);
			collector.expect(path, `key of ${content}`);
		}
		for (const path of rendered) {
			await collector.add(`/${path}/`, bytes(html[path as keyof typeof html]));
		}
		await search.finish(pathToFileURL(`${dir}/`), recording, built);
		return dir;
	}

	it("writes a clean build's index, reading the reused pages from the last build's record while the others render", async () => {
		const cache = await mkdtemp(join(tmpdir(), 'trydocs-search-cache-'));
		await buildIndex(cache, Object.keys(pages));
		await rm(dir, { recursive: true, force: true });
		const edited = { ...pages, 'reference/get-ticket': page('Retrieve a ticket', 'Edited.') };
		messages.length = 0;
		const incremental = await readIndexFiles(
			await buildIndex(cache, ['reference/get-ticket'], edited),
		);
		expect(messages.join('\n')).toContain('2 of them reused');
		await rm(dir, { recursive: true, force: true });
		const clean = await readIndexFiles(await buildIndex(undefined, Object.keys(pages), edited));
		expect([...incremental.keys()].sort()).toEqual([...clean.keys()].sort());
		for (const [file, content] of clean)
			expect(incremental.get(file)?.equals(content), file).toBe(true);
		await rm(cache, { recursive: true, force: true });
	});
});
