import { describe, expect, it } from 'vitest';
import { useDocsSite } from './helpers.ts';

const PAGE = '/api-reference/tickets/get/';

describe('docs site: the endpoint page in Chromium', () => {
	const docs = useDocsSite();

	it('reads completely without JavaScript', async () => {
		const context = await docs.browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto(docs.site.url + PAGE);
		await expect
			.poll(() => page.getByRole('heading', { level: 1 }).textContent())
			.toBe('Retrieve a ticket');
		expect(await page.locator('[data-td-url]').textContent()).toMatch(
			/^https?:\/\/[^/]+\/api\/playground\/demo\/tickets\/\{ticket_id\}$/,
		);
		expect(await page.getByRole('heading', { name: 'Path parameters' }).isVisible()).toBe(true);
		expect(await page.locator('#td-snippet-0').isVisible()).toBe(true);
		expect(await page.locator('#td-snippet-0').textContent()).toContain('curl --request GET');
		// Other languages are a click away, still without JavaScript (radio tabs).
		expect(await page.locator('#td-snippet-1').isVisible()).toBe(false);
		await page.getByText('Python', { exact: true }).click();
		expect(await page.locator('#td-snippet-1').isVisible()).toBe(true);
		expect(await page.locator('#td-snippet-0').isVisible()).toBe(false);
		await context.close();
	});

	it('changes the URL and the code examples with the server selector, and tells the playground', async () => {
		const page = await docs.browser.newPage();
		await page.goto(docs.site.url + PAGE);
		await page.evaluate(() => {
			(window as unknown as { seen: number[] }).seen = [];
			document.addEventListener('trydocs:server-change', (event) => {
				(window as unknown as { seen: number[] }).seen.push((event as CustomEvent).detail.index);
			});
		});
		const select = page.getByRole('combobox', { name: 'Server' });
		expect(await select.locator('option').allTextContents()).toEqual([
			'Demo instance (this site)',
			'Tickets interface (v1)',
		]);
		await select.selectOption('1');
		await expect
			.poll(() => page.locator('[data-td-url]').textContent())
			.toMatch(/\/api\/v1\/tickets\/\{ticket_id\}$/);
		expect(await page.locator('#td-snippet-0').textContent()).toContain('/api/v1/tickets/tkt_1001');
		expect(await page.locator('#td-snippet-1').textContent()).toContain('/api/v1/tickets/tkt_1001');
		expect(await page.locator('#td-snippet-0').textContent()).not.toContain('/api/playground/demo');
		expect(await page.evaluate(() => (window as unknown as { seen: number[] }).seen)).toEqual([1]);
		await page.close();
	});

	it('follows a server change made by the playground', async () => {
		const page = await docs.browser.newPage();
		await page.goto(docs.site.url + PAGE);
		await page.evaluate(() =>
			document.dispatchEvent(new CustomEvent('trydocs:server-change', { detail: { index: 1 } })),
		);
		expect(await page.getByRole('combobox', { name: 'Server' }).inputValue()).toBe('1');
		expect(await page.locator('[data-td-url]').textContent()).toMatch(
			/\/api\/v1\/tickets\/\{ticket_id\}$/,
		);
		expect(await page.locator('#td-snippet-2').textContent()).toContain('/api/v1/tickets/tkt_1001');
		await page.close();
	});

	it('copies the URL of the selected server with one click', async () => {
		const context = await docs.browser.newContext();
		await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
			origin: docs.site.url,
		});
		const page = await context.newPage();
		await page.goto(docs.site.url + PAGE);
		await page.getByRole('combobox', { name: 'Server' }).selectOption('1');
		await page.getByRole('button', { name: 'Copy the URL' }).click();
		await expect
			.poll(() => page.getByRole('button', { name: 'Copy the URL' }).textContent())
			.toBe('Copied');
		expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
			/\/api\/v1\/tickets\/\{ticket_id\}$/,
		);
		await page.getByRole('button', { name: 'Copy the cURL example' }).click();
		expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
			'curl --request GET',
		);
		await context.close();
	});
});
