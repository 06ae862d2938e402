import { describe, expect, it } from 'vitest';
import { openPlayground, useDocsSite } from './helpers.ts';

const PAGE = '/api-reference/tickets/get/';
const TOKEN = 'tok-sh4red-never';

describe('docs site: Copy link shares a request, never its credentials', () => {
	const docs = useDocsSite();

	it('round trip: the link reopens the modal on the page with the same server and values, and no token', async () => {
		const page = await docs.context.newPage();
		const dialog = await openPlayground(
			page,
			`${docs.site.url}${PAGE}?from=docs`,
			'Retrieve a ticket',
		);
		await dialog.getByLabel('Bearer token').fill(TOKEN);
		await dialog.getByLabel('Server', { exact: true }).selectOption('1');
		await dialog.getByLabel('ticket_id').fill('tkt_1002');
		await dialog.getByRole('button', { name: 'Copy link' }).click();
		await dialog.getByText('Link copied.', { exact: false }).waitFor();
		const link = await page.evaluate(() => navigator.clipboard.readText());

		const url = new URL(link);
		expect(url.origin + url.pathname).toBe(docs.site.url + PAGE);
		expect(url.searchParams.get('from')).toBe('docs');
		expect(url.searchParams.get('playground')).toBe('open');
		const payload = Buffer.from(url.searchParams.get('playground-request') ?? '', 'base64url');
		for (const text of [link, decodeURIComponent(link), payload.toString('utf8')]) {
			expect(text).not.toContain(TOKEN);
		}

		// Someone else opens it: a fresh browser context, no state, no token.
		const other = await docs.browser.newContext();
		const receiver = await other.newPage();
		await receiver.goto(link);
		const opened = receiver.getByRole('dialog', { name: 'Retrieve a ticket' });
		await opened.waitFor();
		const notice = opened.locator('.td-pg-share-notice');
		await notice.waitFor();
		expect(await notice.innerText()).toBe(
			'Opened from a shared link: the server, parameters and body are filled in. Credentials are never shared: enter your own.',
		);
		expect(await opened.getByLabel('ticket_id').inputValue()).toBe('tkt_1002');
		expect(await opened.getByLabel('Server', { exact: true }).inputValue()).toBe('1');
		expect(await opened.getByLabel('Bearer token').inputValue()).toBe('');
		expect(await opened.locator('[data-td-request-url]').innerText()).toBe(
			`${docs.site.url}/api/v1/tickets/tkt_1002`,
		);
		// The page's own selector follows, and the address bar keeps only ?playground=open.
		expect(await receiver.locator('select[data-td-servers]').inputValue()).toBe('1');
		expect(new URL(receiver.url()).searchParams.has('playground-request')).toBe(false);
		await other.close();
	});

	it('a damaged link opens the playground with a clear message, not an error', async () => {
		const page = await docs.context.newPage();
		const errors: string[] = [];
		page.on('pageerror', (error) => errors.push(error.message));
		await page.goto(
			`${docs.site.url}${PAGE}?playground=open&playground-request=eyJ2IjoxLCJvcCI6Im`,
		);
		const dialog = page.getByRole('dialog', { name: 'Retrieve a ticket' });
		await dialog.waitFor();
		const notice = dialog.locator('.td-pg-share-notice');
		await notice.waitFor();
		expect(await notice.innerText()).toBe(
			'This shared link could not be read (it is damaged or incomplete), so the playground opened with its usual values.',
		);
		// The usual values: the path parameter at the spec's example.
		expect(await dialog.getByLabel('ticket_id').inputValue()).toBe('tkt_1001');
		expect(errors).toEqual([]);
	});
});
