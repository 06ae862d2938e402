import { getScreenshotPath } from '@trydocs/test-utils/browser';
import { describe, expect, it } from 'vitest';
import { runAxe, useDocsSite } from './helpers.ts';

const GUIDE = '/guides/docs-json/';
const ENDPOINT = '/api-reference/tickets/get/';

describe('docs site: the contextual menu', () => {
	const docs = useDocsSite();

	it('is a menu button: keys open it, move through it and close it, focus returns to the button', async () => {
		const page = await docs.context.newPage();
		await page.goto(docs.site.url + GUIDE);
		const toggle = page.getByRole('button', { name: 'More page actions' });
		expect(await toggle.getAttribute('aria-expanded')).toBe('false');
		await toggle.focus();
		await page.keyboard.press('Enter');
		const menu = page.getByRole('menu', { name: 'Page actions' });
		await menu.waitFor();
		expect(await toggle.getAttribute('aria-expanded')).toBe('true');
		const items = menu.getByRole('menuitem');
		expect(await items.allInnerTexts()).toEqual([
			expect.stringContaining('Copy page'),
			expect.stringContaining('View as Markdown'),
			expect.stringContaining('Open in ChatGPT'),
			expect.stringContaining('Open in Claude'),
			expect.stringContaining('Open in Perplexity'),
			// The site's MCP server (trydocsServer()): Mintlify's default MCP entries.
			expect.stringContaining('Copy MCP server URL'),
			expect.stringContaining('Connect to Cursor'),
			expect.stringContaining('Connect to VS Code'),
		]);
		await expect
			.poll(() => page.evaluate(() => document.activeElement?.textContent))
			.toContain('Copy page');
		await page.keyboard.press('ArrowUp');
		expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('VS Code');
		await page.keyboard.press('Home');
		await page.keyboard.press('ArrowDown');
		expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
			'View as Markdown',
		);
		await page.keyboard.press('Escape');
		expect(await menu.isVisible()).toBe(false);
		expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
		expect(await toggle.getAttribute('aria-expanded')).toBe('false');
	});

	it('copies the page as Markdown, the same text as its .md', async () => {
		const page = await docs.context.newPage();
		await page.goto(docs.site.url + ENDPOINT);
		await page.getByRole('button', { name: 'Copy page' }).first().click();
		await expect.poll(() => page.getByRole('status').filter({ hasText: 'copied' }).count()).toBe(1);
		const copied = await page.evaluate(() => navigator.clipboard.readText());
		const file = await (await fetch(`${docs.site.url}/api-reference/tickets/get.md`)).text();
		expect(copied).toBe(file);
		expect(copied).toContain('- `ticket_id` (string, required)');
	});

	it('copies the MCP server URL', async () => {
		const page = await docs.context.newPage();
		await page.goto(docs.site.url + GUIDE);
		await page.getByRole('button', { name: 'More page actions' }).click();
		await page.getByRole('menuitem', { name: /Copy MCP server URL/ }).click();
		await expect
			.poll(() => page.getByRole('status').filter({ hasText: 'MCP server URL copied' }).count())
			.toBe(1);
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
			'http://localhost:4321/mcp',
		);
	});

	it('gives AI chats the address of the page’s Markdown', async () => {
		const page = await docs.context.newPage();
		await page.goto(docs.site.url + GUIDE);
		const href = await page
			.getByRole('menuitem', { name: /Open in ChatGPT/, includeHidden: true })
			.getAttribute('href');
		expect(new URL(href ?? '').searchParams.get('q')).toBe(
			'Read http://localhost:4321/guides/docs-json.md so I can ask questions about it.',
		);
		const view = await page
			.getByRole('menuitem', { name: /View as Markdown/, includeHidden: true })
			.getAttribute('href');
		expect((await fetch(new URL(view ?? '', docs.site.url))).status).toBe(200);
	});

	for (const colorScheme of ['light', 'dark'] as const) {
		for (const width of [1280, 390]) {
			it(`has no axe-core violations, open, in the ${colorScheme} theme at ${width} px`, async () => {
				const page = await docs.browser.newPage({ colorScheme, viewport: { width, height: 800 } });
				await page.goto(docs.site.url + ENDPOINT);
				await page.getByRole('button', { name: 'More page actions' }).click();
				await page.getByRole('menu').waitFor();
				// The whole menu is on screen, on a phone too.
				const box = await page.getByRole('menu').boundingBox();
				expect(box?.x).toBeGreaterThanOrEqual(0);
				expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
				await page.screenshot({
					path: getScreenshotPath('docs', `contextual-menu-${colorScheme}-${width}`),
				});
				expect(await runAxe(page, '.td-title-row')).toEqual([]);
				await page.close();
			});
		}
	}
});
