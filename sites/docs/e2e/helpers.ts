/**
 * Helpers of the playground's browser tests: open the modal like a reader does, run axe-core,
 * and a real HTTP server that records what it receives (an API on another origin).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { getFreePort } from '@trydocs/test-utils/serve';
import type { Locator, Page } from 'playwright-core';

/** Opens `url`, clicks 'Try it' (hydration happens on that first click) and returns the dialog. */
export async function openPlayground(page: Page, url: string, title?: string): Promise<Locator> {
	await page.goto(url);
	await page.getByRole('button', { name: 'Try it' }).click();
	const dialog = title ? page.getByRole('dialog', { name: title }) : page.getByRole('dialog');
	await dialog.waitFor();
	return dialog;
}

/** The code of the visible code-example tab, once the snippet writer has loaded. */
export async function visibleSnippet(dialog: Locator): Promise<string> {
	const code = dialog.locator('.td-pg-code-panel:not([hidden]) pre');
	await code.locator('code[data-ready]').waitFor();
	return code.innerText();
}

/** Runs axe-core on one element of the page and returns its violations. */
export async function runAxe(page: Page, selector: string) {
	const require = createRequire(import.meta.url);
	await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
	return page.evaluate(async (target) => {
		const axe = (
			window as unknown as { axe: { run: (el: Element) => Promise<{ violations: unknown[] }> } }
		).axe;
		const element = document.querySelector(target);
		if (!element) throw new Error(`No ${target} on the page`);
		const result = await axe.run(element);
		return result.violations as Array<{ id: string; help: string; nodes: Array<{ html: string }> }>;
	}, selector);
}

/** One request as the recording server received it. */
export interface Received {
	method: string;
	path: string;
	headers: Record<string, string | string[] | undefined>;
	body: Buffer;
}

/** A recording API server on its own origin (loopback, a free port). */
export interface RecordingServer {
	origin: string;
	port: number;
	received: Received[];
	stop: () => Promise<void>;
}

/**
 * Starts an API on another origin. It records every request and answers with JSON describing
 * it. CORS is allowed for any origin except under `/nocors/`; a path ending in `/html` answers
 * HTML with a script, `/image.png` a PNG, `/text` plain text.
 */
export async function startRecordingServer(port?: number): Promise<RecordingServer> {
	const received: Received[] = [];
	const server: Server = createServer(async (request, response) => {
		const body = await readAll(request);
		const path = request.url ?? '/';
		const cors = !path.startsWith('/nocors/');
		if (cors) {
			response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
			response.setHeader(
				'Access-Control-Allow-Headers',
				request.headers['access-control-request-headers'] ?? '*',
			);
			response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
			response.setHeader('Access-Control-Expose-Headers', 'X-Echo');
		}
		if (request.method === 'OPTIONS') {
			response.writeHead(204).end();
			return;
		}
		received.push({ method: request.method ?? '', path, headers: request.headers, body });
		const name = path.split('?')[0]?.split('/').at(-1) ?? '';
		if (name === 'html') {
			response.writeHead(200, { 'Content-Type': 'text/html' });
			response.end('<h1 id="injected">Hello</h1><script>window.__injected = true</script>');
			return;
		}
		if (name === 'image.png') {
			response.writeHead(200, { 'Content-Type': 'image/png' });
			response.end(PNG);
			return;
		}
		if (name === 'text') {
			response.writeHead(200, { 'Content-Type': 'text/plain' });
			response.end('plain <b>text</b>');
			return;
		}
		response.writeHead(path.includes('missing') ? 404 : 200, {
			'Content-Type': 'application/json',
			'X-Echo': 'yes',
		});
		response.end(
			JSON.stringify({
				method: request.method,
				path,
				contentType: request.headers['content-type'] ?? null,
				body: body.toString('utf8'),
			}),
		);
	});
	const chosen = port ?? (await getFreePort());
	await new Promise<void>((resolve) => server.listen(chosen, '127.0.0.1', resolve));
	return {
		origin: `http://127.0.0.1:${chosen}`,
		port: chosen,
		received,
		stop: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of request) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}

/** A 1x1 red PNG. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
	'base64',
);

const TYPES: Record<string, string> = {
	'.html': 'text/html',
	'.js': 'text/javascript',
	'.css': 'text/css',
	'.json': 'application/json',
	'.svg': 'image/svg+xml',
};

/** Serves a static build folder (`dist/` of a site without an adapter) on a free port. */
export async function serveStatic(
	dir: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
	const server = createServer((request, response) => {
		const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
		let file = join(dir, pathname);
		if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
		if (!file.startsWith(dir) || !existsSync(file)) {
			response.writeHead(404).end('Not found');
			return;
		}
		response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
		createReadStream(file).pipe(response);
	});
	const port = await getFreePort();
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${port}`,
		stop: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
