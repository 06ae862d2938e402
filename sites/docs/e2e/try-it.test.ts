import { fileURLToPath } from 'node:url';
import { launchChromium } from '@trydocs/test-utils/browser';
import { type ServedSite, serveBuiltSite } from '@trydocs/test-utils/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('docs site: Try it on the ticket page', () => {
	let site: ServedSite;
	let browser: Browser;
	let page: Page;

	beforeAll(async () => {
		site = await serveBuiltSite(root);
		browser = await launchChromium();
	});
	afterAll(async () => {
		await browser?.close();
		await site?.stop();
	});

	async function openPlayground() {
		page = await browser.newPage();
		await page.goto(`${site.url}/api-reference/tickets/get/`);
		await page.locator('astro-island:not([ssr]) .td-try-it').waitFor();
		await page.getByRole('button', { name: 'Try it' }).click();
		return page.getByRole('dialog', { name: 'Retrieve a ticket' });
	}

	it('sends a GET to the demo route and shows the status and body', async () => {
		const dialog = await openPlayground();
		await dialog.getByLabel('ticket_id').fill('tkt_1002');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await expect.poll(() => dialog.locator('.td-status').textContent()).toContain('200');
		expect(await dialog.locator('.td-body').textContent()).toContain('"subject": "Rebuild stuck');
		await page.close();
	});

	it('shows the flat 404 body for an unknown ticket', async () => {
		const dialog = await openPlayground();
		await dialog.getByLabel('ticket_id').fill('tkt_missing');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await expect.poll(() => dialog.locator('.td-status').textContent()).toContain('404');
		expect(await dialog.locator('.td-body').textContent()).toContain('`tkt_missing`');
		await page.close();
	});
});
