import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { launchChromium } from '@trydocs/test-utils/browser';
import { loadFixture } from '@trydocs/test-utils/load-fixture';
import { getFreePort, type ServedSite, serveBuiltSite } from '@trydocs/test-utils/serve';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
	openPlayground,
	type RecordingServer,
	runAxe,
	startRecordingServer,
	visibleSnippet,
} from './helpers.ts';

/** Runs a snippet's interpreter without blocking the event loop (the API runs in this process). */
const run = promisify(execFile);

/** True when Python's `requests` is installed, to run the Python snippet too. */
const hasPythonRequests = (() => {
	try {
		execFileSync('python3', ['-c', 'import requests'], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
})();

describe('fixture playground-auth: security schemes, form fields, direct Send (proxy off)', () => {
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

	/** Opens a page's playground and points the server variable at the test API. */
	async function open(slug: string, title: string): Promise<{ page: Page; dialog: Locator }> {
		const page = await context.newPage();
		const dialog = await openPlayground(page, `${site.url}/${slug}/`, title);
		await dialog.getByLabel('port').fill(String(api.port));
		return { page, dialog };
	}

	/** Fills what the order needs beyond its prefilled examples. */
	async function fillOrder(dialog: Locator) {
		await dialog.getByLabel('Bearer token').fill('tok_123');
		await dialog.getByLabel('order_id').fill('42');
		await dialog.getByLabel('expand').selectOption('items');
		await dialog.getByRole('button', { name: 'Add tags item' }).click();
		await dialog.getByRole('button', { name: 'Add tags item' }).click();
		await dialog.getByLabel('tags item 1', { exact: true }).fill('red');
		await dialog.getByLabel('tags item 2', { exact: true }).fill('big & blue');
		await dialog.getByLabel('X-Request-Id').fill('123e4567-e89b-12d3-a456-426614174000');
		await dialog.getByLabel('note').fill('Leave at the door');
		await dialog.getByLabel('city').fill('Lyon');
	}

	it('auth: a bearer input stands at the top; the token survives reopening and never reaches storage, cookies or the URL', async () => {
		const { page, dialog } = await open('order', 'Update an order');
		const groups = dialog.locator('form > fieldset > legend');
		expect(await groups.first().textContent()).toBe('Authorization');
		await dialog.getByLabel('Bearer token').fill('s3cret-token-value');
		expect(await visibleSnippet(dialog)).toContain(
			"--header 'Authorization: Bearer s3cret-token-value'",
		);
		await page.keyboard.press('Escape');
		await page.getByRole('button', { name: 'Try it' }).click();
		expect(await page.getByLabel('Bearer token').inputValue()).toBe('s3cret-token-value');

		const stored = await page.evaluate(async () => {
			const dump = (storage: Storage) =>
				Object.keys(storage)
					.map((key) => `${key}=${storage.getItem(key)}`)
					.join(';');
			const databases = await indexedDB.databases();
			return {
				local: dump(localStorage),
				session: dump(sessionStorage),
				databases: databases.map((d) => d.name),
				cookie: document.cookie,
				url: location.href,
			};
		});
		expect(stored).toEqual({
			local: '',
			session: '',
			databases: [],
			cookie: '',
			url: `${site.url}/order/?playground=open`,
		});
		expect(await context.cookies()).toEqual([]);
		expect(JSON.stringify(await context.storageState())).not.toContain('s3cret');

		// A new visit starts without it: memory only.
		const next = await context.newPage();
		await openPlayground(next, `${site.url}/order/`);
		expect(await next.getByLabel('Bearer token').inputValue()).toBe('');
	});

	it('auth: basic takes a user and a password and sends them as Authorization: Basic', async () => {
		const { dialog } = await open('report', 'List reports');
		await dialog.getByLabel('Username').fill('ada');
		await dialog.getByLabel('Password').fill('pässword');
		const expected = `Basic ${Buffer.from('ada:pässword').toString('base64')}`;
		expect(await visibleSnippet(dialog)).toContain(`Authorization: ${expected}`);
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.locator('.td-pg-status').waitFor();
		expect(api.received[0]?.headers.authorization).toBe(expected);
	});

	it('auth: an API key goes in the header, query or cookie its scheme names', async () => {
		const { dialog } = await open('widgets', 'List widgets');
		await dialog.getByLabel('X-API-Key').fill('k-header');
		expect(await visibleSnippet(dialog)).toContain("--header 'X-API-Key: k-header'");
		await dialog.getByLabel('Method').selectOption({ label: 'keyQuery' });
		await dialog.getByLabel('api_key').fill('k-query');
		expect(await visibleSnippet(dialog)).toContain(
			`http://127.0.0.1:${api.port}/widgets?api_key=k-query`,
		);
		expect(await visibleSnippet(dialog)).not.toContain('k-header');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.locator('.td-pg-status').waitFor();
		expect(api.received[0]?.path).toBe('/widgets?api_key=k-query');
		await dialog.getByLabel('Method').selectOption({ label: 'keyCookie' });
		await dialog.getByLabel('session_key').fill('k-cookie');
		expect(await visibleSnippet(dialog)).toContain('--cookie session_key=k-cookie');
	});

	it('auth: combined and alternative requirements: each option on the page without JavaScript; the API key and the bearer token of one option sent together, as the snippets show; each carried by its own scheme', async () => {
		const plain = await browser.newContext({ javaScriptEnabled: false });
		const html = await plain.newPage();
		await html.goto(`${site.url}/audit/`);
		const section = html.locator('section[aria-labelledby="td-authorization"]');
		const text = (await section.innerText()).replace(/\s+/g, ' ');
		for (const expected of [
			'Any one of these 3 options:',
			'Option 1: keyHeader and bearerAuth, sent together keyHeader required API key in the header X-API-Key bearerAuth required Bearer token: Authorization: Bearer <token>',
			'Option 2: basicAuth basicAuth required Basic authentication',
			'Option 3: no credentials (the endpoint also answers without them)',
		]) {
			expect(text).toContain(expected);
		}
		// The page's own example sends the first option's two credentials.
		const example = (await html.locator('[aria-label="Request example"]').innerText()).replace(
			/\s+/g,
			' ',
		);
		expect(example).toContain("--header 'X-API-Key: <api-key>'");
		expect(example).toContain("--header 'Authorization: Bearer <token>'");
		await plain.close();

		const { page, dialog } = await open('audit', 'Read the audit log');
		const option = dialog.getByLabel('Method');
		expect(await option.locator('option').allInnerTexts()).toEqual([
			'keyHeader + bearerAuth',
			'basicAuth',
			'None',
		]);
		expect(await dialog.locator('.td-pg-auth').innerText()).toContain(
			'Sends these 2 together: keyHeader and bearerAuth.',
		);
		expect(await runAxe(page, 'dialog[open]')).toEqual([]);
		await dialog.getByLabel('X-API-Key').fill('k-both');
		await dialog.getByLabel('Bearer token').fill('tok-both');
		const curl = await visibleSnippet(dialog);
		expect(curl).toContain("--header 'X-API-Key: k-both'");
		expect(curl).toContain("--header 'Authorization: Bearer tok-both'");
		await dialog.getByRole('tab', { name: 'Python' }).click();
		const python = await visibleSnippet(dialog);
		expect(python).toContain('"X-API-Key": "k-both"');
		expect(python).toContain('"Authorization": "Bearer tok-both"');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.locator('.td-pg-status').waitFor();
		expect(api.received).toHaveLength(1);
		expect(api.received[0]?.headers['x-api-key']).toBe('k-both');
		expect(api.received[0]?.headers.authorization).toBe('Bearer tok-both');

		// Another option sends only its own scheme, and none sends nothing.
		await option.selectOption({ label: 'basicAuth' });
		await dialog.getByLabel('Username').fill('ada');
		await dialog.getByLabel('Password').fill('pw');
		const basic = await visibleSnippet(dialog);
		expect(basic).toContain(`Basic ${Buffer.from('ada:pw').toString('base64')}`);
		expect(basic).not.toContain('k-both');
		expect(basic).not.toContain('tok-both');
		await option.selectOption({ label: 'None' });
		expect(await dialog.locator('.td-pg-auth').innerText()).toContain('Sends no credentials.');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await expect.poll(() => api.received.length).toBe(2);
		expect(api.received[1]?.headers.authorization).toBeUndefined();
		expect(api.received[1]?.headers['x-api-key']).toBeUndefined();

		// Each scheme carries by its own class: the bearer token to a page that takes only it,
		// the key to a page that takes only the key.
		await option.selectOption({ label: 'keyHeader + bearerAuth' });
		await page.keyboard.press('Escape');
		await page.getByRole('link', { name: 'Update an order' }).click();
		await page.waitForURL(`${site.url}/order/`);
		await page.getByRole('button', { name: 'Try it' }).click();
		const order = page.getByRole('dialog', { name: 'Update an order' });
		await order.getByLabel('port').fill(String(api.port));
		expect(await order.getByLabel('Bearer token').inputValue()).toBe('tok-both');
		await page.keyboard.press('Escape');
		await page.getByRole('link', { name: 'List widgets' }).click();
		await page.waitForURL(`${site.url}/widgets/`);
		await page.getByRole('button', { name: 'Try it' }).click();
		const widgets = page.getByRole('dialog', { name: 'List widgets' });
		await widgets.getByLabel('port').fill(String(api.port));
		expect(await widgets.getByLabel('X-API-Key').inputValue()).toBe('k-both');

		const stored = await page.evaluate(async () => ({
			local: localStorage.length,
			session: sessionStorage.length,
			databases: (await indexedDB.databases()).length,
			cookie: document.cookie,
			state: JSON.stringify(history.state),
		}));
		expect(stored).toMatchObject({ local: 0, session: 0, databases: 0, cookie: '' });
		expect(stored.state).not.toMatch(/k-both|tok-both/);
		expect(await context.cookies()).toEqual([]);
		expect(JSON.stringify(await context.storageState())).not.toMatch(/k-both|tok-both/);
	});

	it("history: the tab's requests with method, URL, status and time, no credential in it, and one opened again into the form and sent", async () => {
		const { page, dialog } = await open('widgets', 'List widgets');
		await dialog.getByLabel('Method').selectOption({ label: 'keyQuery' });
		await dialog.getByLabel('api_key').fill('k-history');
		await dialog.getByLabel('color').fill('red');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.locator('.td-pg-status').waitFor();
		await dialog.getByLabel('color').fill('blue');
		await page.keyboard.press('Control+Enter');
		await expect.poll(() => api.received.length).toBe(2);

		await dialog.getByRole('button', { name: 'History' }).click();
		const entries = dialog.locator('.td-pg-history-entry');
		await expect.poll(() => entries.count()).toBe(2);
		const base = `GET http://127.0.0.1:${api.port}/widgets`;
		await expect
			.poll(async () => (await entries.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ')))
			.toEqual([
				expect.stringMatching(new RegExp(`^${base}\\?color=blue 200 OK · \\d{1,2}:\\d{2}:\\d{2}`)),
				expect.stringMatching(new RegExp(`^${base}\\?color=red 200 OK · \\d{1,2}:\\d{2}:\\d{2}`)),
			]);
		expect(await dialog.locator('.td-pg-history').innerText()).not.toContain('k-history');
		expect(await runAxe(page, 'dialog[open]')).toEqual([]);

		// The older request goes back into the form; the key the reader typed is still theirs.
		await dialog
			.getByRole('button', { name: new RegExp(`^Open ${base}\\?color=red, 200 OK`) })
			.click();
		expect(await dialog.getByLabel('color').inputValue()).toBe('red');
		expect(await dialog.locator('.td-pg-history').count()).toBe(0);
		expect(await visibleSnippet(dialog)).toContain('color=red&api_key=k-history');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await expect.poll(() => api.received.length).toBe(3);
		expect(api.received[2]?.path).toBe('/widgets?color=red&api_key=k-history');

		// Another endpoint page of the tab lists them too, each linking to its own page.
		await page.keyboard.press('Escape');
		await page.getByRole('link', { name: 'List reports' }).click();
		await page.waitForURL(`${site.url}/report/`);
		await page.getByRole('button', { name: 'Try it' }).click();
		const reports = page.getByRole('dialog', { name: 'List reports' });
		await reports.getByRole('button', { name: 'History' }).click();
		await expect.poll(() => reports.locator('.td-pg-history-entry').count()).toBe(3);
		expect(await reports.getByRole('button', { name: /^Open / }).count()).toBe(0);
		await reports
			.getByRole('link', { name: new RegExp(`^Go to the page of ${base}\\?color=red`) })
			.first()
			.click();
		// The modal opens by itself there, adding `?playground=open`.
		await page.waitForURL((url) => url.pathname === '/widgets/');
		// The page swap kept the document: its playground opens with the entry's request (never in
		// the URL), the key is still the reader's, and the history's entries open here.
		const again = page.getByRole('dialog', { name: 'List widgets' });
		await again.getByText('Opened from your request history').waitFor();
		expect(await again.getByLabel('color').inputValue()).toBe('red');
		expect(page.url()).toBe(`${site.url}/widgets/?playground=open`);
		await again.getByRole('button', { name: 'Send' }).click();
		await expect.poll(() => api.received.length).toBe(4);
		expect(api.received[3]?.path).toBe('/widgets?color=red&api_key=k-history');
		await again.getByRole('button', { name: 'History' }).click();
		await expect.poll(() => again.getByRole('button', { name: /^Open / }).count()).toBe(4);
		await page.keyboard.press('Escape');

		const stored = await page.evaluate(async () => ({
			local: localStorage.length,
			session: sessionStorage.length,
			databases: (await indexedDB.databases()).length,
			cookie: document.cookie,
			state: JSON.stringify(history.state),
			url: location.href,
		}));
		expect(stored).toMatchObject({
			local: 0,
			session: 0,
			databases: 0,
			cookie: '',
			url: `${site.url}/widgets/`,
		});
		expect(stored.state).not.toContain('k-history');
		expect(JSON.stringify(await context.storageState())).not.toContain('k-history');
	});

	it('rule 3: fields per location, labelled by name, typed (enum, boolean, integer checked, arrays, nested objects, formats)', async () => {
		const { dialog } = await open('order', 'Update an order');
		const legends = await dialog.locator('form > fieldset > legend').allTextContents();
		expect(legends).toEqual([
			'Authorization',
			'Server',
			'Path parameters',
			'Query parameters',
			'Headers',
			'Cookies',
			'Body required',
		]);
		expect(await dialog.getByLabel('expand').evaluate((el) => el.tagName)).toBe('SELECT');
		expect(await dialog.getByLabel('dry_run').evaluate((el) => el.tagName)).toBe('SELECT');
		expect(await dialog.getByLabel('country').evaluate((el) => el.tagName)).toBe('SELECT');
		expect(await dialog.getByLabel('X-Request-Id').getAttribute('placeholder')).toBe(
			'e.g. 123e4567-e89b-12d3-a456-426614174000',
		);
		expect(await dialog.locator('#td-pg-body_delivery-hint').textContent()).toBe(
			'string · date-time',
		);

		await dialog.getByLabel('order_id').fill('4.5');
		expect(await dialog.locator('#td-pg-path-order_id-error').textContent()).toBe(
			'order_id must be an integer',
		);
		await dialog.getByLabel('order_id').fill('45');
		expect(await dialog.locator('#td-pg-path-order_id-error').count()).toBe(0);

		await dialog.getByRole('button', { name: 'Add tags item' }).click();
		await dialog.getByRole('button', { name: 'Add tags item' }).click();
		await dialog.getByLabel('tags item 1', { exact: true }).fill('a');
		await dialog.getByLabel('tags item 2', { exact: true }).fill('b');
		expect(await visibleSnippet(dialog)).toContain('tags=a&tags=b');
		await dialog.getByRole('button', { name: 'Remove tags item 1' }).click();
		expect(await visibleSnippet(dialog)).toContain('tags=b');
		expect(await visibleSnippet(dialog)).not.toContain('tags=a');

		await dialog.getByRole('group', { name: 'customer' }).getByLabel('name').fill('Ada');
		await dialog.getByLabel('city').fill('Paris');
		await dialog.getByLabel('country').selectOption('FR');
		await dialog.getByRole('button', { name: 'Add items item' }).click();
		await dialog.getByLabel('sku').fill('SKU-1');
		await dialog.getByLabel('count', { exact: true }).fill('3');
		await dialog.getByRole('tab', { name: 'JavaScript' }).click();
		const js = await visibleSnippet(dialog);
		expect(js).toContain("customer: {name: 'Ada', address: {city: 'Paris', country: 'FR'}}");
		expect(js).toContain("items: [{sku: 'SKU-1', count: 3}]");
	});

	it('prefill: api.examples.prefill puts the spec examples in the form', async () => {
		const { dialog } = await open('order', 'Update an order');
		expect(await dialog.getByLabel('limit').inputValue()).toBe('25');
		expect(await dialog.getByLabel('quantity').inputValue()).toBe('2');
		expect(await dialog.getByLabel('number').inputValue()).toBe('4242424242424242');
	});

	it('oneOf: choosing a branch changes the body fields, and the snippets follow', async () => {
		const { dialog } = await open('order', 'Update an order');
		await dialog.getByRole('tab', { name: 'Python' }).click();
		expect(await visibleSnippet(dialog)).toContain('"payment": { "number": "4242424242424242" }');
		await dialog.getByLabel('payment variant').selectOption({ label: 'Invoice' });
		expect(await dialog.getByLabel('number').count()).toBe(0);
		await dialog.getByLabel('email').fill('billing@example.com');
		await dialog.getByLabel('due_days').fill('30');
		const python = await visibleSnippet(dialog);
		expect(python).toContain('"email": "billing@example.com"');
		expect(python).toContain('"due_days": 30');
		expect(python).not.toContain('4242');
	});

	it('raw JSON editor: the body can be edited as JSON instead of the form, and back', async () => {
		const { dialog } = await open('order', 'Update an order');
		await dialog.getByRole('button', { name: 'JSON' }).click();
		const raw = dialog.getByLabel('Raw body');
		expect(JSON.parse(await raw.inputValue())).toEqual({
			quantity: 2,
			payment: { number: '4242424242424242' },
		});
		await raw.fill('{"quantity": 7, "payment": {"email": "x@example.com"}, "extra": true}');
		expect(await visibleSnippet(dialog)).toContain('"extra": true');
		await dialog.getByRole('button', { name: 'Form' }).click();
		expect(await dialog.getByLabel('quantity').inputValue()).toBe('7');
		await dialog.getByRole('button', { name: 'JSON' }).click();
		await dialog.getByLabel('Raw body').fill('{ not json');
		await dialog.getByRole('button', { name: 'Form' }).click();
		expect(await dialog.locator('#td-pg-raw-body-error').textContent()).toMatch(
			/^The raw body is not valid JSON \(.+\); fix it to go back to the form\.$/,
		);
	});

	it('empty required fields are flagged when sending, naming them, and nothing is sent', async () => {
		const { dialog } = await open('order', 'Update an order');
		await dialog.getByLabel('quantity').fill('');
		await dialog.getByLabel('number').fill('');
		await dialog.getByRole('button', { name: 'Send' }).click();
		expect(await dialog.getByRole('alert').innerText()).toBe(
			'Fill in the required fields: order_id, quantity, payment.number.',
		);
		expect(await dialog.getByLabel('quantity').getAttribute('aria-invalid')).toBe('true');
		expect(api.received).toEqual([]);
		await dialog.getByLabel('order_id').fill('1');
		expect(await dialog.getByRole('alert').innerText()).toBe(
			'Fill in the required fields: quantity, payment.number.',
		);
	});

	it('snippets equal the request actually sent: what the API received from Send and from the snippets match', async () => {
		const { dialog } = await open('order', 'Update an order');
		await fillOrder(dialog);
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.locator('.td-pg-status').waitFor();
		expect(await dialog.locator('.td-pg-status').textContent()).toBe('200 OK');
		const sent = api.received.shift();
		expect(sent?.path).toBe('/orders/42?expand=items&tags=red&tags=big%20%26%20blue&limit=25');

		const curl = await visibleSnippet(dialog);
		await run('bash', ['-c', curl], { timeout: 10_000 });
		await dialog.getByRole('tab', { name: 'JavaScript' }).click();
		const js = await visibleSnippet(dialog);
		await run(process.execPath, ['--input-type=module', '-e', js], { timeout: 10_000 });
		const fromSnippets = api.received.splice(0);
		if (hasPythonRequests) {
			await dialog.getByRole('tab', { name: 'Python' }).click();
			await run('python3', ['-c', await visibleSnippet(dialog)], { timeout: 10_000 });
			fromSnippets.push(...api.received.splice(0));
		}
		expect(fromSnippets.length).toBe(hasPythonRequests ? 3 : 2);
		for (const received of fromSnippets) {
			expect(received.method).toBe(sent?.method);
			// Python's requests writes the query itself; the decoded pairs are the same.
			expect(new URLSearchParams(received.path.split('?')[1]).toString()).toBe(
				new URLSearchParams(sent?.path.split('?')[1]).toString(),
			);
			expect(received.path.split('?')[0]).toBe('/orders/42');
			for (const header of ['authorization', 'x-request-id']) {
				expect(received.headers[header], header).toBe(sent?.headers[header]);
			}
			expect(received.headers['content-type']).toMatch(/^application\/json/);
			expect(JSON.parse(received.body.toString())).toEqual(JSON.parse(sent?.body.toString() ?? ''));
		}
		expect(JSON.parse(sent?.body.toString() ?? '')).toEqual({
			quantity: 2,
			note: 'Leave at the door',
			customer: { address: { city: 'Lyon' } },
			payment: { number: '4242424242424242' },
		});
	});

	it('multipart/form-data sends a chosen file; x-www-form-urlencoded sends the fields', async () => {
		const { dialog } = await open('upload', 'Upload a document');
		await dialog.getByLabel('title').fill('Quarterly report');
		await dialog.getByRole('button', { name: 'Add labels item' }).click();
		await dialog.getByLabel('labels item 1', { exact: true }).fill('finance');
		await dialog.getByLabel('file').setInputFiles({
			name: 'report.txt',
			mimeType: 'text/plain',
			buffer: Buffer.from('hello file'),
		});
		expect(await visibleSnippet(dialog)).toContain("--form file='@report.txt'");
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.locator('.td-pg-status').waitFor();
		const multipart = api.received.shift();
		expect(multipart?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
		const text = multipart?.body.toString() ?? '';
		expect(text).toContain('name="title"\r\n\r\nQuarterly report');
		expect(text).toContain('name="labels"\r\n\r\nfinance');
		expect(text).toMatch(
			/name="file"; filename="report.txt"\r\nContent-Type: text\/plain\r\n\r\nhello file/,
		);

		await dialog.getByLabel('Content type').selectOption('application/x-www-form-urlencoded');
		await dialog.getByLabel('title').fill('A & B');
		await dialog.getByLabel('public').selectOption('true');
		expect(await visibleSnippet(dialog)).toContain("--data-urlencode 'title=A & B'");
		await dialog.getByRole('button', { name: 'Send' }).click();
		await expect.poll(() => api.received.length).toBe(1);
		expect(api.received[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
		expect(api.received[0]?.body.toString()).toBe('title=A+%26+B&public=true');
	});

	it('a binary body (application/octet-stream): a file input; Send and the curl and Python examples send the same bytes', async () => {
		const { page, dialog } = await open('upload-content', "Replace a document's content");
		expect(await page.locator('.td-request-body .td-prop-meta').textContent()).toBe(
			"Type: file. The body is the file's bytes, sent as they are.",
		);
		await dialog.getByLabel('id').fill('d1');
		const bytes = Buffer.from([0, 1, 2, 255, 254, 10, 13, 65]);
		await dialog.getByLabel('File').setInputFiles({
			name: 'scan.bin',
			mimeType: 'application/octet-stream',
			buffer: bytes,
		});
		const curl = await visibleSnippet(dialog);
		expect(curl).toContain('--data-binary @scan.bin');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.locator('.td-pg-status').waitFor();
		const sent = api.received.shift();
		expect(sent?.method).toBe('PUT');
		expect(sent?.path).toBe('/uploads/d1/content');
		expect(sent?.headers['content-type']).toBe('application/octet-stream');
		expect(sent?.body.equals(bytes)).toBe(true);

		// The examples read the file the reader chose, from disk: the same bytes arrive.
		const folder = await mkdtemp(join(tmpdir(), 'trydocs-upload-'));
		await writeFile(join(folder, 'scan.bin'), bytes);
		await run('bash', ['-c', curl], { cwd: folder, timeout: 10_000 });
		if (hasPythonRequests) {
			await dialog.getByRole('tab', { name: 'Python' }).click();
			await run('python3', ['-c', await visibleSnippet(dialog)], { cwd: folder, timeout: 10_000 });
		}
		expect(api.received.length).toBe(hasPythonRequests ? 2 : 1);
		for (const received of api.received.splice(0)) {
			expect(received.path).toBe('/uploads/d1/content');
			expect(received.headers['content-type']).toBe('application/octet-stream');
			expect(received.body.equals(bytes)).toBe(true);
		}
		await rm(folder, { recursive: true, force: true });
	});

	it('response: JSON pretty-printed, HTML shown escaped and never run, images as images, text as text', async () => {
		const { page, dialog } = await open('samples', 'Get a sample response');
		await dialog.getByLabel('name').selectOption('html');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.locator('.td-pg-status').waitFor();
		expect(await dialog.locator('.td-pg-body').textContent()).toBe(
			'<h1 id="injected">Hello</h1><script>window.__injected = true</script>',
		);
		expect(await page.locator('#injected').count()).toBe(0);
		expect(await page.evaluate(() => 'injected' in window)).toBe(false);

		await dialog.getByLabel('name').selectOption('image.png');
		await dialog.getByRole('button', { name: 'Send' }).click();
		const image = dialog.locator('img.td-pg-body-image');
		await image.waitFor();
		expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(
			1,
		);
		expect(await dialog.locator('.td-pg-size').textContent()).toBe('70 B');

		await dialog.getByLabel('name').selectOption('text');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await expect.poll(() => dialog.locator('.td-pg-body').textContent()).toBe('plain <b>text</b>');
	});

	it('failures say what happened and what to do: CORS refusal, unreachable server', async () => {
		const { dialog } = await open('nocors', 'Ping without CORS');
		await dialog.getByRole('button', { name: 'Send' }).click();
		const alert = dialog.locator('.td-pg-response [role=alert]');
		await alert.waitFor();
		expect(await alert.locator('.td-pg-error-message').textContent()).toBe(
			`http://127.0.0.1:${api.port} answered, but its CORS policy does not allow requests from ${site.url}, so the browser blocked the response.`,
		);
		expect(await alert.locator('.td-pg-error-hint').textContent()).toContain(
			'Turn on the playground proxy (`api.playground.proxy: true` in docs.json)',
		);

		const closed = await getFreePort();
		await dialog.getByLabel('port').fill(String(closed));
		await dialog.getByRole('button', { name: 'Send' }).click();
		await expect
			.poll(() => alert.locator('.td-pg-error-message').textContent())
			.toMatch(
				new RegExp(`^Could not reach http://127\\.0\\.0\\.1:${closed}: the connection failed`),
			);
		expect(await alert.locator('.td-pg-error-hint').textContent()).toBe(
			'Check the server address and its variables, that the API is running, and your network or VPN.',
		);
	});

	it('has no axe-core violations with a rich form open (auth, server, every location, body)', async () => {
		const { page, dialog } = await open('order', 'Update an order');
		await fillOrder(dialog);
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.locator('.td-pg-status').waitFor();
		expect(await runAxe(page, 'dialog')).toEqual([]);
		await page.screenshot({ path: '/tmp/td-auth-order.png' });
		await dialog.locator('form.td-pg-form').evaluate((form) => form.scrollTo(0, 900));
		await page.screenshot({ path: '/tmp/td-auth-order-body.png' });
	});
});
