/**
 * The server's reading of a real Pagefind index, built here with Pagefind's Node API from pages
 * of the Mintlify docs corpus (fixtures/mintlify-docs), against Pagefind's own client run on the
 * same index: the same pages, in the same order, with the same scores.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	htmlPage,
	type PagefindClient,
	startPagefindClient,
	writePagefindIndex,
} from '../../test-utils/pagefind.ts';
import { createTempDir } from '../../test-utils/setup.ts';
import { decodeCbor } from './cbor.ts';
import { stemEnglish } from './english-stemmer.ts';
import { openPagefindIndex, type PagefindIndex } from './index-files.ts';
import { rankQuery, searchPagefind } from './search.ts';

const corpus = fileURLToPath(new URL('../../../../fixtures/mintlify-docs/', import.meta.url));

/** An MDX page as plain HTML: its title, `##` headings with ids, the rest as paragraphs. */
function toHtml(mdx: string): { title: string; html: string } {
	const [, front = '', body = mdx] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(mdx) ?? [];
	const title = /^title:\s*"?(.*?)"?\s*$/m.exec(front)?.[1] ?? 'Untitled';
	const escapeHtml = (text: string) =>
		text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
	const html = body
		.split('\n')
		.filter((line) => line.trim() && !/^\s*<\/?[A-Z]/.test(line) && !line.startsWith('```'))
		.map((line) => {
			const heading = /^#{2,3}\s+(.+)$/.exec(line);
			if (!heading) return `<p>${escapeHtml(line)}</p>`;
			const text = heading[1] as string;
			return `<h2 id="${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}">${escapeHtml(text)}</h2>`;
		})
		.join('\n');
	return { title, html: htmlPage(escapeHtml(title), html) };
}

