/**
 * A real Pagefind index for tests, made with Pagefind's Node API (the version `@trydocs/astro`
 * builds sites with), and Pagefind's own browser client run in Node (its WebAssembly compiles
 * here) as the reference the server's search is compared with.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import * as pagefind from 'pagefind';

/** A page to index: its URL from the site's root and its HTML. */
export interface TestPage {
	url: string;
	html: string;
}

/** A page of HTML with a title, whose `<main>` Pagefind indexes. */
export function htmlPage(title: string, body: string): string {
	return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main data-pagefind-body><h1>${title}</h1>${body}</main></body></html>`;
}

/** Indexes `pages` and writes the index to `<clientDir>/pagefind/`, as a site build does. */
export async function writePagefindIndex(clientDir: string, pages: TestPage[]): Promise<void> {
	const { index, errors } = await pagefind.createIndex({});
	if (!index) throw new Error(errors.join('\n'));
	try {
		for (const page of pages) {
			const added = await index.addHTMLFile({ url: page.url, content: page.html });
			if (added.errors.length > 0) throw new Error(added.errors.join('\n'));
		}
		const written = await index.writeFiles({ outputPath: join(clientDir, 'pagefind') });
		if (written.errors.length > 0) throw new Error(written.errors.join('\n'));
	} finally {
		await pagefind.close();
	}
}

/** A result of Pagefind's own client. */
export interface ClientResult {
	url: string;
	score: number;
}

/** Pagefind's browser client over a written index, served on loopback. */
export interface PagefindClient {
	/** Searches with a fresh instance (the chunks a reader's first search loads). */
	search(query: string): Promise<ClientResult[]>;
	close(): Promise<void>;
}

/** Starts Pagefind's client (`pagefind.js` of the index) over `<clientDir>/pagefind/`. */
export async function startPagefindClient(clientDir: string): Promise<PagefindClient> {
	const dir = join(clientDir, 'pagefind');
	const server = createServer((req, res) => {
		const path = decodeURIComponent((req.url ?? '/').split('?')[0] as string);
		readFile(join(dir, path)).then(
			(body) => res.writeHead(200).end(body),
			() => res.writeHead(404).end(),
		);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as { port: number };
	const source = await readFile(join(dir, 'pagefind.js'));
	const url = `data:text/javascript;base64,${source.toString('base64')}`;
	const client = (await import(/* @vite-ignore */ url)) as {
		createInstance(options: { basePath: string }): {
			search(query: string): Promise<{
				results: Array<{ score: number; data(): Promise<{ url: string }> }>;
			}>;
			destroy(): Promise<void>;
		};
	};
	return {
		async search(query) {
			const instance = client.createInstance({ basePath: `http://127.0.0.1:${port}/` });
			try {
				const { results } = await instance.search(query);
				return Promise.all(
					results.map(async (result) => ({ url: (await result.data()).url, score: result.score })),
				);
			} finally {
				await instance.destroy();
			}
		},
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}
