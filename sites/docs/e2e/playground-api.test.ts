import { launchChromium } from '@trydocs/test-utils/browser';
import { loadFixture } from '@trydocs/test-utils/load-fixture';
import { type ServedSite, serveBuiltSite } from '@trydocs/test-utils/serve';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPlayground, runAxe, visibleSnippet } from './helpers.ts';

describe('fixture playground-api: hand-written api: pages', () => {
	let site: ServedSite;
	let browser: Browser;
	let context: BrowserContext;

	beforeAll(async () => {
		const fixture = await loadFixture('playground-api');
		[site, browser] = await Promise.all([serveBuiltSite(fixture.root), launchChromium()]);
	}, 120_000);
	afterAll(async () => {
		await browser?.close();
		await site?.stop();
	});
	beforeEach(async () => {
		context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
		context.setDefaultTimeout(5_000);
	});
	afterEach(async () => {
		await context?.close();
	});

	it('rule 7: parameters come from <ParamField>: fields per location, required marked, defaults filled, placeholders shown', async () => {
		const page = await context.newPage();
		const dialog = await openPlayground(page, `${site.url}/create-note/`, 'Create a note');
		const legends = await dialog.locator('form > fieldset > legend').allTextContents();
		expect(legends).toEqual([
			'Authorization',
			'Path parameters',
			'Query parameters',
			'Headers',
			'Body required',
		]);
		expect(await dialog.locator('label[for="td-pg-path-folder"]').innerText()).toMatch(
			/folder\s+required/,
		);
		expect(await dialog.locator('label[for="td-pg-body_title"]').innerText()).toMatch(
			/title\s+required/,
		);
		// ParamField `default` fills the form; `placeholder` is the input's placeholder.
		expect(await dialog.getByLabel('notify').inputValue()).toBe('true');
		expect(await dialog.getByLabel('priority').inputValue()).toBe('3');
		expect(await dialog.getByLabel('X-Client').getAttribute('placeholder')).toBe('my-app/1.0');
		expect(await dialog.getByLabel('title required').getAttribute('placeholder')).toBe('Groceries');
		await dialog.getByRole('button', { name: 'Add tags item' }).click();
		await dialog.getByLabel('tags item 1', { exact: true }).fill('home');
		await dialog.getByLabel('folder required').fill('inbox');
		await dialog.getByLabel('title required').fill('Milk');
		const curl = await visibleSnippet(dialog);
		expect(curl).toContain("--url 'https://api.example.test/v2/notes/inbox?notify=true'");
		expect(curl).toContain('"title": "Milk"');
		expect(curl).toContain('"priority": 3');
		expect(curl).toContain('"home"');
		expect(await runAxe(page, 'dialog')).toEqual([]);
		await page.screenshot({ path: '/tmp/td-api-page.png' });
	});

	it('rule 6: the base URL of api: pages comes from api.mdx.server', async () => {
		const page = await context.newPage();
		const dialog = await openPlayground(page, `${site.url}/list-notes/`, 'List notes');
		expect(await dialog.locator('[data-td-request-url]').textContent()).toBe(
			'https://api.example.test/v2/notes?limit=20',
		);
	});

	it('auth: api.mdx.auth.method puts a bearer input at the top; authMethod overrides it per page', async () => {
		const page = await context.newPage();
		const dialog = await openPlayground(page, `${site.url}/create-note/`, 'Create a note');
		await dialog.getByLabel('Bearer token').fill('note-token');
		expect(await visibleSnippet(dialog)).toContain("--header 'Authorization: Bearer note-token'");

		const basic = await openPlayground(
			await context.newPage(),
			`${site.url}/list-notes/`,
			'List notes',
		);
		expect(await basic.getByLabel('Bearer token').count()).toBe(0);
		await basic.getByLabel('Username').fill('ada');
		await basic.getByLabel('Password').fill('lovelace');
		expect(await visibleSnippet(basic)).toContain(
			`Authorization: Basic ${Buffer.from('ada:lovelace').toString('base64')}`,
		);
	});
});
