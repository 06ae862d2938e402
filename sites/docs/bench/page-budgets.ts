// The reader's budgets of the built docs site's pages, measured in Chromium on a throttled phone
// profile (390 x 844, 4x slower CPU, 150 ms round trips at 1.6 Mbit/s, as Lighthouse's mobile
// profile), for the home page, a guide and an endpoint page, each the median of 5 cold loads:
//   - JavaScript before any interaction (gzip, inline scripts and files), target <= 4 KB;
//   - CSS (gzip, stylesheets and inline styles), target <= 10 KB;
//   - Largest Contentful Paint, target < 1 s;
//   - Cumulative Layout Shift while loading and scrolling to the end, target 0.
// The open modal's budget (<= 30 KB gzip) is page-weight.ts's. It prints figures; it never fails.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '@trydocs/test-utils/browser';
import { serveBuiltSite } from '@trydocs/test-utils/serve';

const PAGES = ['/', '/guides/playground/', '/api-reference/tickets/get/'];
const RUNS = 5;
const root = fileURLToPath(new URL('..', import.meta.url));

interface Figures {
	js: number;
	css: number;
	lcp: number;
	cls: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const site = await serveBuiltSite(root);
const browser = await launchChromium();
try {
	// A deployed server is warm: its first answers (the runtime's start) are not the page's time.
	for (const path of PAGES) await (await fetch(site.url + path)).arrayBuffer();
	// LCP is a time: on a shared machine it says as much about the machine's load as the page.
	const load = loadavg().map((value) => value.toFixed(1));
	console.log(
		`Page budgets on a throttled phone profile (built docs site, Chromium; load average ${load.join(' ')})`,
	);
	for (const path of PAGES) {
		const runs: Figures[] = [];
		for (let run = 0; run < RUNS; run++) runs.push(await measure(site.url + path));
		const [first] = runs as [Figures];
		const lcp = runs.map((figures) => figures.lcp).sort((a, b) => a - b);
		console.log(
			`  ${path}: JS before interaction ${kb(first.js)} gzip (target <= 4 KB); ` +
				`CSS ${kb(first.css)} gzip (target <= 10 KB); ` +
				`LCP median ${(lcp[Math.floor(RUNS / 2)] ?? 0).toFixed(0)} ms of ${RUNS} cold loads (target < 1000 ms); ` +
				`CLS ${Math.max(...runs.map((figures) => figures.cls)).toFixed(3)} (target 0)`,
		);
	}
} finally {
	await browser.close();
	await site.stop();
}

/** One cold load of `url` in a fresh context: sizes, LCP, and CLS once scrolled to the end. */
async function measure(url: string): Promise<Figures> {
	const context = await browser.newContext({
		viewport: { width: 390, height: 844 },
		isMobile: true,
		hasTouch: true,
	});
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await cdp.send('Network.enable');
	await cdp.send('Network.emulateNetworkConditions', {
		offline: false,
		latency: 150,
		downloadThroughput: (1.6 * 1024 * 1024) / 8,
		uploadThroughput: (750 * 1024) / 8,
	});
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
	const bodies: Promise<{ type: string; gzip: number }>[] = [];
	page.on('response', (response) => {
		const type = response.request().resourceType();
		if (type !== 'script' && type !== 'stylesheet') return;
		bodies.push(response.body().then((body) => ({ type, gzip: gzipSync(body).length })));
	});
	await page.addInitScript(() => {
		const seen = { lcp: 0, cls: 0 };
		(window as unknown as { tdSeen: typeof seen }).tdSeen = seen;
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries()) seen.lcp = entry.startTime;
		}).observe({ type: 'largest-contentful-paint', buffered: true });
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as unknown as {
				value: number;
				hadRecentInput: boolean;
			}[]) {
				if (!entry.hadRecentInput) seen.cls += entry.value;
			}
		}).observe({ type: 'layout-shift', buffered: true });
	});
	await page.goto(url, { waitUntil: 'networkidle' });
	const loaded = await Promise.all(bodies);
	const inline = await page.evaluate(() => ({
		scripts: [...document.querySelectorAll('script:not([src])')].map(
			(node) => node.textContent ?? '',
		),
		styles: [...document.querySelectorAll('style')].map((node) => node.textContent ?? ''),
	}));
	const gzipOf = (texts: string[]) =>
		texts.reduce((total, text) => total + gzipSync(text).length, 0);
	const js = loaded.filter((body) => body.type === 'script').reduce((t, b) => t + b.gzip, 0);
	const css = loaded.filter((body) => body.type === 'stylesheet').reduce((t, b) => t + b.gzip, 0);
	// Scroll to the end in steps, as a reader does, so shifts below the fold count too.
	await page.evaluate(async () => {
		const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
		for (
			let step = 0;
			step < 200 && scrollY + innerHeight < document.documentElement.scrollHeight - 1;
			step++
		) {
			scrollBy(0, innerHeight / 2);
			await frame();
			await frame();
		}
	});
	const seen = await page.evaluate(
		() => (window as unknown as { tdSeen: { lcp: number; cls: number } }).tdSeen,
	);
	await context.close();
	return {
		js: js + gzipOf(inline.scripts),
		css: css + gzipOf(inline.styles),
		lcp: seen.lcp,
		cls: seen.cls,
	};
}
