// Prints the JavaScript an endpoint page of the built docs site loads: before any interaction,
// and after the playground opens, each raw and gzip. It prints figures; it never fails on them.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '@trydocs/test-utils/browser';
import { serveBuiltSite } from '@trydocs/test-utils/serve';

const PAGE = '/api-reference/tickets/get/';
const root = fileURLToPath(new URL('..', import.meta.url));

interface Loaded {
	url: string;
	raw: number;
	gzip: number;
}

const site = await serveBuiltSite(root);
const browser = await launchChromium();
try {
	const page = await browser.newPage();
	const scripts: Loaded[] = [];
	const pending: Promise<void>[] = [];
	page.on('response', (response) => {
		const type = response.request().resourceType();
		if (type !== 'script') return;
		pending.push(
			response.body().then((body) => {
				scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
			}),
		);
	});
	// Inline scripts count too: they are JavaScript the page ships before any interaction.
	await page.goto(site.url + PAGE, { waitUntil: 'networkidle' });
	await Promise.all(pending);
	const inline = await page.$$eval('script:not([src])', (nodes) =>
		nodes.map((node) => node.textContent ?? ''),
	);
	const inlineRaw = inline.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
	const inlineGzip = inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
	const before = sum(scripts);
	const beforeCount = scripts.length;

	await page.getByRole('button', { name: 'Try it' }).hover();
	await page.getByRole('button', { name: 'Try it' }).click();
	await page.getByRole('dialog').waitFor();
	await page.waitForLoadState('networkidle');
	await Promise.all(pending);
	const after = sum(scripts);

	const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
	console.log(`Page weight of ${PAGE} (built docs site, Chromium)`);
	console.log(
		`  before interaction: ${kb(before.raw + inlineRaw)} raw, ${kb(before.gzip + inlineGzip)} gzip` +
			` (${beforeCount} files + ${inline.length} inline scripts: ${kb(inlineRaw)} raw, ${kb(inlineGzip)} gzip)`,
	);
	console.log(
		`  after the playground opens: ${kb(after.raw + inlineRaw)} raw, ${kb(after.gzip + inlineGzip)} gzip in total` +
			` (${scripts.length} files; ${kb(after.raw - before.raw)} raw, ${kb(after.gzip - before.gzip)} gzip loaded on demand)`,
	);
	for (const script of scripts) {
		console.log(
			`    ${new URL(script.url).pathname}  ${kb(script.raw)} raw, ${kb(script.gzip)} gzip`,
		);
	}
} finally {
	await browser.close();
	await site.stop();
}

function sum(list: Loaded[]) {
	return list.reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip }), {
		raw: 0,
		gzip: 0,
	});
}
