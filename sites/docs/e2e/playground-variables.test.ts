/**
 * The playground's variables in Chromium: a value taken from a create response into `{{petId}}`
 * and used on another endpoint page (the request checked at a local API, the snippet showing
 * the value), an undefined one named instead of sent, an AND option half filled refused, nothing
 * in any storage; and, on a site that opts in (`api.playground.persistVariables`), only the
 * variables not secret kept in localStorage.
 */
import { launchChromium } from '@trydocs/test-utils/browser';
import { loadFixture } from '@trydocs/test-utils/load-fixture';
import { type ServedSite, serveBuiltSite } from '@trydocs/test-utils/serve';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
	openPlayground,
	type RecordingServer,
	runAxe,
	startRecordingServer,
	visibleSnippet,
} from './helpers.ts';

/** Every place a page could keep a string: storage, cookies, the URL, `history.state`. */
async function readStorage(page: Page) {
	return page.evaluate(() => {
		const dump = (storage: Storage) =>
			Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`);
		return {
			local: dump(localStorage).join(';'),
			session: dump(sessionStorage).join(';'),
			cookie: document.cookie,
			url: location.href,
			history: JSON.stringify(history.state) ?? '',
		};
	});
}

describe('fixture playground-auth: variables across endpoint pages (memory only)', () => {
	let site: ServedSite;
	let api: RecordingServer;
	let browser: Browser;
	let context: BrowserContext;

	beforeAll(async () => {
		const fixture = await loadFixture('playground-auth');
		[site, api, browser] = await Promise.all([
			serveBuiltSite(fixture.root),
			startRecordingServer(),
			launchChromium(),
		]);
	}, 120_000);
	afterAll(async () => {
		await browser?.close();
		await site?.stop();
		await api?.stop();
	});
	beforeEach(async () => {
		context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
		context.setDefaultTimeout(5_000);
		api.received.length = 0;
	});
	afterEach(async () => {
		await context?.close();
	});

	/** Opens the playground of the page in view and points its server at the local API. */
	async function tryIt(page: Page, title: string): Promise<Locator> {
		await page.getByRole('button', { name: 'Try it' }).click();
		const dialog = page.getByRole('dialog', { name: title });
		await dialog.getByLabel('port').fill(String(api.port));
		return dialog;
	}

	it('an id taken from a create response into {{petId}} reads the pet on another page: sent, and shown in the snippet; still there after Back; stored nowhere', async () => {
		const page = await context.newPage();
		await page.goto(`${site.url}/pets-create/`);
		await page.evaluate(() => Object.assign(window, { sameDocument: true }));
		const create = await tryIt(page, 'Create a pet');
		await create.getByRole('button', { name: 'Send' }).click();
		await create.locator('.td-pg-status', { hasText: '201' }).waitFor();
		// Click the id in the response: the capture form offers it under a name.
		await create.locator('.td-pg-body .td-pg-tok-string', { hasText: '"pet_1"' }).click();
		expect(await create.getByLabel('JSON pointer').inputValue()).toBe('/id');
		const name = create.getByLabel('Variable name');
		expect(await name.inputValue()).toBe('id');
		await name.fill('petId');
		await create.getByRole('button', { name: 'Save as variable' }).click();
		await create.getByText('Saved: {{petId}} is now pet_1.').waitFor();
		expect(await runAxe(page, 'dialog[open]')).toEqual([]);
		await page.keyboard.press('Escape');

		// Another endpoint page, reached by the sidebar (the document stays).
		await page.getByRole('link', { name: 'GET Retrieve a pet' }).click();
		await page.waitForURL(`${site.url}/pets-get/`);
		const read = await tryIt(page, 'Retrieve a pet');
		await read.getByLabel('petId').fill('{{petId}}');
		await read.getByLabel('owner').fill('of-{{ petId }}');
		expect(await visibleSnippet(read)).toContain(
			`--url 'http://127.0.0.1:${api.port}/pets/pet_1?owner=of-pet_1'`,
		);
		await read.getByRole('button', { name: 'Variables' }).click();
		expect(await read.getByLabel('Value of {{petId}}').inputValue()).toBe('pet_1');
		await read.getByRole('button', { name: 'Send' }).click();
		await expect.poll(() => api.received.at(-1)?.path).toBe('/pets/pet_1?owner=of-pet_1');
		expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

		// A variable no one defined: a warning by the field and in the panel; Send names it.
		const count = api.received.length;
		await read.getByLabel('owner').fill('{{nobody}}');
		expect(await read.locator('.td-pg-field .td-pg-var-missing').innerText()).toBe(
			'{{nobody}} not defined: add it under Variables',
		);
		expect(await read.locator('.td-pg-variables').innerText()).toContain(
			'Used in the form but not defined: {{nobody}}.',
		);
		await read.getByRole('button', { name: 'Send' }).click();
		expect(await read.getByRole('alert').innerText()).toContain(
			'{{nobody}} is not defined: add it under Variables.',
		);
		expect(api.received.length).toBe(count);

		// Back to the create page: the variable is still there.
		await page.keyboard.press('Escape');
		await page.goBack();
		await page.waitForURL(`${site.url}/pets-create/`);
		await page.getByRole('button', { name: 'Try it' }).click();
		const back = page.getByRole('dialog', { name: 'Create a pet' });
		await back.getByRole('button', { name: 'Variables' }).click();
		expect(await back.getByLabel('Value of {{petId}}').inputValue()).toBe('pet_1');
		expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

		const stored = await readStorage(page);
		expect(stored).toMatchObject({ local: '', session: '', cookie: '' });
		for (const text of Object.values(stored)) expect(text).not.toMatch(/pet_1|petId/);
		expect(await context.cookies()).toEqual([]);
		expect(JSON.stringify(await context.storageState())).not.toMatch(/pet_1|petId/);
	});

	it('an AND option with one scheme filled and the other empty is not sent: Send names the empty scheme', async () => {
		const page = await context.newPage();
		await page.goto(`${site.url}/audit/`);
		const dialog = await tryIt(page, 'Read the audit log');
		await dialog.getByLabel('X-API-Key').fill('k-half');
		await dialog.getByRole('button', { name: 'Send' }).click();
		expect(await dialog.getByRole('alert').innerText()).toBe(
			'bearerAuth is empty: keyHeader + bearerAuth go together.',
		);
		expect(api.received).toHaveLength(0);
		await dialog.getByLabel('Bearer token').fill('tok-half');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await expect.poll(() => api.received.length).toBe(1);
		expect(api.received[0]?.headers.authorization).toBe('Bearer tok-half');
	});
});

describe('fixture playground-api: a site that keeps variables (api.playground.persistVariables)', () => {
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

	it('keeps only the variables not secret, never a credential, and reads them back on a later visit', async () => {
		const page = await context.newPage();
		const dialog = await openPlayground(page, `${site.url}/create-note/`, 'Create a note');
		await dialog.getByLabel('Bearer token').fill('note-token-s3cret');
		await dialog.getByRole('button', { name: 'Variables' }).click();
		const define = async (name: string, value: string) => {
			await dialog.getByRole('button', { name: 'Add a variable' }).click();
			const row = dialog.locator('.td-pg-variable').last();
			await row.getByLabel(/^Name of/).fill(name);
			await row.getByLabel(/^Value of/).fill(value);
			return row;
		};
		await define('folder', 'inbox');
		// Secret by its name, by its mark, and by being the credential typed above.
		await define('apiToken', 'tk-1');
		const marked = await define('hidden', 'h-1');
		await marked.getByLabel(/^Secret/).check();
		await define('copy', 'note-token-s3cret');
		expect(await dialog.locator('.td-pg-variables').innerText()).toContain(
			'This site keeps the variables not marked secret in this browser',
		);
		await dialog.getByLabel('folder required').fill('{{folder}}');
		expect(await visibleSnippet(dialog)).toContain('https://api.example.test/v2/notes/inbox');

		const stored = await readStorage(page);
		expect(JSON.parse(stored.local.replace(/^trydocs:variables=/, ''))).toEqual([
			{ name: 'folder', value: 'inbox', secret: false },
		]);
		expect(stored.session).toBe('');
		for (const text of Object.values(stored)) expect(text).not.toMatch(/s3cret|tk-1|h-1/);

		// A later visit (a new document) finds the kept variable, and only it.
		const later = await openPlayground(
			await context.newPage(),
			`${site.url}/create-note/`,
			'Create a note',
		);
		await later.getByRole('button', { name: 'Variables' }).click();
		expect(await later.getByLabel('Value of {{folder}}').inputValue()).toBe('inbox');
		expect(await later.locator('.td-pg-variable').count()).toBe(1);
		expect(await later.getByLabel('Bearer token').inputValue()).toBe('');
	});
});
