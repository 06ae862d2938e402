import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDocsSite } from './helpers.ts';

const FIRST = '/api-reference/builds/get/';
const NEXT = '/api-reference/builds/list/';
const TOKEN = 'carried-s3cret-key';

/**
 * Waits for the page's one h1 to read exactly `title`: a swap or a load has put the page there.
 * It waits as long as the page's other locators do, as a slow machine may take a second to swap.
 */
function waitForTitle(page: Page, title: string): Promise<void> {
	return page
		.locator('h1')
		.filter({ hasText: new RegExp(`^${title}$`) })
		.waitFor();
}

/**
 * Reaches for 'Try it', which loads the playground and the page links with it, then for a link of
 * the sidebar until the page swap's code has loaded: the next click on a link swaps. (The links
 * are handled once the island has run, a moment after its file arrives on a busy machine.)
 */
async function readyToSwap(page: Page): Promise<void> {
	await page.getByRole('button', { name: 'Try it' }).hover();
	await page.waitForFunction(() => {
		document
			.querySelector('.td-sidebar a[href]')
			?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
		return performance
			.getEntriesByType('resource')
			.some((entry) => /page-swap\.[^/]*\.js$/.test(entry.name));
	});
}

/** What a reader sees of a page that a reload would have to give again. */
async function describePage(page: Page) {
	return page.evaluate(() => ({
		title: document.title,
		description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
		canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
		heading: document.querySelector('h1')?.textContent,
		current: [...document.querySelectorAll('.td-sidebar [aria-current="page"]')].map((a) =>
			a.textContent?.trim(),
		),
		toc: [...document.querySelectorAll('.td-toc a')].map((a) => a.textContent),
		tocCurrent: document.querySelector('.td-toc [aria-current="true"]')?.textContent ?? null,
		tryIt: document.querySelectorAll('.td-try-it').length,
		tabs: [...document.querySelectorAll('.td-m-tab-label')].map((label) => label.textContent),
	}));
}