describe('the MCP search over a real Pagefind index', () => {
	let clientDir: string;
	let index: PagefindIndex;
	let client: PagefindClient;
	const texts: string[] = [];

	beforeAll(async () => {
		clientDir = createTempDir('trydocs-pagefind-');
		const pages = ['analytics', 'agent'].flatMap((folder) =>
			readdirSync(join(corpus, folder))
				.filter((file) => file.endsWith('.mdx'))
				.map((file) => {
					const { title, html } = toHtml(readFileSync(join(corpus, folder, file), 'utf8'));
					texts.push(html.replace(/<[^>]+>/g, ' '));
					return { url: `/${folder}/${file.replace(/\.mdx$/, '')}/`, html, title };
				}),
		);
		await writePagefindIndex(clientDir, pages);
		const read = async (path: string) => {
			try {
				return new Uint8Array(await readFile(join(clientDir, 'pagefind', path)));
			} catch {
				return undefined;
			}
		};
		index = (await openPagefindIndex(read)) as PagefindIndex;
		client = await startPagefindClient(clientDir);
	}, 60_000);

	afterAll(async () => {
		await client?.close();
	});

	/** The queries: chosen ones, then words, pairs and prefixes of the pages' own text. */
	function getQueries(): string[] {
		const words = texts
			.join(' ')
			.split(/\s+/)
			.filter((word) => /\w{2,}/.test(word));
		let seed = 7;
		const pick = () => {
			seed = (seed * 1103515245 + 12345) % 2147483648;
			return words[seed % words.length] as string;
		};
		const chosen = [
			'analytics',
			'export analytics data',
			'assistant conversations',
			'agent slack',
			'custom prompts',
			'"search analytics"',
			'configur',
			'Prompt!',
			'organization',
			'x',
			'a',
			's',
			'co',
			'café',
		];
		const drawn = Array.from({ length: 40 }, (_, at) => {
			const word = pick();
			if (at % 4 === 1) return `${word} ${pick()}`;
			if (at % 4 === 2) return word.slice(0, Math.max(2, Math.ceil(word.length / 2)));
			return word;
		});
		return [...chosen, ...drawn];
	}

	it("ranks the same pages in the same order as Pagefind's own client", async () => {
		const differences: string[] = [];
		for (const query of getQueries()) {
			const theirs = await client.search(query);
			const ranked = await rankQuery(index, query);
			const ours = await Promise.all(
				ranked.map(async (result) => ({
					url: (await index.readFragment(index.pages[result.pageIndex] as never)).url,
					score: result.score,
				})),
			);
			const same =
				ours.length === theirs.length &&
				ours.every(
					(result, at) =>
						result.url === theirs[at]?.url &&
						Math.abs(result.score - (theirs[at]?.score ?? 0)) < 1e-4 * Math.max(1, result.score),
				);
			if (!same) {
				differences.push(
					`${query}: ${theirs.map((result) => result.url).join(' ')} <> ${ours.map((result) => result.url).join(' ')}`,
				);
			}
		}
		expect(differences).toEqual([]);
	}, 120_000);

	it('describes a result with its title, an excerpt and the sections that match', async () => {
		const { hits, total } = await searchPagefind(index, 'export analytics data', 1);
		expect(total).toBe(2);
		expect(hits).toHaveLength(1);
		const first = hits[0];
		expect(first?.url).toBe('/analytics/index/');
		expect(first?.title).toBe('Analytics overview');
		expect(first?.excerpt.split(' ').length).toBe(30);
		expect(first?.excerpt).toMatch(/^Analytics overview\. Analytics require/);
		expect(first?.sections.map((section) => [section.title, section.url])).toEqual([
			['Select an analytics view', '/analytics/index/#select-an-analytics-view'],
			['Filter by time period', '/analytics/index/#filter-by-time-period'],
		]);
		expect(first?.sections[1]?.excerpt).toContain('Exports also use the selected time range.');
	});

	it("stems every word of the pages to a word of the index, as Pagefind's stemmer did", () => {
		const keys = new Set<string>();
		for (const file of readdirSync(join(clientDir, 'pagefind/index'))) {
			const bytes = gunzipSync(readFileSync(join(clientDir, 'pagefind/index', file)));
			const [words] = decodeCbor(bytes.subarray('pagefind_dcd'.length)) as [[string][]];
			for (const [word] of words) keys.add(word);
		}
		const missing = new Set<string>();
		for (const word of texts.join(' ').toLowerCase().split(/\s+/)) {
			if (/^[a-z]+$/.test(word) && !keys.has(stemEnglish(word))) missing.add(word);
		}
		expect([...missing]).toEqual([]);
		// Snowball 3's own cases: fixed first regions, and the words step 1b keeps whole.
		expect(
			[
				'organization',
				'universally',
				'general',
				'dying',
				'inning',
				'succeeded',
				'skies',
				'constructor',
			].map(stemEnglish),
		).toEqual([
			'organiz',
			'universal',
			'general',
			'die',
			'inning',
			'succeed',
			'sky',
			'constructor',
		]);
	});

	it('reads the first 32 words of a query, so a long one costs no more than that', async () => {
		const pages = async (query: string) =>
			(await rankQuery(index, query)).map((result) => result.pageIndex);
		const first32 = await pages('analytics '.repeat(32));
		expect(first32.length).toBeGreaterThan(2);
		expect(await pages(`${'analytics '.repeat(32)}slack`)).toEqual(first32);
		expect(await pages('analytics slack')).not.toEqual(first32);
	});

	it('reads no index where there is none, and names a broken file', async () => {
		expect(await openPagefindIndex(async () => undefined)).toBeUndefined();
		const broken = join(clientDir, 'broken.pf_meta');
		writeFileSync(broken, 'not gzip');
		const entry = readFileSync(join(clientDir, 'pagefind/pagefind-entry.json'));
		await expect(
			openPagefindIndex(async (path) =>
				path === 'pagefind-entry.json'
					? new Uint8Array(entry)
					: new Uint8Array(readFileSync(broken)),
			),
		).rejects.toThrow(/^pagefind\.en_\w+\.pf_meta is not a Pagefind file/);
	});
});
