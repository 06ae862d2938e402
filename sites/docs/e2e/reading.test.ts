import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDocsSite } from './helpers.ts';

const ENDPOINT = '/api-reference/tickets/get/';
const PHONE = { viewport: { width: 390, height: 844 } };

/** Every page of the built docs site, as the paths a reader opens. */
function listPages(): string[] {
	const client = fileURLToPath(new URL('../dist/client/', import.meta.url));
	return readdirSync(client, { recursive: true, encoding: 'utf8' })
		.filter((file) => file === 'index.html' || file.endsWith('/index.html'))
		.map((file) => `/${file.slice(0, -'index.html'.length)}`)
		.sort();
}

/**
 * The code blocks on the page with visible code text under their Copy button (the text's boxes
 * clipped to the block's scroll area), each as its first line. Runs in the page.
 */
function codeUnderCopyButtons(): string[] {
	const covered: string[] = [];
	for (const block of document.querySelectorAll('.td-codeblock')) {
		const button = block.querySelector('.td-codeblock-copy')?.getBoundingClientRect();
		const pre = block.querySelector('pre');
		if (!button?.width || !pre) continue;
		const area = pre.getBoundingClientRect();
		const text = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
		const range = document.createRange();
		let under = false;
		for (let node = text.nextNode(); node && !under; node = text.nextNode()) {
			if (!node.textContent?.trim()) continue;
			range.selectNodeContents(node);
			under = [...range.getClientRects()].some((box) => {
				const left = Math.max(box.left, area.left, button.left);
				const right = Math.min(box.right, area.right, button.right);
				const top = Math.max(box.top, area.top, button.top);
				const bottom = Math.min(box.bottom, area.bottom, button.bottom);
				return right > left && bottom > top;
			});
		}
		if (under) covered.push(pre.textContent?.split('\n')[0] ?? '');
	}
	return covered;
}

/** The name of a heading's anchor link. */
const titled = (heading: string) => `Section titled “${heading}”`;

/** WCAG contrast ratio of an sRGB colour against white. */
function contrastWithWhite(red: number, green: number, blue: number): number {
	const linear = (channel: number) => {
		const value = channel / 255;
		return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
	};
	const luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
	return 1.05 / (luminance + 0.05);
}

