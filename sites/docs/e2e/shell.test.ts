import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe, useDocsSite } from './helpers.ts';

const GUIDE = '/guides/playground/';
const ENDPOINT = '/api-reference/tickets/get/';
const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(11, 16, 32)';
/** Search loads Pagefind and its index on first use: slow on a busy machine. */
const SEARCH = { timeout: 20_000 };

describe('docs site: the shell around every page (search, themes, menu, TOC, 404)', () => {
	// Contexts are opened per test here, with the colour scheme or screen each test needs.
	const docs = useDocsSite();

	async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
		const context = await docs.browser.newContext(options);
		const page = await context.newPage();
		await page.goto(docs.site.url + path);
		return page;
	}

	/** The page's background in the first frame the browser renders. */
	async function firstFrameBackground(options: BrowserContextOptions, theme?: string) {
		const context = await docs.browser.newContext(options);
		await context.addInitScript((stored) => {
			if (stored) localStorage.setItem('trydocs-theme', stored);
			// The first animation frame runs just before the first paint.
			requestAnimationFrame(() => {
				(window as unknown as { firstBg: string }).firstBg = getComputedStyle(
					document.documentElement,
				).backgroundColor;
			});
		}, theme);
		const page = await context.newPage();
		await page.goto(docs.site.url + GUIDE);
		await page.waitForFunction(() => 'firstBg' in window);
		const background = await page.evaluate(
			() => (window as unknown as { firstBg: string }).firstBg,
		);
		await context.close();
		return background;
	}

	describe('search', () => {
		it('finds a guide from Ctrl+K: type, see the result, Enter goes there', async () => {
			const page = await open(ENDPOINT);
			await page.keyboard.press('Control+k');
			const dialog = page.getByRole('dialog', { name: 'Search the docs' });
			await dialog.waitFor();
			await page.keyboard.type('libSQL server');
			// The guides that talk about it, the server's own among them; Enter opens the first.
			const titles = dialog.locator('.td-search-page .td-search-title');
			await expect
				.poll(() => titles.allTextContents(), SEARCH)
				.toEqual(expect.arrayContaining(['Host the endpoints', 'Deploy to Vercel or Netlify']));
			const first = dialog.locator('.td-search-page').first();
			const title = await first.locator('.td-search-title').textContent();
			const href = await first.getAttribute('href');
			expect(href).toMatch(/^\/guides\//);
			await page.keyboard.press('Enter');
			await page.waitForURL(`${docs.site.url}${href}`);
			expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
			await page.context().close();
		});

		it('opens with / as well, unless the reader is typing the / into a field', async () => {
			const page = await open(ENDPOINT);
			await page.keyboard.press('/');
			const dialog = page.getByRole('dialog', { name: 'Search the docs' });
			await dialog.waitFor();
			// The slash opened it and was not typed into the query.
			expect(await dialog.getByRole('searchbox').inputValue()).toBe('');
			await page.keyboard.press('Escape');
			await dialog.waitFor({ state: 'hidden' });
			await page.getByRole('button', { name: 'Try it' }).click();
			const field = page.getByRole('dialog').getByLabel('ticket_id');
			await field.fill('a');
			await field.press('/');
			expect(await field.inputValue()).toBe('a/');
			expect(await dialog.isVisible()).toBe(false);
			await page.context().close();
		});

		it('keeps the letters typed while the search code is still loading', async () => {
			const context = await docs.browser.newContext();
			const page = await context.newPage();
			// A slow network: the search module arrives a moment after the reader starts typing.
			await page.route('**/_astro/search.*.js', async (route) => {
				await new Promise((resolve) => setTimeout(resolve, 700));
				await route.continue();
			});
			await page.goto(docs.site.url + GUIDE);
			await page.keyboard.press('Control+k');
			await page.keyboard.type('libSQL');
			const dialog = page.getByRole('dialog', { name: 'Search the docs' });
			await dialog.waitFor();
			await expect.poll(() => dialog.getByRole('searchbox').inputValue()).toBe('libSQL');
			await page.keyboard.type(' server');
			expect(await dialog.getByRole('searchbox').inputValue()).toBe('libSQL server');
			await context.close();
		});

		it('finds endpoint pages by summary, method and path, and parameter name; links reach headings', async () => {
			const page = await open(GUIDE);
			await page.getByRole('button', { name: 'Search' }).click();
			const dialog = page.getByRole('dialog', { name: 'Search the docs' });
			const input = dialog.getByRole('searchbox', { name: 'Search the docs' });
			await input.fill('ticket_id');
			const results = dialog.locator('.td-search-result');
			await expect
				.poll(() => results.locator('.td-search-title').allTextContents(), SEARCH)
				.toContain('Retrieve a ticket');
			const result = results.filter({ hasText: 'Retrieve a ticket' }).first();
			expect(await result.locator('.td-search-endpoint').textContent()).toBe(
				'GET /tickets/{ticket_id}',
			);
			// The excerpt reads as words: a field's name, type and badges stay apart.
			const excerpt = (await result.locator('.td-search-excerpt').first().textContent()) ?? '';
			expect(excerpt).toContain('ticket_id');
			expect(excerpt).not.toMatch(/ticket_id(string|required)/);
			await input.fill('rebuild');
			await expect
				.poll(() => dialog.locator('.td-search-endpoint').allTextContents(), SEARCH)
				.toContain('POST /projects/{project_id}/rebuild');
			// Buttons of the page (Copy, Try it, the server list) are not part of what it says.
			const rebuild = results.filter({ hasText: 'POST /projects/{project_id}/rebuild' }).first();
			const said = (await rebuild.locator('.td-search-excerpt').first().textContent()) ?? '';
			expect(said).toContain('rebuild');
			expect(said).not.toMatch(/Copy|Try it|Demo instance/);
			await input.fill('display modes');
			await expect
				.poll(
					() =>
						dialog
							.locator('.td-search-heading')
							.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href)),
					SEARCH,
				)
				.toContain(`${docs.site.url}${GUIDE}#display-modes`);
			// Escape closes it and focus returns to the button.
			await page.keyboard.press('Escape');
			expect(await dialog.isVisible()).toBe(false);
			await expect
				.poll(() => page.evaluate(() => document.activeElement?.className))
				.toBe('td-search-button');
			await page.context().close();
		});

		it('has one close button, says "Searching…" until the index is in, and lists its keys', async () => {
			const context = await docs.browser.newContext({ viewport: { width: 1440, height: 900 } });
			const page = await context.newPage();
			// A slow phone's network: the index's code arrives 1.5 s after it is asked for.
			await page.route('**/pagefind/pagefind.js', async (route) => {
				await new Promise((resolve) => setTimeout(resolve, 1500));
				await route.continue();
			});
			await page.goto(docs.site.url + GUIDE);
			await page.keyboard.press('/');
			const dialog = page.getByRole('dialog', { name: 'Search the docs' });
			await dialog.waitFor();
			await page.keyboard.type('rebuild');
			await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Searching…');
			expect(await dialog.locator('.td-search-result').count()).toBe(0);
			await dialog.locator('.td-search-result').first().waitFor(SEARCH);
			expect(await dialog.getByRole('status').textContent()).toMatch(/^\d+ results?$/);
			// One button clears nothing and closes the dialog; the field draws no clear button of its own.
			expect(await dialog.getByRole('button').allTextContents()).toEqual(['×']);
			const nativeClear = await dialog
				.getByRole('searchbox')
				.evaluate(
					(input: HTMLInputElement) =>
						input.type === 'search' &&
						getComputedStyle(input, '::-webkit-search-cancel-button').display !== 'none',
				);
			expect(nativeClear).toBe(false);
			// The keys it answers, at its foot.
			const keys = dialog.locator('.td-search-keys');
			expect(await keys.isVisible()).toBe(true);
			expect(await keys.innerText()).toMatch(/↑\s*↓ to move\s+Enter to open\s+Esc to close/);
			await context.close();
		});

		it('shows excerpts that start at a sentence and read as prose, and each heading under its page', async () => {
			const page = await open(GUIDE);
			await page.keyboard.press('/');
			const dialog = page.getByRole('dialog', { name: 'Search the docs' });
			const input = dialog.getByRole('searchbox');
			const codeWord = /^-{1,2}\w|[{}[\]<>=$\\|`"]|:\/\/|\w\/\w|^\//;
			for (const query of ['rebuild', 'Authorization', 'curl', 'project_id']) {
				await input.fill(query);
				await dialog.locator('.td-search-result').first().waitFor(SEARCH);
				await expect
					.poll(() => dialog.getByRole('status').textContent(), SEARCH)
					.not.toBe('Searching…');
				const excerpts = await dialog.locator('.td-search-excerpt').evaluateAll((all) =>
					all.map((excerpt) => ({
						text: excerpt.textContent ?? '',
						// True when the words start at the match itself (after `…` or not).
						fromMatch:
							excerpt.firstChild?.nodeName === 'MARK' || excerpt.childNodes[1]?.nodeName === 'MARK',
					})),
				);
				expect(excerpts.length).toBeGreaterThan(0);
				for (const { text } of excerpts.filter((excerpt) => !excerpt.fromMatch)) {
					// A sentence's first word, or `…` where words were left out and then prose.
					expect(text, `${query}: ${text}`).toMatch(/^(\p{Lu}|\d|… )/u);
					const first = text.replace(/^… /, '').split(/\s+/)[0] ?? '';
					expect(codeWord.test(first), `${query}: ${text}`).toBe(false);
				}
			}
			await input.fill('display modes');
			const heading = dialog.locator(`.td-search-heading[href$="${GUIDE}#display-modes"]`);
			await heading.first().waitFor(SEARCH);
			expect(await heading.first().locator('.td-search-title').textContent()).toBe(
				'The playground › Display modes',
			);
			await page.context().close();
		});

		it('fits a phone: a result with a long URL wraps inside the dialog', async () => {
			const page = await open(GUIDE, { viewport: { width: 390, height: 844 } });
			await page.keyboard.press('/');
			const dialog = page.getByRole('dialog', { name: 'Search the docs' });
			await dialog.getByRole('searchbox').fill('rebuild');
			await dialog.locator('.td-search-heading').first().waitFor(SEARCH);
			const wider = await dialog.evaluate((root) =>
				[root, ...root.querySelectorAll('.td-search-results a')]
					.filter((element) => element.scrollWidth > element.clientWidth + 1)
					.map((element) => element.textContent?.slice(0, 60)),
			);
			expect(wider).toEqual([]);
			await page.context().close();
		});

		it('loads no search code before it is used', async () => {
			const context = await docs.browser.newContext();
			const page = await context.newPage();
			const scripts: string[] = [];
			page.on('request', (request) => scripts.push(request.url()));
			await page.goto(docs.site.url + ENDPOINT, { waitUntil: 'networkidle' });
			expect(scripts.filter((url) => /pagefind|search|menu/.test(url))).toEqual([]);
			await context.close();
		});
	});

	describe('themes', () => {
		it('paints the first frame in the system theme, or the one the reader picked', async () => {
			expect(await firstFrameBackground({ colorScheme: 'light' })).toBe(LIGHT_BG);
			expect(await firstFrameBackground({ colorScheme: 'dark' })).toBe(DARK_BG);
			expect(await firstFrameBackground({ colorScheme: 'light' }, 'dark')).toBe(DARK_BG);
			expect(await firstFrameBackground({ colorScheme: 'dark' }, 'light')).toBe(LIGHT_BG);
		});

		it('toggles, and remembers only the theme in this browser', async () => {
			const page = await open(GUIDE, { colorScheme: 'light' });
			const toggle = page.getByRole('button', { name: 'Dark theme' });
			expect(await toggle.getAttribute('aria-pressed')).toBe('false');
			await toggle.click();
			expect(await toggle.getAttribute('aria-pressed')).toBe('true');
			const background = () =>
				page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
			expect(await background()).toBe(DARK_BG);
			await page.goto(docs.site.url + ENDPOINT);
			expect(await background()).toBe(DARK_BG);
			expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ 'trydocs-theme': 'dark' });
			await page.context().close();
		});

		for (const colorScheme of ['light', 'dark'] as const) {
			it(`passes axe in the ${colorScheme} theme: home, guides, endpoint page, playground, search`, async () => {
				const page = await open(GUIDE, { colorScheme, viewport: { width: 1440, height: 900 } });
				expect(await runAxe(page, 'body')).toEqual([]);
				// The pages drawn with the content components: cards, steps, callouts, code groups.
				for (const path of ['/', '/quickstart/']) {
					await page.goto(docs.site.url + path);
					expect(await runAxe(page, 'body'), path).toEqual([]);
				}
				await page.goto(docs.site.url + ENDPOINT);
				expect(await runAxe(page, 'body')).toEqual([]);
				await page.getByRole('button', { name: 'Try it' }).click();
				const playground = page.locator('dialog.td-pg-dialog');
				await playground.waitFor();
				await playground.locator('code[data-ready]').first().waitFor();
				expect(await runAxe(page, 'dialog.td-pg-dialog')).toEqual([]);
				// The playground takes the site's colours: docs.json `colors.primary` / `light`.
				expect(
					await playground
						.getByRole('button', { name: 'Send' })
						.evaluate((button) => getComputedStyle(button).backgroundColor),
				).toBe(colorScheme === 'light' ? 'rgb(79, 70, 229)' : 'rgb(129, 140, 248)');
				await page.keyboard.press('Escape');
				await page.keyboard.press('Control+k');
				await page.getByRole('searchbox', { name: 'Search the docs' }).fill('playground');
				await page.locator('.td-search-result').first().waitFor(SEARCH);
				expect(await runAxe(page, 'dialog.td-search-dialog')).toEqual([]);
				await page.context().close();
			});
		}
	});

	describe('navigation', () => {
		it('lists the navigation after the page on a phone without JavaScript', async () => {
			const page = await open(ENDPOINT, {
				viewport: { width: 390, height: 844 },
				javaScriptEnabled: false,
			});
			const nav = page.getByRole('navigation', { name: 'Documentation' });
			expect(await nav.isVisible()).toBe(true);
			// After the page's content, not before it; and no button that would do nothing.
			const [navTop, mainTop] = await Promise.all([
				nav.evaluate((element) => element.getBoundingClientRect().top),
				page.locator('main').evaluate((element) => element.getBoundingClientRect().top),
			]);
			expect(navTop).toBeGreaterThan(mainTop);
			expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
			await nav.getByRole('link', { name: 'Quick start' }).click();
			await page.waitForURL(`${docs.site.url}/quickstart/`);
			await page.context().close();
		});

		it('opens the navigation as a dialog on a phone; Escape closes it and focus returns', async () => {
			const page = await open(ENDPOINT, { viewport: { width: 390, height: 844 } });
			expect(await page.locator('.td-sidebar').isVisible()).toBe(false);
			const button = page.getByRole('button', { name: 'Menu' });
			await button.click();
			const dialog = page.getByRole('dialog', { name: 'Navigation' });
			await dialog.waitFor();
			expect(await dialog.getByRole('link', { name: 'Quick start' }).isVisible()).toBe(true);
			expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(
				true,
			);
			expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
				'GETRetrieve a ticket',
			);
			expect(await runAxe(page, 'dialog.td-menu-dialog')).toEqual([]);
			await page.keyboard.press('Escape');
			await expect.poll(() => dialog.count()).toBe(0);
			await expect
				.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
				.toBe('Menu');
			// Followed on a phone: the link goes to its page.
			await button.click();
			await page
				.getByRole('dialog', { name: 'Navigation' })
				.getByRole('link', { name: 'Quick start' })
				.click();
			await page.waitForURL(`${docs.site.url}/quickstart/`);
			await page.context().close();
		});

		it('lists the headings "On this page" on wide screens, and links to the previous and next pages', async () => {
			const page = await open(GUIDE, { viewport: { width: 1440, height: 900 } });
			const toc = page.getByRole('navigation', { name: 'On this page' });
			expect(await toc.isVisible()).toBe(true);
			expect(await toc.getByRole('link').allTextContents()).toEqual(
				expect.arrayContaining(['Display modes', 'Servers']),
			);
			await toc.getByRole('link', { name: 'Servers' }).click();
			await page.waitForURL(`${docs.site.url}${GUIDE}#servers`);
			const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
			expect(await pager.getByRole('link').allInnerTexts()).toEqual([
				"Previous\nYour site's look, search and navigation",
				'Next\nRebuild from CI',
			]);
			await page.setViewportSize({ width: 390, height: 844 });
			expect(await toc.isVisible()).toBe(false);
			await page.context().close();
		});

		it('answers an unknown address with a 404 page that searches for it', async () => {
			const context = await docs.browser.newContext();
			const page = await context.newPage();
			const response = await page.goto(`${docs.site.url}/guides/playgrond-setup/`);
			expect(response?.status()).toBe(404);
			expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
			await page.getByRole('button', { name: 'Search the docs' }).click();
			const input = page.getByRole('dialog', { name: 'Search the docs' }).getByRole('searchbox');
			expect(await input.inputValue()).toBe('playgrond setup');
			await context.close();
		});
	});
});
