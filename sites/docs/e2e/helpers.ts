/**
 * Helpers of the playground's browser tests: open the modal like a reader does, run axe-core,
 * serve a static build, and (from the test utilities) a real HTTP server that records what it
 * receives (an API on another origin).
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { getFreePort } from '@trydocs/test-utils/serve';

export {
	type Received,
	type RecordingServer,
	startRecordingServer,
} from '@trydocs/test-utils/recording-server';

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
