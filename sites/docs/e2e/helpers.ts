/**
 * Helpers of the playground's browser tests: open the modal like a reader does, run axe-core,
 * and (from the test utilities) serve a static build and run a real HTTP server that records
 * what it receives (an API on another origin).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@trydocs/test-utils/browser';
import { type ServedSite, serveBuiltSite } from '@trydocs/test-utils/serve';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { DOCS_SITE_URL_VARIABLE } from './docs-server.ts';

export {
	type Received,
	type RecordingServer,
	startRecordingServer,
} from '@trydocs/test-utils/recording-server';
export { serveStatic } from '@trydocs/test-utils/serve';

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

/** The built docs site, Chromium, and a fresh browser context for the test that is running. */
export interface DocsSiteSession {
	/** The built docs site, served by its `server.mjs` (the run's one server, see `docs-server.ts`). */
	readonly site: ServedSite;
	readonly browser: Browser;
	/** A new context per test (5 s default timeout), allowed to use the clipboard. */
	readonly context: BrowserContext;
}

/**
 * Registers the setup the docs site's browser tests share: the built site (the one the run's
 * global setup serves, else served for the file) and Chromium once for the file, and a fresh
 * context (clipboard allowed) for each test, closing everything afterwards. Call it in a
 * `describe` block; read the fields inside tests.
 */
export function useDocsSite(): DocsSiteSession {
	const root = fileURLToPath(new URL('..', import.meta.url));
	let site: ServedSite | undefined;
	let browser: Browser | undefined;
	let context: BrowserContext | undefined;
	beforeAll(async () => {
		const shared = process.env[DOCS_SITE_URL_VARIABLE];
		// The run's server is stopped by its global setup, not by a file.
		site = shared ? { url: shared, stop: async () => {} } : await serveBuiltSite(root);
		browser = await launchChromium();
	});
	afterAll(async () => {
		await browser?.close();
		await site?.stop();
	});
	beforeEach(async () => {
		context = await ready(browser).newContext();
		context.setDefaultTimeout(5_000);
		await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
			origin: ready(site).url,
		});
	});
	afterEach(async () => {
		await context?.close();
	});
	return {
		get site() {
			return ready(site);
		},
		get browser() {
			return ready(browser);
		},
		get context() {
			return ready(context);
		},
	};
}

function ready<T>(value: T | undefined): T {
	if (value === undefined) throw new Error('useDocsSite(): read its fields inside a test or hook');
	return value;
}
