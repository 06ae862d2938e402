import { fileURLToPath } from 'node:url';
import { launchChromium } from '@trydocs/test-utils/browser';
import { clickUntilDevToast, getDevToast } from '@trydocs/test-utils/dev-toast';
import { loadFixture } from '@trydocs/test-utils/load-fixture';
import { type ServedSite, serveBuiltSite, startAstroDev } from '@trydocs/test-utils/serve';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPlayground, runAxe, visibleSnippet } from './helpers.ts';

/**
 * Runs axe-core on the dev toast while it is shown. The toast hides 4 s after it shows, which a
 * busy machine can spend loading and running axe: a run the toast did not outlast is made again
 * on a toast shown anew by the button.
 */
async function runAxeOnShownToast(page: Page) {
	for (let attempt = 1; ; attempt++) {
		const violations = await runAxe(page, '.td-toast-shown').catch(() => undefined);
		const stillShown = (await page.locator('.td-toast-shown').count()) === 1;
		if (violations && stillShown) return violations;
		if (attempt === 3) throw new Error('The dev toast hid before axe-core had read it, 3 times.');
		await page.getByRole('button', { name: 'Try it' }).click();
		await getDevToast(page).waitFor();
	}
}

let root: string;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
	const fixture = await loadFixture('playground-modes');
	root = fixture.root;
	browser = await launchChromium();
}, 120_000);
afterAll(async () => {
	await browser?.close();
});
beforeEach(async () => {
	context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	context.setDefaultTimeout(5_000);
});
afterEach(async () => {
	await context?.close();
});

describe('fixture playground-modes: display modes (global simple, per-page overrides)', () => {
	let site: ServedSite;
	beforeAll(async () => {
		site = await serveBuiltSite(root);
	});
	afterAll(async () => {
		await site?.stop();
	});

	it('interactive (frontmatter over the global simple): button, form, live code and Send', async () => {
		const page = await context.newPage();
		const dialog = await openPlayground(page, `${site.url}/interactive/`, 'Interactive thing');
		await dialog.getByLabel('thing_id').fill('t-1');
		expect(await visibleSnippet(dialog)).toContain(`${site.url}/api/things-demo/things/t-1`);
		await dialog.getByLabel('thing_id').press('Control+Enter');
		// Nothing serves the demo path on this fixture: the site's own 404 is a real response.
		await dialog.locator('.td-pg-status').waitFor();
		expect(await dialog.locator('.td-pg-status').textContent()).toBe('404 Not Found');
		await page.screenshot({ path: '/tmp/td-mode-interactive.png' });
	});

	it('simple (global docs.json mode): button, form and live code, but no Send and no shortcut', async () => {
		const page = await context.newPage();
		let requests = 0;
		page.on('request', (request) => {
			if (request.url().includes('/api/things-demo/')) requests++;
		});
		const dialog = await openPlayground(page, `${site.url}/simple/`, 'Simple thing');
		await dialog.getByLabel('thing_id').fill('t-2');
		expect(await visibleSnippet(dialog)).toContain(`${site.url}/api/things-demo/things/t-2`);
		expect(await dialog.getByRole('button', { name: 'Send' }).count()).toBe(0);
		expect(await dialog.locator('.td-pg-note').textContent()).toBe(
			'Sending is turned off for this endpoint: fill in the form and copy a code example to run the request yourself.',
		);
		await dialog.getByLabel('thing_id').press('Control+Enter');
		await dialog.getByLabel('thing_id').press('Meta+Enter');
		await page.waitForTimeout(300);
		expect(requests).toBe(0);
		expect(await dialog.locator('.td-pg-response').count()).toBe(0);
		expect(await runAxe(page, 'dialog')).toEqual([]);
		await page.screenshot({ path: '/tmp/td-mode-simple.png' });
	});

	it('none (frontmatter): no Try it button and no modal, even with ?playground=open', async () => {
		const html = await (await fetch(`${site.url}/none/`)).text();
		expect(html).not.toContain('td-try-it');
		expect(html).not.toContain('<astro-island');
		const page = await context.newPage();
		await page.goto(`${site.url}/none/?playground=open`);
		expect(await page.getByRole('button', { name: 'Try it' }).count()).toBe(0);
		await page.waitForTimeout(300);
		expect(await page.getByRole('dialog').count()).toBe(0);
	});

	it('ships no playground JavaScript before the reader reaches for the button', async () => {
		const page = await context.newPage();
		const scripts: string[] = [];
		page.on('request', (request) => {
			if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
		});
		await page.goto(`${site.url}/interactive/`, { waitUntil: 'networkidle' });
		expect(scripts.filter((path) => /TryIt|Modal|snippet|signals/.test(path))).toEqual([]);
		await page.getByRole('button', { name: 'Try it' }).hover();
		await expect.poll(() => scripts.some((path) => path.includes('TryIt'))).toBe(true);
	});
});

describe('docs site under astro dev: a toast instead of the modal', () => {
	const docsRoot = fileURLToPath(new URL('..', import.meta.url));
	const PAGE = '/api-reference/tickets/get/';
	let url: string;
	let stop: () => Promise<void>;
	beforeAll(async () => {
		// A real `astro dev`, in its own process, as `pnpm dev` runs it.
		const dev = await startAstroDev(docsRoot, {}, PAGE);
		url = dev.url;
		stop = dev.stop;
		// It answers before its first page is ready: wait for one.
		const deadline = Date.now() + 60_000;
		while (Date.now() < deadline) {
			try {
				if ((await fetch(url + PAGE, { signal: AbortSignal.timeout(5_000) })).ok) break;
			} catch {
				// Not answering yet.
			}
			await new Promise((resolve) => setTimeout(resolve, 250));
		}
		// The first visit makes Vite pre-bundle the island's dependencies and reload the page
		// once: click until a toast shows, so the tests meet a settled dev server.
		const warm = await browser.newPage();
		await clickUntilDevToast(warm, url + PAGE, 15_000);
		await warm.close();
	}, 90_000);
	afterAll(async () => {
		await stop?.();
	});

	it('rule 11: the button is visible; clicking it shows a brief live-region toast and no modal', async () => {
		const page = await context.newPage();
		// The page's clock runs as usual, and can be moved on past the toast's lifetime.
		await page.clock.install();
		await page.goto(url + PAGE);
		const button = page.getByRole('button', { name: 'Try it' });
		await button.waitFor();
		expect(await button.isVisible()).toBe(true);
		await button.click();
		const toast = getDevToast(page);
		await toast.waitFor({ timeout: 15_000 });
		expect(await toast.textContent()).toBe(
			'The playground works on the deployed site: build the site (astro build, then astro preview) to send requests from here.',
		);
		expect(await toast.getAttribute('aria-live')).toBe('polite');
		expect(await page.getByRole('dialog').count()).toBe(0);
		await page.screenshot({ path: '/tmp/td-dev-toast.png' });
		// Brief: gone 4 s after the click.
		await page.clock.fastForward(4_000);
		await expect.poll(() => toast.count()).toBe(0);
		expect(page.url()).toBe(url + PAGE);
	});

	it('rule 11: ?playground=open shows the same toast in dev, not the modal; axe is clean in both themes', async () => {
		for (const colorScheme of ['light', 'dark'] as const) {
			const themed = await browser.newContext({ colorScheme });
			const page = await themed.newPage();
			await page.goto(`${url + PAGE}?playground=open`);
			await getDevToast(page).waitFor({ timeout: 15_000 });
			expect(await page.getByRole('dialog').count()).toBe(0);
			expect(await runAxeOnShownToast(page), colorScheme).toEqual([]);
			await themed.close();
		}
	});
});
