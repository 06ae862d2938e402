import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { launchChromium } from '@trydocs/test-utils/browser';
import { loadFixture } from '@trydocs/test-utils/load-fixture';
import { getFreePort, type ServedSite, serveBuiltSite } from '@trydocs/test-utils/serve';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
	openPlayground,
	type RecordingServer,
	startRecordingServer,
	visibleSnippet,
} from './helpers.ts';

const run = promisify(execFile);

describe('fixture playground-servers: several servers, variables, and the proxy (on by default)', () => {
	let site: ServedSite;
	let api: RecordingServer;
	let closedPort: number;
	let browser: Browser;
	let context: BrowserContext;

	beforeAll(async () => {
		api = await startRecordingServer();
		closedPort = await getFreePort();
		// The proxy's allowlist is fixed at build time: name the test API's origins (and one that
		// nothing listens on) as extra allowed servers.
		process.env.TRYDOCS_TEST_PROXY_ALLOW = [
			api.origin,
			`http://localhost:${api.port}`,
			`http://127.0.0.1:${closedPort}`,
		].join(',');
		const fixture = await loadFixture('playground-servers');
		[site, browser] = await Promise.all([serveBuiltSite(fixture.root), launchChromium()]);
	}, 120_000);
	afterAll(async () => {
		// The files after this one run in the same process (isolate: false).
		delete process.env.TRYDOCS_TEST_PROXY_ALLOW;
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

	async function open(): Promise<{ page: Page; dialog: Locator }> {
		const page = await context.newPage();
		const dialog = await openPlayground(page, `${site.url}/echo/`, 'Echo a request');
		return { page, dialog };
	}

	it('rule 1: enabled by default: docs.json only names the spec, and the interactive playground is there', async () => {
		const { dialog } = await open();
		expect(await dialog.getByRole('button', { name: 'Send' }).isVisible()).toBe(true);
		expect(await dialog.getByRole('tab').allInnerTexts()).toEqual(['cURL', 'Python', 'JavaScript']);
	});

	it('rule 10: a server selector beside the URL; the page and the modal follow each other both ways', async () => {
		const page = await context.newPage();
		await page.goto(`${site.url}/echo/`);
		const pageSelect = page.locator('select[data-td-servers]');
		expect(await pageSelect.locator('option').allInnerTexts()).toHaveLength(2);
		await pageSelect.selectOption('1');
		expect(await page.locator('[data-td-url]').first().textContent()).toBe(
			'http://localhost:9/echo/{id}',
		);

		await page.getByRole('button', { name: 'Try it' }).click();
		const dialog = page.getByRole('dialog', { name: 'Echo a request' });
		// Variables follow the choice: the group's legend says Server, the selector Base URL.
		const modalSelect = dialog.getByLabel('Base URL', { exact: true });
		expect(await modalSelect.inputValue()).toBe('1');
		expect(await dialog.locator('[data-td-request-url]').textContent()).toBe(
			'http://localhost:9/echo/{id}',
		);
		expect(await visibleSnippet(dialog)).toContain('http://localhost:9/echo/{id}');

		await modalSelect.selectOption('0');
		expect(await dialog.locator('[data-td-request-url]').textContent()).toBe(
			'http://127.0.0.1:9/echo/{id}',
		);
		expect(await pageSelect.inputValue()).toBe('0');
		expect(await page.locator('[data-td-url]').first().textContent()).toBe(
			'http://127.0.0.1:9/echo/{id}',
		);
		await page.keyboard.press('Escape');
		expect(await pageSelect.inputValue()).toBe('0');
	});

	it('rule 6: server variables are editable and the request follows them', async () => {
		const { dialog } = await open();
		await dialog.getByLabel('port', { exact: true }).fill('8123');
		await dialog.getByLabel('id required', { exact: true }).fill('abc');
		expect(await dialog.locator('[data-td-request-url]').textContent()).toBe(
			'http://127.0.0.1:8123/echo/abc',
		);
	});

	it('rule 2: a cross-origin API is called through the proxy, cookies included; the curl snippet sends the same request', async () => {
		const { dialog } = await open();
		await dialog.getByLabel('port', { exact: true }).fill(String(api.port));
		await dialog.getByLabel('id required', { exact: true }).fill('e 1');
		await dialog.getByLabel('q', { exact: true }).fill('a&b=c');
		await dialog.getByLabel('X-Trace', { exact: true }).fill('trace-7');
		await dialog.getByLabel('session', { exact: true }).fill('s=1; x');
		await dialog.getByLabel('message', { exact: true }).fill('hello "proxy"');
		await dialog.getByLabel('count', { exact: true }).fill('3');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.locator('.td-pg-status').waitFor();
		expect(await dialog.locator('.td-pg-status').textContent()).toBe('200 OK');
		expect(await dialog.locator('.td-pg-via').textContent()).toBe('via proxy');
		expect(await dialog.locator('.td-pg-body').textContent()).toContain('"method": "POST"');
		const sent = api.received.shift();
		expect(sent?.path).toBe('/echo/e%201?q=a%26b%3Dc');
		expect(sent?.headers['x-trace']).toBe('trace-7');
		expect(sent?.headers.cookie).toBe('session=s%3D1%3B%20x');
		expect(JSON.parse(sent?.body.toString() ?? '')).toEqual({ message: 'hello "proxy"', count: 3 });

		await run('bash', ['-c', await visibleSnippet(dialog)], { timeout: 10_000 });
		const fromCurl = api.received.shift();
		expect(fromCurl?.method).toBe(sent?.method);
		expect(fromCurl?.path).toBe(sent?.path);
		expect(fromCurl?.headers['x-trace']).toBe(sent?.headers['x-trace']);
		expect(fromCurl?.headers.cookie).toBe(sent?.headers.cookie);
		expect(fromCurl?.headers['content-type']).toBe(sent?.headers['content-type']);
		expect(JSON.parse(fromCurl?.body.toString() ?? '')).toEqual(
			JSON.parse(sent?.body.toString() ?? ''),
		);
	});

	it('the proxy refuses a server the docs do not declare, and the modal says so and what to do', async () => {
		const { dialog } = await open();
		await dialog.getByLabel('port', { exact: true }).fill('1');
		await dialog.getByLabel('id required', { exact: true }).fill('x');
		await dialog.getByRole('button', { name: 'Send' }).click();
		const alert = dialog.locator('.td-pg-response [role=alert]');
		await alert.waitFor();
		expect(await alert.locator('.td-pg-error-message').textContent()).toMatch(
			/^The proxy refused to forward to http:\/\/127\.0\.0\.1:1: it only forwards to the servers the docs declare\. The proxy said: /,
		);
		expect(await alert.locator('.td-pg-error-hint').textContent()).toBe(
			"Choose one of the listed servers, or add this address to the spec's `servers` (or `api.mdx.server` in docs.json).",
		);
		expect(api.received).toEqual([]);
	});

	it('an unreachable declared server is reported as a network failure through the proxy', async () => {
		const { dialog } = await open();
		await dialog.getByLabel('port', { exact: true }).fill(String(closedPort));
		await dialog.getByLabel('id required', { exact: true }).fill('x');
		await dialog.getByRole('button', { name: 'Send' }).click();
		const message = dialog.locator('.td-pg-response .td-pg-error-message');
		await message.waitFor();
		expect(await message.textContent()).toMatch(
			new RegExp(
				`^Could not reach http://127\\.0\\.0\\.1:${closedPort} \\(through the proxy\\)\\.`,
			),
		);
	});

	/** Sends GET `path` of the test API from the page `page` and returns the response check. */
	async function sendAndCheck(page: string, title: string, id: string): Promise<Locator> {
		const tab = await context.newPage();
		const dialog = await openPlayground(tab, `${site.url}/${page}/`, title);
		await dialog.getByLabel('port', { exact: true }).fill(String(api.port));
		await dialog.getByLabel('id required', { exact: true }).fill(id);
		await dialog.getByRole('button', { name: 'Send' }).click();
		const check = dialog.locator('.td-pg-check');
		await check.waitFor();
		return check;
	}

	it('checks a response against the documented one: a match is one line (3.0 nullable included)', async () => {
		const check = await sendAndCheck('records', 'Read a record', 'r1');
		// The test API answers `contentType: null`, which the spec allows with `nullable: true`.
		expect(await check.innerText()).toBe('✓ Matches the documented 200 response');
		expect(await check.locator('li').count()).toBe(0);
	});

	it('a mismatch lists each difference with its JSON pointer; an undocumented status says so', async () => {
		const check = await sendAndCheck('orders', 'Read an order', 'o1');
		expect(await check.locator('.td-pg-check-summary').innerText()).toBe(
			'✗ Does not match the documented 200 response: 4 differences',
		);
		expect(await check.locator('li').allInnerTexts()).toEqual([
			'/id Missing required field.',
			'/total Missing required field.',
			'/method "GET" is not one of the documented values: "POST".',
			'/contentType Wrong type: expected string, got null.',
		]);
		expect(await check.locator('li code').first().innerText()).toBe('/id');

		const missing = await sendAndCheck('records', 'Read a record', 'missing');
		expect(await missing.locator('.td-pg-check-summary').innerText()).toBe(
			'✗ Undocumented status code 404',
		);
		expect(await missing.locator('li').allInnerTexts()).toEqual([
			'The docs list 200 for this endpoint, not 404.',
		]);
	});
});