describe('docs site: reading comfort (phone layout, markers, tabs, focus, anchors)', () => {
	const docs = useDocsSite();

	async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
		const context = await docs.browser.newContext(options);
		const page = await context.newPage();
		await page.goto(docs.site.url + path);
		return page;
	}

	describe('on a phone (390 px)', () => {
		it('never scrolls the page sideways, lists a wide table as entries, and shows no code under a Copy button', async () => {
			const pages = listPages();
			expect(pages).toContain('/guides/docs-json/');
			const page = await open('/', PHONE);
			const wide: string[] = [];
			const covered: string[] = [];
			for (const path of pages) {
				await page.goto(docs.site.url + path);
				const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
				if (width > 390) wide.push(`${path} (${width} px)`);
				for (const line of await page.evaluate(codeUnderCopyButtons))
					covered.push(`${path}: ${line}`);
			}
			expect(wide).toEqual([]);
			// A long command (`npm install …` on one line) scrolls beside its button, not under it.
			expect(covered).toEqual([]);
			// A table of three columns or more is a list of entries: each cell after the first under
			// its column's heading, nothing off the screen. One of two columns keeps its columns.
			await page.goto(`${docs.site.url}/guides/docs-json/`);
			const listed = page.locator('.td-prose table').first();
			await expect(listed.locator('thead').isVisible()).resolves.toBe(false);
			const stacked = await listed
				.locator('tbody tr')
				.first()
				.evaluate((row) => {
					const [first, second] = [...row.children] as HTMLElement[];
					const label = getComputedStyle(second as HTMLElement, '::before').content;
					const heading = row.closest('table')?.querySelectorAll('th')[1]?.textContent?.trim();
					return {
						below:
							(second as HTMLElement).getBoundingClientRect().top >=
							(first as HTMLElement).getBoundingClientRect().bottom,
						labelled: label === `"${heading}: "`,
						inside: (row.closest('table') as HTMLElement).getBoundingClientRect().right <= 390,
					};
				});
			expect(stacked).toEqual({ below: true, labelled: true, inside: true });
			await page.goto(`${docs.site.url}/guides/cli/`);
			const narrow = page.locator('.td-prose table').first();
			await expect(narrow.locator('thead').isVisible()).resolves.toBe(true);
			await expect(
				narrow
					.locator('td')
					.first()
					.evaluate((cell) => getComputedStyle(cell).display),
			).resolves.toBe('table-cell');
			await page.context().close();
		});

		it('keeps inline code in table cells whole instead of breaking it mid-word', async () => {
			const page = await open('/guides/docs-json/', PHONE);
			const broken = await page.locator('.td-prose td code').evaluateAll((codes) =>
				codes
					.filter((code) => !/\s/.test(code.textContent ?? ''))
					.filter((code) => code.getClientRects().length > 1)
					.map((code) => code.textContent),
			);
			expect(broken).toEqual([]);
			await page.context().close();
		});

		it('keeps the Try it modal on the screen on every endpoint page: its × in view, nothing wider than it', async () => {
			const pages = listPages().filter((path) => path.startsWith('/api-reference/'));
			expect(pages.length).toBeGreaterThanOrEqual(5);
			const page = await open('/', PHONE);
			const off: string[] = [];
			for (const path of pages) {
				await page.goto(docs.site.url + path);
				await page.getByRole('button', { name: 'Try it' }).click();
				const dialog = page.getByRole('dialog');
				await dialog.getByRole('button', { name: 'Close' }).waitFor();
				const at = await dialog.evaluate((root) => {
					const modal = root.querySelector('.td-pg-modal') as HTMLElement;
					const box = modal.getBoundingClientRect();
					const close = (root.querySelector('.td-pg-close') as HTMLElement).getBoundingClientRect();
					return {
						modal: [Math.round(box.left), Math.round(box.right)],
						close: close.right <= box.right && close.left >= 0,
						shifted: modal.scrollLeft,
						wider: modal.scrollWidth - modal.clientWidth,
					};
				});
				if (at.modal[0] < 0 || at.modal[1] > 390 || !at.close || at.shifted || at.wider > 0) {
					off.push(`${path} ${JSON.stringify(at)}`);
				}
				await page.keyboard.press('Escape');
				await dialog.waitFor({ state: 'detached' });
			}
			expect(off).toEqual([]);
			await page.context().close();
		});

		/** The text of each line `url` takes on screen, measured character by character. */
		function readLines(url: Locator) {
			return url.evaluate((element) => {
				const found: string[] = [];
				let top: number | undefined;
				const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
				for (let node = walker.nextNode(); node; node = walker.nextNode()) {
					const text = node.textContent ?? '';
					for (let index = 0; index < text.length; index++) {
						const range = document.createRange();
						range.setStart(node, index);
						range.setEnd(node, index + 1);
						const rect = range.getBoundingClientRect();
						if (top === undefined || rect.top > top + 2) found.push('');
						top = rect.top;
						found[found.length - 1] += text[index];
					}
				}
				return found;
			});
		}

		it("wraps the endpoint bar's URL only after a slash", async () => {
			const page = await open(ENDPOINT, PHONE);
			const lines = await readLines(page.locator('.td-url'));
			expect(lines.length).toBeGreaterThan(1);
			for (const line of lines.slice(0, -1)) expect(line).toMatch(/\/$/);
			await page.context().close();
		});

		it("wraps the playground's request URL only after a slash or before a query", async () => {
			const page = await open(`${ENDPOINT}?playground=open`, PHONE);
			const url = page.locator('dialog [data-td-request-url]');
			await url.waitFor();
			const lines = await readLines(url);
			expect(lines.length).toBeGreaterThan(1);
			for (const [index, line] of lines.slice(0, -1).entries()) {
				expect(line.endsWith('/') || /^[?&]/.test(lines[index + 1] ?? ''), line).toBe(true);
			}
			await page.context().close();
		});
	});

	describe('request examples', () => {
		/** Each line of the visible request example, and how many lines it takes on screen. */
		async function readExample(page: Page) {
			return page
				.locator('.td-example-request .td-tab-panel code')
				.first()
				.evaluate((code) => {
					const tops = new Set<number>();
					const range = document.createRange();
					range.selectNodeContents(code);
					for (const rect of range.getClientRects())
						if (rect.width > 0) tops.add(Math.round(rect.top));
					const colour = (selector: string) => {
						const element = code.querySelector(selector);
						return element ? getComputedStyle(element).color : undefined;
					};
					const pre = code.parentElement as HTMLElement;
					return {
						lines: (code.textContent ?? '').split('\n'),
						shown: tops.size,
						scrolls: pre.scrollWidth > pre.clientWidth,
						text: getComputedStyle(code).color,
						flag: colour('.td-j-flag'),
						key: colour('.td-j-key'),
						value: colour('.td-j-str'),
					};
				});
		}

		it('writes one line per option, never wraps, and scrolls sideways on a phone', async () => {
			for (const viewport of [PHONE.viewport, { width: 1440, height: 900 }]) {
				const page = await open('/api-reference/tickets/create/', { viewport });
				const example = await readExample(page);
				// Every option starts its own line; the JSON body follows --data, indented under it.
				const options = example.lines.filter((line) => /^\s*--[a-z]/.test(line));
				expect(options.map((line) => line.trim().split(' ')[0])).toEqual([
					'--url',
					'--header',
					'--header',
					'--data',
				]);
				expect(example.lines.at(-1)).toBe("  }'");
				const data = example.lines.findIndex((line) => line.includes('--data'));
				expect(example.lines[data]).toMatch(/--data '\{$/);
				for (const line of example.lines.slice(data + 1, -1)) expect(line).toMatch(/^ {4}"/);
				// No quote alone on a line.
				expect(example.lines.filter((line) => line.trim() === "'")).toEqual([]);
				// What is one line in the text is one line on screen.
				expect(example.shown).toBe(example.lines.length);
				if (viewport.width === 390) expect(example.scrolls).toBe(true);
				await page.context().close();
			}
		});

		it('highlights the request as the response example beside it, with no script', async () => {
			const context = await docs.browser.newContext({ javaScriptEnabled: false });
			const page = await context.newPage();
			await page.goto(`${docs.site.url}/api-reference/tickets/create/`);
			const example = await readExample(page);
			const response = await page
				.locator('.td-example:not(.td-example-request) .td-j-key')
				.first()
				.evaluate((key) => getComputedStyle(key).color);
			expect(example.flag).toBeDefined();
			expect(new Set([example.text, example.flag, example.key, example.value]).size).toBe(4);
			// The body's keys are coloured as the response's keys are.
			expect(example.key).toBe(response);
			await context.close();
		});
	});

	describe('endpoint layout', () => {
		it('keeps the response tabs on one row at 10 statuses, scrolling sideways, under a full-width rule', async () => {
			for (const width of [390, 1440]) {
				const page = await open('/api-reference/builds/status/', {
					viewport: { width, height: 900 },
				});
				const example = page.locator('.td-example:not(.td-example-request)');
				const tabs = example.locator('.td-tab');
				const tops = await tabs.evaluateAll((labels) =>
					labels.map((label) => Math.round(label.getBoundingClientRect().top)),
				);
				// builds.yaml's report answers 200, 400, 401, 403, 404, 409, 413, 415, 429 and 500.
				expect(tops).toHaveLength(10);
				expect(new Set(tops).size).toBe(1);
				// The last status is reached by scrolling the row, and shows its example.
				await tabs.last().click();
				const shown = example.locator('.td-tab-panel:visible');
				expect(await shown.getAttribute('data-status')).toBe(await tabs.last().innerText());
				// The rule under the tabs spans the whole example.
				const [rule, box] = await example.evaluate((section) => {
					const panel = [...section.querySelectorAll<HTMLElement>('.td-tab-panel')].find(
						(candidate) => candidate.offsetHeight > 0,
					);
					return [panel?.getBoundingClientRect().width ?? 0, section.getBoundingClientRect().width];
				});
				expect(Math.abs(rule - box)).toBeLessThan(1);
				await page.context().close();
			}
		});

		it('puts the examples after the request below 1152 px (as Mintlify), beside both parts above it', async () => {
			const measure = (page: Page) =>
				page.evaluate(() => {
					const box = (selector: string) =>
						(document.querySelector(selector) as HTMLElement).getBoundingClientRect();
					return {
						params: box('.td-params').bottom,
						responses: box('#td-responses').top,
						asideTop: box('.td-endpoint-aside').top,
						asideLeft: box('.td-endpoint-aside').left,
						mainRight: box('.td-endpoint-main').right,
						bar: box('.td-endpoint-bar').bottom,
					};
				});
			for (const width of [390, 1024]) {
				const page = await open('/api-reference/builds/get/', { viewport: { width, height: 900 } });
				const at = await measure(page);
				expect(at.asideTop).toBeGreaterThan(at.params);
				expect(at.asideTop).toBeLessThan(at.responses);
				await page.context().close();
			}
			const page = await open('/api-reference/builds/get/', {
				viewport: { width: 1440, height: 900 },
			});
			const at = await measure(page);
			expect(at.asideLeft).toBeGreaterThan(at.mainRight);
			expect(at.asideTop - at.bar).toBeLessThan(60);
			// The responses follow the request directly: no gap the examples would leave.
			expect(at.responses - at.params).toBeLessThan(60);
			await page.context().close();
		});
	});

	it('opens Try it as a form of its own: path example filled, no boxes, one "Server", sized to its content', async () => {
		const page = await open(ENDPOINT, { viewport: { width: 1440, height: 900 } });
		await page.getByRole('button', { name: 'Try it' }).click();
		const dialog = page.getByRole('dialog');
		expect(await dialog.getByLabel('ticket_id').inputValue()).toBe('tkt_1001');
		expect(await dialog.getByText('Server', { exact: true }).count()).toBe(1);
		const look = await dialog.evaluate((root) => {
			const style = (selector: string) => getComputedStyle(root.querySelector(selector) as Element);
			return {
				boxes: [...root.querySelectorAll('.td-pg-group')].map(
					(group) => getComputedStyle(group).borderTopStyle,
				),
				human: style('label[for="td-pg-server"] .td-pg-field-name').fontFamily,
				name: style('label[for="td-pg-path-ticket_id"] .td-pg-field-name').fontFamily,
				height: (root.querySelector('.td-pg-modal') as HTMLElement).getBoundingClientRect().height,
			};
		});
		expect(new Set(look.boxes)).toEqual(new Set(['none']));
		expect(look.human).not.toMatch(/mono/i);
		expect(look.name).toMatch(/mono/i);
		expect(look.height).toBeLessThan(900 - 32 - 100);
		await page.context().close();
	});

	it('reads a hand-written api: page in the order and words of a generated one', async () => {
		const page = await open('/api-reference/tickets/create/', {
			viewport: { width: 1440, height: 900 },
		});
		const main = page.locator('.td-endpoint-main');
		const order = await main.evaluate((root) =>
			[
				...root.querySelectorAll(
					':scope > p, :scope > section > h2, :scope > :is(h2, h3), ' +
						':scope > section > .td-heading > h2, :scope > .td-heading > :is(h2, h3)',
				),
			].map((element) => (element.tagName === 'P' ? 'intro' : element.textContent?.trim())),
		);
		// The introduction first, then Authorization, then the fields; responses grouped by status.
		expect(order.slice(0, 2)).toEqual(['intro', 'Authorization']);
		expect(order.filter((entry) => entry !== 'intro')).toEqual([
			'Authorization',
			'Request body',
			'Responses',
			'201: the ticket',
			'400, 413, 415: an error',
		]);
		// Its headings' links say the same words as the generated ticket page's.
		const anchors = () =>
			page
				.locator('.td-anchor')
				.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
		expect(await anchors()).toEqual(
			expect.arrayContaining(['Authorization', 'Request body', 'Responses'].map(titled)),
		);
		await page.goto(`${docs.site.url}/api-reference/builds/rebuild/`);
		expect(await anchors()).toContain(titled('Request body'));
		await page.context().close();
	});

	it("shows the site's icon in the tab without asking the server for a favicon it lacks", async () => {
		const page = await open('/', { viewport: { width: 1440, height: 900 } });
		const icons = await page
			.locator('link[rel="icon"]')
			.evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
		expect(icons).toHaveLength(1);
		// An image the browser draws (a broken one would not decode), and no request to make.
		const size = await page.evaluate(async (href) => {
			const image = new Image();
			image.src = href;
			await image.decode();
			return [image.naturalWidth, image.naturalHeight];
		}, icons[0] as string);
		expect(size).toEqual([32, 32]);
		expect(icons[0]).toMatch(/^data:image\/svg\+xml,/);
		await page.context().close();
	});

	it('marks every disclosure with a drawn chevron that turns when it opens, not the browser triangle', async () => {
		const page = await open(ENDPOINT, { viewport: { width: 1440, height: 900 } });
		// The sidebar's groups, the nested fields ("Show properties") and the responses.
		const summaries = page.locator('.td-nav summary, .td-children > summary, .td-resp > summary');
		expect(await summaries.count()).toBeGreaterThanOrEqual(4);
		const markers = await summaries.evaluateAll((all) =>
			all.map((summary) => {
				const chevron = getComputedStyle(summary, '::before');
				return {
					listStyle: getComputedStyle(summary).listStyleType,
					chevron: chevron.content === '""' && chevron.borderRightStyle === 'solid',
					open: (summary.parentElement as HTMLDetailsElement).open,
					transform: chevron.transform,
				};
			}),
		);
		for (const marker of markers) {
			expect(marker).toMatchObject({ listStyle: 'none', chevron: true });
		}
		// Open and closed chevrons point different ways.
		const turns = (open: boolean) =>
			new Set(markers.filter((marker) => marker.open === open).map((marker) => marker.transform));
		expect(turns(true).size).toBe(1);
		expect(turns(false).size).toBe(1);
		expect([...turns(true)]).not.toEqual([...turns(false)]);
		await page.context().close();
	});

	it('colours a 5xx response red in the example tabs, as in the list beside them', async () => {
		const page = await open('/api-reference/builds/get/', { colorScheme: 'dark' });
		const color = (selector: string) =>
			page
				.locator(selector)
				.first()
				.evaluate((element) => getComputedStyle(element).color);
		expect(await color('.td-example .td-tab-status-5')).toBe(await color('.td-resp-status-5'));
		await page.context().close();
	});

	it('draws one focus ring, at least 3:1 against the light page, and a skip link of its own', async () => {
		const page = await open(ENDPOINT, {
			colorScheme: 'light',
			viewport: { width: 1440, height: 900 },
		});
		await page.keyboard.press('Tab');
		const skip = await page.evaluate(() => {
			const link = document.activeElement as HTMLElement;
			const style = getComputedStyle(link);
			return {
				text: link.textContent,
				background: style.backgroundColor,
				top: link.getBoundingClientRect().top,
			};
		});
		expect(skip).toMatchObject({ text: 'Skip to content', background: 'rgb(255, 255, 255)' });
		const rings: string[] = [];
		const ringOf = () =>
			page.evaluate(() => {
				const focused = document.activeElement as HTMLElement;
				const shown = focused.matches('.td-tab-input, .td-m-tab-input')
					? (focused.nextElementSibling as HTMLElement)
					: focused;
				const style = getComputedStyle(shown);
				return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
			});
		// The skip link, then a sidebar link, a copy button and an example tab, each from the keyboard.
		for (const selector of ['.td-skip', '.td-nav a', '.td-copy-url', '.td-example .td-tab-input']) {
			await page.locator(selector).first().focus();
			rings.push(await ringOf());
		}
		// Then a guide's code group tab (Mintlify's <CodeGroup>) and a heading's anchor link.
		await page.goto(`${docs.site.url}/quickstart/`);
		for (const selector of ['.td-m-tab-input', '.td-anchor']) {
			await page.locator(selector).first().focus();
			rings.push(await ringOf());
		}
		expect(new Set(rings).size).toBe(1);
		const [red, green, blue] = (rings[0]?.match(/\d+/g) ?? []).slice(-3).map(Number);
		expect(contrastWithWhite(red ?? 255, green ?? 255, blue ?? 255)).toBeGreaterThanOrEqual(3);
		await page.context().close();
	});
});