/** Every place a page could keep a string: none may hold the credential. */
async function readStorage(page: Page) {
	return page.evaluate(async () => {
		const dump = (storage: Storage) =>
			Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`);
		return {
			local: dump(localStorage).join(';'),
			session: dump(sessionStorage).join(';'),
			databases: (await indexedDB.databases()).map((database) => database.name ?? ''),
			caches: await caches.keys(),
			cookie: document.cookie,
			url: location.href,
			history: JSON.stringify(history.state) ?? '',
		};
	});
}

/** Opens `url` and marks the document: the mark survives a swap, never a load. */
async function openMarked(page: Page, url: string) {
	await page.setViewportSize({ width: 1440, height: 900 });
	await page.goto(url);
	await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

/** True while the page is still the document `openMarked` opened. */
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

/** Expects `page` to show what a fresh load of `url` shows ("On this page" marks its entry late). */
async function expectAsLoaded(page: Page, url: string) {
	const fresh = await page.context().newPage();
	await fresh.setViewportSize({ width: 1440, height: 900 });
	await fresh.goto(url);
	await fresh.waitForFunction(
		() =>
			!document.querySelector('.td-toc a') ||
			document.querySelector('.td-toc [aria-current="true"]'),
	);
	const loaded = await describePage(fresh);
	await expect.poll(() => describePage(page)).toEqual(loaded);
	await fresh.close();
}

describe('docs site: from one endpoint to the next, the credential stays in memory', () => {
	const docs = useDocsSite();

	it('carries the token typed on one endpoint to the next and back, and no storage holds it', async () => {
		const page = await docs.context.newPage();
		await page.setViewportSize({ width: 1440, height: 900 });
		await page.goto(docs.site.url + FIRST);
		// A mark on this document: it survives a swap, never a load.
		await page.evaluate(() => Object.assign(window, { sameDocument: true }));
		await page.getByRole('button', { name: 'Try it' }).click();
		await page.getByRole('dialog').getByLabel('Bearer token').fill(TOKEN);
		await page.keyboard.press('Escape');
		await page.mouse.wheel(0, 1500);
		await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);

		// The sidebar's link to the next endpoint, as a reader clicks it.
		await page.locator('.td-sidebar').getByRole('link', { name: 'List builds' }).click();
		await page.waitForURL(docs.site.url + NEXT);
		await waitForTitle(page, 'List builds');
		expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
		// The page a reload gives: head, sidebar entry, "On this page", top of the page, focus.
		const fresh = await docs.context.newPage();
		await fresh.setViewportSize({ width: 1440, height: 900 });
		await fresh.goto(docs.site.url + NEXT);
		expect(await describePage(page)).toEqual(await describePage(fresh));
		expect(await page.evaluate(() => scrollY)).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('List builds');
		await fresh.close();

		// Try it on the next endpoint: the token is there, and its request carries it.
		await page.getByRole('button', { name: 'Try it' }).click();
		const dialog = page.getByRole('dialog', { name: 'List builds' });
		expect(await dialog.getByLabel('Bearer token').inputValue()).toBe(TOKEN);
		let authorization: string | undefined;
		await page.route('**/api/projects/*/builds*', async (route) => {
			authorization = route.request().headers().authorization;
			await route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[]}' });
		});
		await dialog.getByRole('button', { name: 'Send' }).click();
		await expect.poll(() => authorization).toBe(`Bearer ${TOKEN}`);
		await page.keyboard.press('Escape');

		// Back to the first endpoint, still in this document, with the token.
		await page.goBack();
		await page.waitForURL(docs.site.url + FIRST);
		await waitForTitle(page, 'Retrieve a build');
		expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
		await page.getByRole('button', { name: 'Try it' }).click();
		const first = page.getByRole('dialog', { name: 'Retrieve a build' });
		expect(await first.getByLabel('Bearer token').inputValue()).toBe(TOKEN);
		await page.keyboard.press('Escape');
		await page.goForward();
		await waitForTitle(page, 'List builds');

		const stored = await readStorage(page);
		for (const [where, text] of Object.entries(stored)) {
			expect(`${where}: ${text}`).not.toContain(TOKEN);
		}
		expect(stored).toMatchObject({ session: '', databases: [], caches: [], cookie: '' });
		expect(await docs.context.cookies()).toEqual([]);
		expect(JSON.stringify(await docs.context.storageState())).not.toContain(TOKEN);
	});

	it('keeps the swapped page working: search, theme, copy buttons; an address that is no page loads', async () => {
		const page = await docs.context.newPage();
		await page.setViewportSize({ width: 1440, height: 900 });
		await page.goto(docs.site.url + FIRST);
		await page.evaluate(() => Object.assign(window, { sameDocument: true }));
		// Reaching for Try it loads the playground, and the link handling with it.
		await readyToSwap(page);
		await page.locator('.td-sidebar').getByRole('link', { name: 'Trigger a rebuild' }).click();
		await waitForTitle(page, 'Trigger a rebuild');
		expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

		await page.getByRole('button', { name: 'Copy the URL' }).click();
		await expect
			.poll(() => page.evaluate(() => navigator.clipboard.readText()))
			.toMatch(/\/api\/projects\/\{project_id\}\/rebuild$/);
		const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
		await page.getByRole('button', { name: 'Dark theme' }).click();
		expect(await page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(theme);
		await page.keyboard.press('/');
		await page.getByRole('dialog', { name: 'Search the docs' }).waitFor();
		await page.keyboard.press('Escape');
		// The new page's own Try it opens its own operation.
		await page.getByRole('button', { name: 'Try it' }).click();
		await page.getByRole('dialog', { name: 'Trigger a rebuild' }).waitFor();
		await page.keyboard.press('Escape');

		// An address that is no page of the site: the browser loads it (and shows the 404 page).
		await page.evaluate(() => {
			const link = Object.assign(document.createElement('a'), { href: '/nowhere/' });
			link.textContent = 'Nowhere';
			document.querySelector('#td-content')?.append(link);
		});
		await page.getByRole('link', { name: 'Nowhere' }).click();
		await page.waitForURL(/\/nowhere\/$/);
		expect(await isSameDocument(page)).toBe(false);
	});
});

describe('docs site: endpoint, guide, endpoint in one document', () => {
	const docs = useDocsSite();
	const GUIDE = '/quickstart/';

	it('carries the token through a guide, which reads and works as after a load', async () => {
		const page = await docs.context.newPage();
		await openMarked(page, docs.site.url + FIRST);
		await page.getByRole('button', { name: 'Try it' }).click();
		await page.getByRole('dialog').getByLabel('Bearer token').fill(TOKEN);
		await page.keyboard.press('Escape');

		// To a guide from the sidebar: the same document, the page a reload gives.
		await page.locator('.td-sidebar').getByRole('link', { name: 'Quick start' }).click();
		await page.waitForURL(docs.site.url + GUIDE);
		await waitForTitle(page, 'Quick start');
		expect(await isSameDocument(page)).toBe(true);
		await expectAsLoaded(page, docs.site.url + GUIDE);
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Quick start');
		// Its code group switches, its copy buttons copy, "On this page" follows the reading.
		const group = page.locator('.td-m-tabs-set').first();
		await group.locator('.td-m-tab-label', { hasText: 'pnpm' }).click();
		await expect
			.poll(() => group.locator('.td-m-tab-panel[data-title="pnpm"]').isVisible())
			.toBe(true);
		expect(await group.locator('.td-m-tab-panel[data-title="npm"]').isVisible()).toBe(false);
		await group.locator('.td-m-tab-panel[data-title="pnpm"] [data-td-copy-code]').click();
		await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^pnpm /);
		const last = page.locator('.td-toc a').last();
		await last.click();
		await expect.poll(() => last.getAttribute('aria-current')).toBe('true');

		// On to another endpoint from the guide (its group opened first): its Try it holds the
		// token, its request sends it.
		await page.locator('.td-sidebar summary', { hasText: 'Builds' }).click();
		await page.locator('.td-sidebar').getByRole('link', { name: 'List builds' }).click();
		await page.waitForURL(docs.site.url + NEXT);
		await waitForTitle(page, 'List builds');
		expect(await isSameDocument(page)).toBe(true);
		await expectAsLoaded(page, docs.site.url + NEXT);
		await page.getByRole('button', { name: 'Try it' }).click();
		const dialog = page.getByRole('dialog', { name: 'List builds' });
		expect(await dialog.getByLabel('Bearer token').inputValue()).toBe(TOKEN);
		let authorization: string | undefined;
		await page.route('**/api/projects/*/builds*', async (route) => {
			authorization = route.request().headers().authorization;
			await route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[]}' });
		});
		await dialog.getByRole('button', { name: 'Send' }).click();
		await expect.poll(() => authorization).toBe(`Bearer ${TOKEN}`);
		await page.keyboard.press('Escape');

		// Back to the guide, still this document.
		await page.goBack();
		await waitForTitle(page, 'Quick start');
		expect(await isSameDocument(page)).toBe(true);
		const stored = await readStorage(page);
		for (const [where, text] of Object.entries(stored)) {
			expect(`${where}: ${text}`).not.toContain(TOKEN);
		}
		expect(JSON.stringify(await docs.context.storageState())).not.toContain(TOKEN);
	});

	it('re-applies the remembered tab on the next page a swap shows, whose tabs switch', async () => {
		const page = await docs.context.newPage();
		await openMarked(page, docs.site.url + FIRST);
		await readyToSwap(page);
		// The first guide with tabs runs the tabs' script; the reader picks pnpm there.
		await page.locator('.td-sidebar').getByRole('link', { name: 'Quick start' }).click();
		await waitForTitle(page, 'Quick start');
		await page.locator('.td-m-tab-label', { hasText: 'pnpm' }).first().click();

		// The next guide's install group opens on pnpm, as a load would show it.
		await page.locator('.td-sidebar').getByRole('link', { name: 'Host the endpoints' }).click();
		await waitForTitle(page, 'Host the endpoints');
		expect(await isSameDocument(page)).toBe(true);
		const group = page.locator('.td-m-tabs-set').first();
		await expect
			.poll(() => group.locator('.td-m-tab-panel[data-title="pnpm"]').isVisible())
			.toBe(true);
		expect(await group.locator('.td-m-tab-panel[data-title="npm"]').isVisible()).toBe(false);
		// Its tabs switch, and the choice goes to the next page again.
		await group.locator('.td-m-tab-label', { hasText: 'npm' }).first().click();
		await expect
			.poll(() => group.locator('.td-m-tab-panel[data-title="npm"]').isVisible())
			.toBe(true);
		await page.locator('.td-sidebar').getByRole('link', { name: 'Quick start' }).click();
		await waitForTitle(page, 'Quick start');
		const again = page.locator('.td-m-tabs-set').first();
		await expect
			.poll(() => again.locator('.td-m-tab-panel[data-title="npm"]').isVisible())
			.toBe(true);
		expect(await isSameDocument(page)).toBe(true);
	});
});
