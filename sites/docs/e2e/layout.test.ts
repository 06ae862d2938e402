import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDocsSite } from './helpers.ts';

const GUIDE = '/guides/playground/';
const ENDPOINT = '/api-reference/tickets/get/';

/** Left and right edges and width of the first element `selector` matches, in CSS pixels. */
function edges(page: Page, selector: string) {
	return page
		.locator(selector)
		.first()
		.evaluate((element) => {
			const { left, right, width } = element.getBoundingClientRect();
			return { left, right, width };
		});
}

describe('docs site: the page frame on wide screens, heading anchors, the current section', () => {
	const docs = useDocsSite();

	async function open(path: string, width: number): Promise<Page> {
		const page = await docs.context.newPage();
		await page.setViewportSize({ width, height: 900 });
		await page.goto(docs.site.url + path);
		return page;
	}

	it('lines the header up with the body from 1024 to 2560 px, and keeps the reference readable', async () => {
		const misaligned: string[] = [];
		for (const width of [1024, 1440, 1920, 2560]) {
			for (const path of [GUIDE, ENDPOINT]) {
				const page = await open(path, width);
				// The body's frame: the sidebar starts it, and its last column ends it.
				const frame = await edges(page, '.td-shell');
				const brand = await edges(page, '.td-brand');
				const toggle = await edges(page, '.td-theme-toggle');
				// The body's last column ("On this page", or the endpoint's examples) ends the frame.
				const last = await edges(
					page,
					width >= 1152 && path === GUIDE ? '.td-toc' : '.td-shell > main',
				);
				const seen = {
					logo: brand.left - frame.left,
					toggle: frame.right - toggle.right,
					lastColumn: frame.right - last.right,
				};
				// The header's content is inset 1.5rem (22.5 px) from the frame on both sides.
				const inset = (value: number) => Math.abs(value - 22.5) <= 1;
				const fills = Math.abs(seen.lastColumn) <= 1 || (path === GUIDE && width < 1152);
				if (!inset(seen.logo) || !inset(seen.toggle) || !fills) {
					misaligned.push(`${path} at ${width} px: ${JSON.stringify(seen)}`);
				}
				if (path === ENDPOINT) {
					// The endpoint's own two columns: no "On this page" squeezes the reference.
					const reference = await edges(page, '.td-endpoint-main');
					if (reference.width < (width >= 1440 ? 600 : 400)) {
						misaligned.push(`reference column at ${width} px: ${reference.width} px`);
					}
				}
				await page.close();
			}
		}
		expect(misaligned).toEqual([]);
	});

	it("gives each heading a '#' link, shown on hover and reached with the keyboard", async () => {
		const page = await open(GUIDE, 1440);
		const heading = page.getByRole('heading', { name: 'Servers', exact: true });
		const anchor = page.getByRole('link', { name: 'Section titled “Servers”' });
		expect(await anchor.getAttribute('href')).toBe('#servers');
		const opacity = () => anchor.evaluate((link) => getComputedStyle(link).opacity);
		expect(await opacity()).toBe('0');
		await heading.hover();
		expect(await opacity()).toBe('1');
		// Shown left of the heading's first line.
		const [headingBox, anchorBox] = await Promise.all([
			heading.boundingBox(),
			anchor.boundingBox(),
		]);
		expect((anchorBox?.x ?? 0) + (anchorBox?.width ?? 0)).toBeLessThanOrEqual(
			(headingBox?.x ?? 0) + 1,
		);
		expect(Math.abs((anchorBox?.y ?? 0) - (headingBox?.y ?? 0))).toBeLessThan(4);
		// From the keyboard: Tab reaches the anchors in reading order, each shows when focused.
		await page.mouse.move(0, 0);
		await page.locator('.td-main p').first().click();
		const focused: string[] = [];
		for (let i = 0; i < 40 && !focused.includes('Section titled “Servers”'); i++) {
			await page.keyboard.press('Tab');
			const name = await page.evaluate(() => {
				const active = document.activeElement as HTMLElement;
				if (!active.matches('.td-anchor')) return '';
				return getComputedStyle(active).opacity === '1'
					? active.getAttribute('aria-label')
					: 'hidden';
			});
			if (name) focused.push(name);
		}
		expect(focused.slice(0, 2)).toEqual([
			'Section titled “Display modes”',
			'Section titled “Servers”',
		]);
		await page.keyboard.press('Enter');
		await page.waitForURL(`${docs.site.url}${GUIDE}#servers`);
		// The heading stops below the sticky header, not under it.
		const header = await page.locator('.td-header').boundingBox();
		const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
		expect(top).toBeGreaterThanOrEqual(header?.height ?? 0);
		expect(top).toBeLessThan(150);
	});

	it('marks the section being read in "On this page" as the reader scrolls', async () => {
		const page = await open(GUIDE, 1440);
		const toc = page.getByRole('navigation', { name: 'On this page' });
		const current = () =>
			toc.locator('a[aria-current="true"]').evaluateAll((links) => links.map((a) => a.textContent));
		// The observer answers on a frame of its own, late on a busy machine.
		const SLOW = { timeout: 10_000 };
		await expect.poll(current, SLOW).toEqual(['Display modes']);
		await page.getByRole('heading', { name: 'Servers', exact: true }).evaluate((heading) => {
			heading.scrollIntoView();
		});
		await expect.poll(current, SLOW).toEqual(['Servers']);
		await page.mouse.wheel(0, -400);
		await expect.poll(current, SLOW).toEqual(['Display modes']);
		// A reader who follows an entry sees it marked.
		const last = toc.getByRole('link').last();
		const name = await last.textContent();
		await page.evaluate(() => window.scrollTo(0, 0));
		await last.click();
		await expect.poll(current, SLOW).toEqual([name]);
	});

	it('keeps the JavaScript of a guide before interaction under 4 KB gzip', async () => {
		const page = await docs.context.newPage();
		const loads: Promise<number>[] = [];
		page.on('response', (response) => {
			if (response.request().resourceType() !== 'script') return;
			loads.push(response.body().then((body) => gzipSync(body).length));
		});
		await page.goto(docs.site.url + GUIDE, { waitUntil: 'networkidle' });
		const inline = await page.$$eval('script:not([src])', (nodes) =>
			nodes.map((node) => node.textContent ?? ''),
		);
		const files = (await Promise.all(loads)).reduce((total, size) => total + size, 0);
		const gzip = inline.reduce((total, text) => total + gzipSync(text).length, files);
		expect(gzip).toBeLessThanOrEqual(4096);
	});

	it("shows the product on the site's own pages: cards, steps, callouts, code groups, tabs", async () => {
		const page = await open('/', 1440);
		const main = page.locator('main');
		const cards = await main
			.locator('a.td-m-card')
			.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
		expect(cards.length).toBeGreaterThanOrEqual(6);
		for (const href of cards) expect((await page.request.get(href)).status(), href).toBe(200);
		expect(await main.locator('.td-m-steps > .td-m-step').count()).toBeGreaterThanOrEqual(4);
		expect(await main.locator('.td-m-callout').count()).toBeGreaterThanOrEqual(2);
		// The quick start sets up in steps and installs with npm or pnpm from one code group.
		await page.goto(`${docs.site.url}/quickstart/`);
		expect(await main.locator('.td-m-steps > .td-m-step').count()).toBe(5);
		const labels = main.locator('.td-m-steps .td-m-tab-label');
		expect(await labels.allTextContents()).toEqual(['npm', 'pnpm']);
		await labels.last().click();
		expect(await main.locator('.td-m-tab-panel:visible').textContent()).toContain(
			'pnpm add @trydocs/astro',
		);
		// The hosting guide shows each host's adapter in its own tab.
		await page.goto(`${docs.site.url}/guides/vercel-netlify/`);
		expect(await main.locator('.td-m-tab-label').allTextContents()).toEqual(['Vercel', 'Netlify']);
	});
});
