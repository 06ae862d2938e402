/**
 * The credential class on the docs site: a token typed once fills every endpoint page that takes
 * the same kind of credential for the same API, whatever the page kind (`openapi:` or `api:`),
 * through guides, Back and Forward, and no page of another API; it stays in the document's
 * memory, never in storage, the URL or `history.state`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDocsSite, visibleSnippet } from './helpers.ts';

/** `openapi:` page of the tickets spec (bearer scheme `accessToken`). */
const GET = { url: '/api-reference/tickets/get/', title: 'Retrieve a ticket', group: 'Tickets' };
/** `api:` page, docs.json `api.mdx.auth.method: bearer`, sent to the tickets interface. */
const CREATE = {
	url: '/api-reference/tickets/create/',
	title: 'Create a ticket',
	group: 'Tickets',
};
/** `openapi:` page of the builds spec: a project API key, bearer too, of another API. */
const BUILD = { url: '/api-reference/builds/get/', title: 'Retrieve a build', group: 'Builds' };
const GUIDE = { url: '/quickstart/', title: 'Quick start' };
const TOKEN = 'tickets-class-s3cret';

type Target = { url: string; title: string; group?: string };

/** Waits for the page's one h1 to read exactly `title`. */
function waitForTitle(page: Page, title: string): Promise<void> {
	return page
		.locator('h1')
		.filter({ hasText: new RegExp(`^${title}$`) })
		.waitFor();
}

/** Clicks the sidebar's link to `target` (opening its group first), as a reader does. */
async function follow(page: Page, base: string, target: Target): Promise<void> {
	const sidebar = page.locator('.td-sidebar');
	const link = sidebar.getByRole('link', { name: target.title });
	if (target.group && !(await link.isVisible())) {
		await sidebar.locator('summary', { hasText: target.group }).click();
	}
	await link.click();
	await page.waitForURL(base + target.url);
	await waitForTitle(page, target.title);
}

/** Opens the page's playground, returns what its bearer field holds, and closes it. */
async function bearerField(page: Page, title: string): Promise<string> {
	await page.getByRole('button', { name: 'Try it' }).click();
	const dialog = page.getByRole('dialog', { name: title });
	const value = await dialog.getByLabel('Bearer token').inputValue();
	await page.keyboard.press('Escape');
	await dialog.waitFor({ state: 'hidden' });
	return value;
}

/** Types `token` into the page's bearer field. */
async function typeToken(page: Page, title: string, token: string): Promise<void> {
	await page.getByRole('button', { name: 'Try it' }).click();
	await page.getByRole('dialog', { name: title }).getByLabel('Bearer token').fill(token);
	await page.keyboard.press('Escape');
}

/** Opens `url` and marks the document: the mark survives a swap, never a load. */
async function openMarked(page: Page, url: string): Promise<void> {
	await page.setViewportSize({ width: 1440, height: 900 });
	await page.goto(url);
	await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

/** Expects no place a page could keep a string to hold the token. */
async function expectNowhereStored(page: Page): Promise<void> {
	const stored = await page.evaluate(() => {
		const dump = (storage: Storage) =>
			Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`);
		return {
			local: dump(localStorage).join(';'),
			session: dump(sessionStorage).join(';'),
			url: location.href,
			history: JSON.stringify(history.state) ?? '',
			cookie: document.cookie,
		};
	});
	for (const [where, text] of Object.entries(stored)) {
		expect(`${where}: ${text}`).not.toContain(TOKEN);
	}
	expect(JSON.stringify(await page.context().storageState())).not.toContain(TOKEN);
}

describe('docs site: a credential fills every page of its class, and only those', () => {
	const docs = useDocsSite();

	it('openapi: -> api:, through a guide, Back and Forward; a page of another API stays empty', async () => {
		const base = docs.site.url;
		const page = await docs.context.newPage();
		await openMarked(page, base + GET.url);
		await typeToken(page, GET.title, TOKEN);

		// openapi: -> api: of the same API, next in its group.
		await follow(page, base, CREATE);
		await page.getByRole('button', { name: 'Try it' }).click();
		const create = page.getByRole('dialog', { name: CREATE.title });
		expect(await create.getByLabel('Bearer token').inputValue()).toBe(TOKEN);
		// Its request carries it: the code example is the request Send sends.
		expect(await visibleSnippet(create)).toContain(`Bearer ${TOKEN}`);
		await page.keyboard.press('Escape');

		// A page of another API (the builds interface's project key, bearer too): empty.
		await follow(page, base, BUILD);
		expect(await bearerField(page, BUILD.title)).toBe('');

		// Through a guide, back to the api: page.
		await follow(page, base, GUIDE);
		await follow(page, base, CREATE);
		expect(await bearerField(page, CREATE.title)).toBe(TOKEN);
		expect(await isSameDocument(page)).toBe(true);

		// Back: the guide, the builds page (still empty), the api: page, the openapi: page.
		await page.goBack();
		await waitForTitle(page, GUIDE.title);
		await page.goBack();
		await waitForTitle(page, BUILD.title);
		expect(await bearerField(page, BUILD.title)).toBe('');
		await page.goBack();
		await waitForTitle(page, CREATE.title);
		expect(await bearerField(page, CREATE.title)).toBe(TOKEN);
		await page.goBack();
		await waitForTitle(page, GET.title);
		expect(await bearerField(page, GET.title)).toBe(TOKEN);
		// Forward again to the api: page.
		await page.goForward();
		await waitForTitle(page, CREATE.title);
		expect(await bearerField(page, CREATE.title)).toBe(TOKEN);
		expect(await isSameDocument(page)).toBe(true);
		await expectNowhereStored(page);
	});

	it('api: -> openapi:, whose Send carries the token; the other API still gets nothing', async () => {
		const base = docs.site.url;
		const page = await docs.context.newPage();
		await openMarked(page, base + CREATE.url);
		await typeToken(page, CREATE.title, TOKEN);

		await follow(page, base, GET);
		await page.getByRole('button', { name: 'Try it' }).click();
		const get = page.getByRole('dialog', { name: GET.title });
		expect(await get.getByLabel('Bearer token').inputValue()).toBe(TOKEN);
		let authorization: string | undefined;
		await page.route('**/api/playground/demo/tickets/*', async (route) => {
			authorization = route.request().headers().authorization;
			await route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":"x"}' });
		});
		await get.getByRole('button', { name: 'Send' }).click();
		await expect.poll(() => authorization).toBe(`Bearer ${TOKEN}`);
		await page.keyboard.press('Escape');

		// The builds interface is another API on the same origin, with a bearer scheme too.
		await follow(page, base, {
			...BUILD,
			url: '/api-reference/builds/list/',
			title: 'List builds',
		});
		expect(await bearerField(page, 'List builds')).toBe('');
		expect(await isSameDocument(page)).toBe(true);
		await expectNowhereStored(page);
	});
});
