// Load benchmark of the server endpoints (loopback, autocannon): requests per second and p50/p99
// latency for ticket reads and rebuild triggers, next to a bare node:http hello world measured in
// the same run, with the ratios, and next to Astro's own minimal endpoint on the same adapter
// (the server fixture's `/runtime`, built if missing), the floor of Astro's pipeline. It prints
// figures; it never fails on them.
// Servers run in child processes; autocannon runs here. Target: ticket reads at least 40% of the
// bare server's throughput, p99 under 20 ms.
//
// On a small machine the load generator and the server share the CPUs, and whatever else runs
// moves the figures. So, where `taskset` exists, the servers get one CPU and autocannon another,
// and the read comparison runs in rounds (bare, then each ticket read, in turn); each round's
// ratio is against that round's bare figure, and the median round is reported.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getFreePort, type RunningServer, startServer } from '@trydocs/test-utils/serve';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const API_KEY = 'td_key_bench_0123456789abcdef';
const TOKEN = 'td_tok_bench_0123456789abcdef';

interface Target {
	name: string;
	url: string;
	method?: 'GET' | 'POST';
	headers?: Record<string, string>;
}

interface Figures {
	rps: number;
	p50: number;
	p99: number;
	non2xx: number;
	errors: number;
}

const dataDirs: string[] = [];
const servers: RunningServer[] = [];

function tempDir(prefix: string) {
	const dir = mkdtempSync(join(tmpdir(), prefix));
	dataDirs.push(dir);
	return dir;
}

/** Pins a process (all its threads) to the given CPUs; false where `taskset` is missing. */
function pin(pid: number, cpus: string): boolean {
	try {
		execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
		return true;
	} catch {
		return false;
	}
}

const cpuCount = availableParallelism();
// With two CPUs or more, the servers share the last one and the load generator has the rest.
const serverCpu = String(cpuCount - 1);
const clientCpus = cpuCount > 2 ? `0-${cpuCount - 2}` : '0';
let pinned = cpuCount >= 2;

async function startChild(
	args: string[],
	env: Record<string, string>,
	port: number,
	cwd = root,
	readyPath = '/api/playground/demo/tickets/tkt_1001',
) {
	const server = await startServer({
		cwd,
		args,
		env,
		port,
		readyPath,
		timeoutMs: 30_000,
	});
	servers.push(server);
	if (pinned) pinned = pin(server.pid, serverCpu);
	return server.url;
}

async function run(target: Target, seconds: number): Promise<Figures> {
	const result = await autocannon({
		url: target.url,
		method: target.method ?? 'GET',
		headers: target.headers,
		connections: CONNECTIONS,
		duration: seconds,
	});
	return {
		rps: result.requests.average,
		p50: result.latency.p50,
		p99: result.latency.p99,
		non2xx: result.non2xx,
		errors: result.errors,
	};
}

async function createTicket(base: string) {
	const response = await fetch(`${base}/api/v1/tickets`, {
		method: 'POST',
		headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
		body: JSON.stringify({
			customer_id: 'cus_bench',
			subject: 'Benchmark ticket',
			priority: 'normal',
		}),
	});
	if (response.status !== 201) throw new Error(`Could not create a ticket: ${response.status}`);
	return ((await response.json()) as { id: string }).id;
}

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b);
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 === 1
		? (sorted[middle] ?? 0)
		: ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function formatRow(name: string, width: number, figures: Figures, extra = ''): string {
	const status = figures.non2xx > 0 ? `  (${figures.non2xx} non-2xx)` : '';
	const errors = figures.errors > 0 ? `  ${figures.errors} errors` : '';
	return `  ${name.padEnd(width)}  ${figures.rps.toFixed(0).padStart(6)} req/s  p50 ${String(figures.p50).padStart(3)} ms  p99 ${String(figures.p99).padStart(3)} ms${extra}${status}${errors}`;
}

