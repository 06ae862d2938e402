// The playground's four budgets on an endpoint page of the built docs site, measured in Chromium:
//   1. JavaScript before any interaction (gzip), target <= 4 KB;
//   2. JavaScript in total once the modal is open with its code example (gzip), target <= 30 KB;
//      then what each other language's tab loads when the reader switches to it, and what the
//      first Send loads (sending, and the response checker with its JSON Schema validator);
//   3. median time from a keystroke to the updated code example on screen, over a few hundred
//      keystrokes, with performance marks, target < 2 ms;
//   4. time from a click to the visible modal on a warm page (chunks preloaded), target < 100 ms;
//   5. the OAuth 2.0 / OpenID Connect panel's chunk, which only a page whose scheme needs it loads
//      (this page has none, so it must not appear among the files above), and the chunks of the
//      body's fields (this GET has no body), the request history and the variables panel (opened
//      by the reader).
// It prints figures; it never fails on them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '@trydocs/test-utils/browser';
import { serveBuiltSite } from '@trydocs/test-utils/serve';

const PAGE = '/api-reference/tickets/get/';
const KEYSTROKES = 400;
const OPENINGS = 25;
const root = fileURLToPath(new URL('..', import.meta.url));

interface Loaded {
	url: string;
	raw: number;
	gzip: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const site = await serveBuiltSite(root);
const browser = await launchChromium();
try {
	const page = await browser.newPage();
	const scripts: Loaded[] = [];
	const pending: Promise<void>[] = [];
	page.on('response', (response) => {
		if (response.request().resourceType() !== 'script') return;
		pending.push(
			response.body().then((body) => {
				scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body).length });
			}),
		);
	});
	// Inline scripts count too: Astro's island runtime and our client directive are inlined.
	await page.goto(site.url + PAGE, { waitUntil: 'networkidle' });
	await Promise.all(pending);
	const inline = await page.$$eval('script:not([src])', (nodes) =>
		nodes.map((node) => node.textContent ?? ''),
	);
	const inlineRaw = inline.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
	const inlineGzip = inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
	const before = sum(scripts);
	const beforeFiles = scripts.map((script) => script.url);

	// Reach for the button (hover preloads), open the modal, and wait for the code examples.
	const button = page.getByRole('button', { name: 'Try it' });
	await button.hover();
	await page.waitForLoadState('networkidle');
	await button.click();
	const dialog = page.getByRole('dialog');
	await dialog.waitFor();
	await page.waitForFunction(() => {
		const code = document.querySelector('.td-pg-code-panel pre code');
		return code && !code.textContent?.includes('Loading');
	});
	await page.waitForLoadState('networkidle');
	await Promise.all(pending);
	const after = sum(scripts);
	const afterOpen = [...scripts];

	// 3. Keystroke -> every language's snippet updated in the DOM, measured in the page.
	const keystrokes = await page.evaluate(async (count) => {
		const input = document.querySelector<HTMLInputElement>('dialog input[id$="ticket_id"]');
		// Only the language on screen is written (its writer is the one loaded).
		const panels = [
			...document.querySelectorAll<HTMLElement>('.td-pg-code-panel:not([hidden]) pre'),
		];
		if (!input || panels.length === 0) throw new Error('No ticket_id field or code panels');
		const container = document.querySelector('.td-pg-code') as HTMLElement;
		const durations: number[] = [];
		let value = 'tkt_';
		for (let i = 0; i < count; i++) {
			// Type forward, and every 20 keystrokes clear back, so the value stays short.
			value = i % 20 === 19 ? 'tkt_' : value + String.fromCharCode(97 + (i % 26));
			const expected = `/tickets/${value}`;
			const updated = new Promise<void>((resolve) => {
				const done = () =>
					panels.every((panel) => {
						const text = panel.textContent ?? '';
						const at = text.indexOf(expected);
						return at >= 0 && !/[a-z0-9_]/i.test(text[at + expected.length] ?? '');
					});
				const observer = new MutationObserver(() => {
					if (done()) {
						observer.disconnect();
						resolve();
					}
				});
				observer.observe(container, { childList: true, subtree: true, characterData: true });
			});
			performance.mark('td-key');
			input.value = value;
			input.dispatchEvent(new Event('input', { bubbles: true }));
			await updated;
			performance.mark('td-snippets');
			durations.push(performance.measure('td-keystroke', 'td-key', 'td-snippets').duration);
		}
		return durations;
	}, KEYSTROKES);

	// 2b. What switching to each other language loads (its writer, once).
	const switches: string[] = [];
	const tabNames = await dialog.getByRole('tab').allInnerTexts();
	for (const name of tabNames.slice(1)) {
		const count = scripts.length;
		await dialog.getByRole('tab', { name }).click();
		await page.locator('.td-pg-code-panel:not([hidden]) code[data-ready]').waitFor();
		await page.waitForLoadState('networkidle');
		await Promise.all(pending);
		const loaded = scripts.slice(count);
		switches.push(
			`${name}: ${kb(sum(loaded).gzip)} gzip (${loaded.map((s) => new URL(s.url).pathname.replace('/_astro/', '')).join(', ') || 'nothing'})`,
		);
	}
	await dialog.getByRole('tab', { name: tabNames[0] ?? '' }).click();

	// 2c. What the first Send loads: sending, and the response checker with its validator.
	const beforeSend = scripts.length;
	await dialog.getByLabel('Bearer token').fill('demo');
	await dialog.getByLabel('ticket_id').fill('tkt_1001');
	await dialog.getByRole('button', { name: 'Send' }).click();
	await page.locator('.td-pg-check').waitFor();
	await page.waitForLoadState('networkidle');
	await Promise.all(pending);
	const sendLoads = scripts.slice(beforeSend);
	const checkText = await page.locator('.td-pg-check-summary').textContent();

	// 4. Click -> modal visible, on the warm page (chunks loaded, the island hydrated).
	const openings = await page.evaluate(async (count) => {
		const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
		const durations: number[] = [];
		for (let i = 0; i < count; i++) {
			const close = document.querySelector<HTMLButtonElement>('dialog .td-pg-close');
			close?.click();
			while (document.querySelector('dialog[open]')) await nextFrame();
			await nextFrame();
			const trigger = document.querySelector<HTMLButtonElement>('.td-try-it');
			if (!trigger) throw new Error('No Try it button');
			performance.mark('td-click');
			trigger.click();
			for (;;) {
				const open = document.querySelector('dialog[open]');
				if (open && open.getBoundingClientRect().height > 0) break;
				await new Promise((resolve) => setTimeout(resolve, 0));
			}
			// Visible means painted: wait for the frame that shows it.
			await nextFrame();
			performance.mark('td-visible');
			durations.push(performance.measure('td-open', 'td-click', 'td-visible').duration);
		}
		return durations;
	}, OPENINGS);

	const ms = (value: number) => `${value.toFixed(2)} ms`;
	console.log(`Playground budgets on ${PAGE} (built docs site, Chromium)`);
	console.log(
		`  1. JS before interaction: ${kb(before.gzip + inlineGzip)} gzip (target <= 4 KB); ` +
			`${kb(before.raw + inlineRaw)} raw; ${beforeFiles.length} files + ${inline.length} inline scripts (${kb(inlineGzip)} gzip inline)`,
	);
	for (const url of beforeFiles) {
		const script = scripts.find((s) => s.url === url);
		if (script) console.log(`       ${new URL(url).pathname}  ${kb(script.gzip)} gzip`);
	}
	console.log(
		`  2. JS in total with the modal open and its code example: ${kb(after.gzip + inlineGzip)} gzip (${after.gzip + inlineGzip} B; target <= 30 KB, 30720 B); ` +
			`${kb(after.raw + inlineRaw)} raw; ${afterOpen.length} files`,
	);
	for (const script of afterOpen.filter((s) => !beforeFiles.includes(s.url))) {
		console.log(`       ${new URL(script.url).pathname}  ${kb(script.gzip)} gzip`);
	}
	console.log(`     switching language loads only its writer, once: ${switches.join('; ')}`);
	console.log(
		`     the first Send loads ${kb(sum(sendLoads).gzip)} gzip: ${sendLoads.map((s) => `${new URL(s.url).pathname.replace('/_astro/', '')} ${kb(s.gzip)}`).join(', ')} (then: "${(checkText ?? '').replace(/^\W+/, '')}")`,
	);
	console.log(
		'  3. keystroke -> code example on screen updated: ' +
			`median ${ms(median(keystrokes))} (target < 2 ms); p95 ${ms(percentile(keystrokes, 0.95))}; ${keystrokes.length} keystrokes`,
	);
	console.log(
		`  4. click -> modal visible on a warm page: median ${ms(median(openings))} (target < 100 ms); ` +
			`max ${ms(Math.max(...openings))}; ${openings.length} openings`,
	);
	const assets = join(root, 'dist/client/_astro');
	const oauthChunks = readdirSync(assets).filter((name) => /^OAuthFields\..+\.js$/.test(name));
	const oauthGzip = oauthChunks.reduce(
		(total, name) => total + gzipSync(readFileSync(join(assets, name))).length,
		0,
	);
	const loadedOAuth = scripts.some((script) => script.url.includes('/OAuthFields.'));
	console.log(
		`  5. OAuth panel chunk (${oauthChunks.join(', ') || 'not found'}): ${kb(oauthGzip)} gzip, loaded on demand; ` +
			`this page (no OAuth scheme) ${loadedOAuth ? 'LOADED it' : 'never loaded it'}`,
	);
	// The body's fields and the request history are chunks of their own too, loaded on first use.
	for (const [label, pattern] of [
		["the body's fields", /^BodyFields\..+\.js$/],
		['the request history', /^HistoryPanel\..+\.js$/],
		['the variables panel', /^VariablesPanel\..+\.js$/],
	] as const) {
		const files = readdirSync(assets).filter((name) => pattern.test(name));
		const gzip = files.reduce(
			(t, name) => t + gzipSync(readFileSync(join(assets, name))).length,
			0,
		);
		const loaded = scripts.some((script) => files.some((name) => script.url.endsWith(name)));
		console.log(
			`     ${label} (${files.join(', ') || 'not found'}): ${kb(gzip)} gzip, on demand; this page ${loaded ? 'LOADED it' : 'never loaded it'}`,
		);
	}
	const split = findSplitChunks(assets, /^Modal\./, /^OAuthFields\./);
	console.log(
		`     chunks only the modal and the OAuth panel import (split out of the modal by the panel): ${split.join(', ') || 'none'}`,
	);
} finally {
	await browser.close();
	await site.stop();
}

/**
 * Chunks whose only importers are the modal's chunk and the OAuth panel's: code the modal held
 * until the panel imported it too, which every open modal then fetches as one more file.
 */
function findSplitChunks(assets: string, modal: RegExp, panel: RegExp): string[] {
	const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
	const importers = new Map<string, string[]>();
	for (const file of files) {
		const text = readFileSync(join(assets, file), 'utf8');
		for (const [, target] of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
			if (target) importers.set(target, [...(importers.get(target) ?? []), file]);
		}
	}
	return [...importers]
		.filter(
			([, by]) =>
				by.some((file) => modal.test(file)) &&
				by.some((file) => panel.test(file)) &&
				by.every((file) => modal.test(file) || panel.test(file)),
		)
		.map(([chunk]) => chunk);
}

function sum(list: Loaded[]) {
	return list.reduce((total, s) => ({ raw: total.raw + s.raw, gzip: total.gzip + s.gzip }), {
		raw: 0,
		gzip: 0,
	});
}

function median(values: number[]): number {
	return percentile(values, 0.5);
}

function percentile(values: number[], p: number): number {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}
