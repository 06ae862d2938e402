// How much to slow this machine's CPU so a page runs as on the phone a benchmark means.
//
// A DevTools CPU slowdown is relative to the host: Lighthouse's 4x moves a high-end desktop
// (BenchmarkIndex 1,500-2,000) into the mid-tier mobile bracket, and its documentation asks for a
// lower multiplier on a weaker host (docs/throttling.md, "Calibrating the CPU slowdown"). DevTools
// calibrates the same way: it runs Lighthouse's BenchmarkIndex under throttling and bisects the
// rate until the score matches the target device's. This file does that, so the figures name a
// device rather than "4x of whatever ran the bench", and a busy machine (whose score drops) gets
// a lower rate instead of a slower phone.
import type { Browser, CDPSession, Page } from 'playwright-core';

/** Lighthouse's mobile profile: 4x on the middle of its high-end desktop bracket (1,750 / 4). */
export const LIGHTHOUSE_MOBILE_INDEX = 440;
/** DevTools' "low-tier mobile" calibration target (a Moto G Power 2022). */
export const LOW_TIER_MOBILE_INDEX = 264;
/** DevTools' "mid-tier mobile" calibration target (a Pixel 5). */
export const MID_TIER_MOBILE_INDEX = 1000;

/**
 * Lighthouse's BenchmarkIndex, run in the page: the mean of two scores, each over half of
 * `durationMs`: how many 10,000-character strings a second the page builds one character at a
 * time (memory and GC), and how many copies a second of a 100,000-integer array (no GC), both
 * divided by 10. Desktop-class hosts score 1,000 and up, a mid-tier phone 125-800.
 */
function benchmarkIndex(durationMs: number): number {
	const half = durationMs / 2;
	const perSecond = (count: number, start: number) =>
		Math.round(count / 10 / ((Date.now() - start) / 1000));

	let start = Date.now();
	let strings = 0;
	while (Date.now() - start < half) {
		let text = '';
		for (let i = 0; i < 10_000; i++) text += 'a';
		if (text.length === 1) throw new Error('unreachable: keeps the loop from being optimised away');
		strings++;
	}
	const gcScore = perSecond(strings, start);

	const a: number[] = [];
	const b: number[] = [];
	for (let i = 0; i < 100_000; i++) a[i] = b[i] = i;
	start = Date.now();
	let copies = 0;
	// The clock is read every tenth copy only: some CPUs slow down on a call in this tight loop.
	while (copies % 10 !== 0 || Date.now() - start < half) {
		const [from, to] = copies % 2 === 0 ? [a, b] : [b, a];
		for (let i = 0; i < from.length; i++) to[i] = from[i] as number;
		copies++;
	}
	return (gcScore + perSecond(copies, start)) / 2;
}

export interface Calibration {
	/** The host's own BenchmarkIndex, unthrottled. */
	hostIndex: number;
	/** The DevTools CPU throttling rate whose BenchmarkIndex is closest to the target. */
	rate: number;
	/** The BenchmarkIndex measured at that rate. */
	index: number;
}

/** The CPU throttling rate at which this host scores `target`, as DevTools' calibration finds it. */
export function calibrateCpu(browser: Browser, target: number): Promise<Calibration> {
	return withBenchmark(browser, async (score) => {
		const hostIndex = await score(1);
		if (hostIndex <= target) return { hostIndex, rate: 1, index: hostIndex };
		let low = { rate: 1, index: hostIndex };
		// DevTools applies a rate to the hundredth.
		const hundredths = (rate: number) => Math.round(rate * 100) / 100;
		let high = { rate: hundredths(Math.max(2, (hostIndex / target) * 1.5)), index: 0 };
		high.index = await score(high.rate);
		const distance = (probe: { index: number }) => Math.abs(probe.index - target);
		let best = distance(low) < distance(high) ? low : high;
		for (let step = 0; step < 8 && distance(best) >= 10; step++) {
			const rate = hundredths((low.rate + high.rate) / 2);
			const probe = { rate, index: await score(rate) };
			if (distance(probe) < distance(best)) best = probe;
			if (probe.index < target) high = probe;
			else low = probe;
		}
		return { hostIndex, rate: best.rate, index: best.index };
	});
}

/** This host's BenchmarkIndex with its CPU slowed `rate` times. */
export function benchmarkIndexAt(browser: Browser, rate: number): Promise<number> {
	return withBenchmark(browser, (score) => score(rate));
}

async function withBenchmark<T>(
	browser: Browser,
	use: (score: (rate: number) => Promise<number>) => Promise<T>,
): Promise<T> {
	const context = await browser.newContext();
	try {
		const page = await context.newPage();
		const cdp = await context.newCDPSession(page);
		const score = (rate: number) => scoreAt(page, cdp, rate);
		await score(1); // warm-up: lets V8 optimise the benchmark
		return await use(score);
	} finally {
		await context.close();
	}
}

/** The median BenchmarkIndex of three short runs at `rate`: one run on a shared machine jumps. */
async function scoreAt(page: Page, cdp: CDPSession, rate: number): Promise<number> {
	await cdp.send('Emulation.setCPUThrottlingRate', { rate });
	const runs: number[] = [];
	for (let run = 0; run < 3; run++) runs.push(await page.evaluate(benchmarkIndex, 300));
	return runs.sort((x, y) => x - y)[1] as number;
}