try {
	if (pinned) pinned = pin(process.pid, clientCpus);

	const barePort = await getFreePort();
	const bare = await startChild(
		[
			'-e',
			`require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'text/plain' }); s.end('hello world'); }).listen(${barePort}, '127.0.0.1')`,
		],
		{},
		barePort,
	);

	const handlersPort = await getFreePort();
	const handlers = await startChild(
		['bench/serve-handlers.ts', String(handlersPort), tempDir('trydocs-bench-handlers-'), root],
		{ BENCH_API_KEY: API_KEY, BENCH_ACCESS_TOKEN: TOKEN },
		handlersPort,
	);

	// The README's deployment: `pnpm start` runs `server.mjs` (the Node middleware before Astro).
	const sitePort = await getFreePort();
	const site = await startChild(
		['server.mjs'],
		{
			TRYDOCS_DATA_DIR: tempDir('trydocs-bench-site-'),
			TRYDOCS_DEMO_API_KEY: API_KEY,
			TRYDOCS_DEMO_ACCESS_TOKEN: TOKEN,
			TRYDOCS_SHUTDOWN_GRACE_MS: '1',
		},
		sitePort,
	);

	// The same build with Astro's handler alone: every request through Astro's pipeline.
	const astroPort = await getFreePort();
	const astroOnly = await startChild(
		['bench/serve-astro.ts', String(astroPort)],
		{
			TRYDOCS_DATA_DIR: tempDir('trydocs-bench-astro-'),
			TRYDOCS_DEMO_API_KEY: API_KEY,
			TRYDOCS_DEMO_ACCESS_TOKEN: TOKEN,
		},
		astroPort,
	);

	// Astro's floor on the same adapter and Astro: a minimal endpoint of its own (`/runtime`,
	// which returns one small JSON object) in the server fixture's standalone build, so the
	// share of a ticket read that is the handlers' own can be read off the figures.
	const fixture = join(root, '../../fixtures/server-site');
	if (!existsSync(join(fixture, 'dist/server/entry.mjs'))) {
		const manifest = createRequire(join(fixture, 'package.json')).resolve('astro/package.json');
		const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { astro: string } };
		const astro = join(dirname(manifest), bin.astro);
		execFileSync(process.execPath, [astro, 'build'], { cwd: fixture, stdio: 'ignore' });
	}
	const minimalPort = await getFreePort();
	const minimal = await startChild(
		['dist/server/entry.mjs'],
		{ TRYDOCS_DATA_DIR: tempDir('trydocs-bench-minimal-') },
		minimalPort,
		fixture,
		'/runtime',
	);

	const auth = { authorization: `Bearer ${TOKEN}` };
	const reads: Target[] = [
		{ name: 'bare node:http hello world', url: bare },
		{
			name: "ticket read, the README's deployment (server.mjs)",
			url: `${site}/api/v1/tickets/${await createTicket(site)}`,
			headers: auth,
		},
		{
			name: "ticket read, same build through Astro's pipeline alone",
			url: `${astroOnly}/api/v1/tickets/${await createTicket(astroOnly)}`,
			headers: auth,
		},
		{
			name: 'ticket read, handlers on node:http',
			url: `${handlers}/api/v1/tickets/${await createTicket(handlers)}`,
			headers: auth,
		},
		{
			name: "Astro's own minimal endpoint, server fixture (same adapter, standalone)",
			url: `${minimal}/runtime`,
		},
		{
			name: 'demo ticket read, built docs site',
			url: `${site}/api/playground/demo/tickets/tkt_1001`,
			headers: { authorization: 'Bearer demo' },
		},
	];
	const writes: Target[] = [
		{
			name: 'rebuild trigger, handlers on node:http (auth + rate limit + git + queue or join)',
			url: `${handlers}/api/projects/bench/rebuild`,
			method: 'POST',
			headers: { authorization: `Bearer ${API_KEY}` },
		},
		{
			name: "rebuild trigger, the README's deployment (the spec's bare POST; past the limit: 429)",
			url: `${site}/api/projects/demo/rebuild`,
			method: 'POST',
			// Exactly the spec's call: a bearer key, no content type, no body.
			headers: { authorization: `Bearer ${API_KEY}` },
		},
	];

	// A warm-up of each, so JIT compilation and connection setup do not count. The writes come
	// last, so the builds they queue do not run during the reads.
	for (const target of reads) await run(target, 2);

	const rounds: Figures[][] = [];
	for (let round = 0; round < ROUNDS; round++) {
		const figures: Figures[] = [];
		for (const target of reads) figures.push(await run(target, SECONDS));
		rounds.push(figures);
	}
	// Each write is measured right after a bare round, so its share is of the bare figure of
	// that moment, in this same run.
	const writeFigures: Figures[] = [];
	const writeBare: Figures[] = [];
	for (const target of writes) {
		await run(target, 2);
		writeBare.push(await run(reads[0] as Target, SECONDS));
		writeFigures.push(await run(target, SECONDS));
	}

	const placement = pinned
		? `servers pinned to CPU ${serverCpu}, autocannon to CPU ${clientCpus}`
		: 'no CPU pinning (taskset unavailable or one CPU)';
	console.log(
		`Server load benchmark: loopback, autocannon ${CONNECTIONS} connections, ${ROUNDS} rounds x ${SECONDS} s, ${cpuCount} CPUs, ${placement}, Node ${process.version}`,
	);
	const width = Math.max(...[...reads, ...writes].map((target) => target.name.length));
	const ratios = reads.map((_, index) =>
		rounds.map((figures) => (figures[index]?.rps ?? 0) / (figures[0]?.rps ?? 1)),
	);
	for (const [index, target] of reads.entries()) {
		const runs = rounds.map((figures) => figures[index] as Figures);
		const figures: Figures = {
			rps: median(runs.map((r) => r.rps)),
			p50: median(runs.map((r) => r.p50)),
			p99: Math.max(...runs.map((r) => r.p99)),
			non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
			errors: runs.reduce((sum, r) => sum + r.errors, 0),
		};
		const extra =
			index === 0
				? `  rounds: ${runs.map((r) => r.rps.toFixed(0)).join(', ')}`
				: `  ${(median(ratios[index] ?? []) * 100).toFixed(0)}% of bare (rounds: ${(ratios[index] ?? []).map((r) => `${(r * 100).toFixed(0)}%`).join(', ')})`;
		console.log(formatRow(target.name, width, figures, extra));
	}
	const writeShare = (index: number) =>
		(writeFigures[index]?.rps ?? 0) / (writeBare[index]?.rps ?? 1);
	for (const [index, target] of writes.entries()) {
		const share = `  ${(writeShare(index) * 100).toFixed(0)}% of bare (${writeBare[index]?.rps.toFixed(0)} req/s just before)`;
		console.log(formatRow(target.name, width, writeFigures[index] as Figures, share));
	}
	console.log(
		'  (req/s and p50: median round; p99: worst round; ratios: median of per-round ratios)',
	);
	const readRatio = median(ratios[1] ?? []);
	const readP99 = Math.max(...rounds.map((figures) => figures[1]?.p99 ?? 0));
	console.log(
		`  The README's deployment (pnpm start: server.mjs): ticket read ${(readRatio * 100).toFixed(0)}% of bare node:http (target >= 40%, p99 ${readP99} ms, target < 20 ms); rebuild trigger ${(writeShare(1) * 100).toFixed(0)}% of bare node:http`,
	);
	const floor = median(rounds.map((figures) => (figures[2]?.rps ?? 0) / (figures[4]?.rps ?? 1)));
	console.log(
		`  Astro's pipeline: a ticket read through it alone ${(median(ratios[2] ?? []) * 100).toFixed(0)}% of bare; Astro's own minimal endpoint on the same adapter ${(median(ratios[4] ?? []) * 100).toFixed(0)}% of bare (the ticket read does ${(floor * 100).toFixed(0)}% of its requests per second)`,
	);
} finally {
	await Promise.all(servers.map((server) => server.stop()));
	for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
