import { describe, expect, it } from 'vitest';
import { openPlayground, runAxe, useDocsSite, visibleSnippet } from './helpers.ts';

const PAGE = '/api-reference/tickets/get/';

describe('docs site: Try it on the ticket page', () => {
	const docs = useDocsSite();

	/** Fills the bearer token when the spec asks for one (the demo route accepts any token). */
	async function fillToken(dialog: Awaited<ReturnType<typeof openPlayground>>) {
		const token = dialog.getByLabel('Bearer token');
		if ((await token.count()) > 0) await token.fill('demo-token');
	}

	it("server-renders the 'Try it' button, and shows no dead button to a reader without JavaScript", async () => {
		const html = await (await fetch(docs.site.url + PAGE)).text();
		expect(html).toMatch(
			/<div class="td-playground-host" data-td-playground[^>]*><button[^>]*class="td-try-it"[^>]*>Try it<\/button>/,
		);
		// Its props follow it as JSON in a script element, not escaped into an attribute.
		const props = /<\/div><\/div><script type="application\/json">(\{"title".+?)<\/script>/.exec(
			html,
		)?.[1];
		expect(JSON.parse(props ?? '{}').operation).toMatchObject({ method: expect.any(String) });
		expect(html).not.toContain('&quot;operation&quot;');
		// Before the island's code arrives, the button is already there.
		const slow = await docs.browser.newContext();
		const waiting = await slow.newPage();
		await waiting.route('**/_astro/try-it.*.js', () => undefined);
		await waiting.goto(docs.site.url + PAGE, { waitUntil: 'domcontentloaded' });
		expect(await waiting.getByRole('button', { name: 'Try it' }).isVisible()).toBe(true);
		await slow.close();
		// Without JavaScript, nothing would answer it (or the Copy buttons): they are not shown.
		const noJs = await docs.browser.newContext({ javaScriptEnabled: false });
		const page = await noJs.newPage();
		await page.goto(docs.site.url + PAGE);
		expect(await page.locator('.td-try-it').count()).toBe(1);
		expect(await page.getByRole('button', { name: 'Try it' }).isVisible()).toBe(false);
		expect(await page.getByRole('button', { name: 'Copy the URL' }).isVisible()).toBe(false);
		await noJs.close();
	});

	it('opens a real dialog titled with the operation; focus moves in, stays in, and returns', async () => {
		const page = await docs.context.newPage();
		const dialog = await openPlayground(page, docs.site.url + PAGE, 'Retrieve a ticket');
		expect(await dialog.getAttribute('aria-modal')).toBe('true');
		expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Retrieve a ticket');
		expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
		for (let i = 0; i < 25; i++) {
			await page.keyboard.press(i % 3 === 0 ? 'Shift+Tab' : 'Tab');
			expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
		}
		await dialog.getByRole('button', { name: 'Close' }).click();
		await dialog.waitFor({ state: 'detached' });
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Try it');
	});

	it('rule 3: shows the path parameter as a labelled field with "required" in text', async () => {
		const page = await docs.context.newPage();
		const dialog = await openPlayground(page, docs.site.url + PAGE);
		const group = dialog.getByRole('group', { name: 'Path parameters' });
		const field = group.getByLabel('ticket_id');
		expect(await field.count()).toBe(1);
		expect(await group.locator('label[for]').innerText()).toMatch(/ticket_id\s+required/);
		// It starts at the spec's example, so the first Send can succeed (Scalar's form does this).
		expect(await field.inputValue()).toBe('tkt_1001');
		expect(await dialog.locator('[data-td-request-url]').textContent()).toBe(
			`${docs.site.url}/api/playground/demo/tickets/tkt_1001`,
		);
		// Emptied by the reader, it is named as missing.
		await field.fill('');
		await dialog.getByRole('button', { name: 'Send' }).click();
		expect(await dialog.getByRole('alert').innerText()).toBe(
			'Fill in the required fields: ticket_id.',
		);
		expect(await field.getAttribute('aria-invalid')).toBe('true');
	});

	it('rule 4: code examples regenerate on every keystroke in all configured languages, and copy', async () => {
		const page = await docs.context.newPage();
		const dialog = await openPlayground(page, docs.site.url + PAGE);
		const tabs = dialog.getByRole('tab');
		expect(await tabs.allInnerTexts()).toEqual(['cURL', 'Python', 'JavaScript']);
		const field = dialog.getByLabel('ticket_id');
		await field.fill('');
		await field.pressSequentially('tkt_9');
		const expected = `${docs.site.url}/api/playground/demo/tickets/tkt_9`;
		// Only the language on screen is written: each tab loads its writer when first shown.
		for (const name of ['cURL', 'Python', 'JavaScript']) {
			await dialog.getByRole('tab', { name }).click();
			await expect.poll(() => visibleSnippet(dialog)).toContain(expected);
		}
		await dialog.getByRole('tab', { name: 'Python' }).click();
		// Back in the field (the tab took the focus), at the end of the value.
		await field.press('End');
		await field.press('Backspace');
		await expect
			.poll(() => visibleSnippet(dialog))
			.toContain(`url = "${docs.site.url}/api/playground/demo/tickets/tkt_"`);
		await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
		await dialog.getByRole('button', { name: 'Copied!' }).waitFor();
		const clipboard = await page.evaluate(() => navigator.clipboard.readText());
		expect(clipboard).toBe(await visibleSnippet(dialog));
		expect(clipboard).toContain('import requests');
	});

	it('rule 5: Send and Ctrl+Enter execute the request; status, duration and formatted body show', async () => {
		const page = await docs.context.newPage();
		const dialog = await openPlayground(page, docs.site.url + PAGE);
		await fillToken(dialog);
		await dialog.getByLabel('ticket_id').fill('tkt_1002');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.locator('.td-pg-status').waitFor();
		expect(await dialog.locator('.td-pg-status').textContent()).toBe('200 OK');
		expect(await dialog.locator('.td-pg-duration').textContent()).toMatch(/^\d+ ms$/);
		expect(await dialog.locator('.td-pg-size').textContent()).toMatch(/^\d+ B$/);
		const body = await dialog.locator('.td-pg-body').textContent();
		expect(body).toContain('"subject": "Rebuild stuck after pushing a large spec"');
		expect(await dialog.locator('.td-pg-body .td-pg-tok-key').first().textContent()).toBe('"id"');

		// Ctrl+Enter from anywhere in the modal, here the heading area, sends the new value.
		await dialog.getByLabel('ticket_id').fill('tkt_missing');
		await dialog.getByRole('heading').click();
		await page.keyboard.press('Control+Enter');
		await expect.poll(() => dialog.locator('.td-pg-status').textContent()).toBe('404 Not Found');
		expect(await dialog.locator('.td-pg-body').textContent()).toContain('`tkt_missing`');
		await dialog.locator('summary', { hasText: 'Headers' }).click();
		expect(await dialog.locator('.td-pg-headers').innerText()).toMatch(
			/content-type\s+application\/json/,
		);
	});

	it('rule 6: the base URL comes from the spec servers (a relative server is this site)', async () => {
		const page = await docs.context.newPage();
		const dialog = await openPlayground(page, docs.site.url + PAGE);
		await dialog.getByLabel('ticket_id').fill('');
		expect(await dialog.locator('[data-td-request-url]').textContent()).toBe(
			`${docs.site.url}/api/playground/demo/tickets/{ticket_id}`,
		);
	});

	it('rule 8: ?playground=open is added while open (other parameters kept), removed on close, and opens it', async () => {
		const page = await docs.context.newPage();
		await page.goto(`${docs.site.url + PAGE}?lang=en#top`);
		const entries = await page.evaluate(() => history.length);
		await page.getByRole('button', { name: 'Try it' }).click();
		await page.getByRole('dialog').waitFor();
		expect(page.url()).toBe(`${docs.site.url + PAGE}?lang=en&playground=open#top`);
		await page.getByRole('button', { name: 'Close' }).click();
		expect(page.url()).toBe(`${docs.site.url + PAGE}?lang=en#top`);
		// replaceState: no history entries were added.
		expect(await page.evaluate(() => history.length)).toBe(entries);

		const other = await docs.context.newPage();
		await other.goto(`${docs.site.url + PAGE}?playground=open`);
		await other.getByRole('dialog', { name: 'Retrieve a ticket' }).waitFor();
	});

	it('rule 9: Escape closes the playground', async () => {
		const page = await docs.context.newPage();
		const dialog = await openPlayground(page, docs.site.url + PAGE);
		await dialog.getByLabel('ticket_id').fill('x');
		await page.keyboard.press('Escape');
		await dialog.waitFor({ state: 'detached' });
		expect(page.url()).not.toContain('playground=open');
	});

	it('has no axe-core violations with the modal open, before and after a response', async () => {
		const page = await docs.context.newPage();
		const dialog = await openPlayground(page, docs.site.url + PAGE);
		expect(await runAxe(page, 'dialog')).toEqual([]);
		await fillToken(dialog);
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.getByLabel('ticket_id').fill('tkt_1001');
		await dialog.getByRole('button', { name: 'Send' }).click();
		await dialog.locator('.td-pg-status').waitFor();
		expect(await runAxe(page, 'dialog')).toEqual([]);
		await page.screenshot({ path: '/tmp/td-docs-modal.png' });
	});
});
