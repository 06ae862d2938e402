// Load benchmark of the server endpoints (loopback, autocannon): requests per second and p50/p99
// latency for ticket reads and rebuild triggers, next to a bare node:http hello world measured in
// the same run, with the ratios. It prints figures; it never fails on them.
// Servers run in child processes; autocannon runs here. Target: ticket reads at least 40% of the
// bare server's throughput, p99 under 20 ms.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getFreePort, type RunningServer, startServer } from '@trydocs/test-utils/serve';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const API_KEY = 'td_key_bench_0123456789abcdef';
const TOKEN = 'td_tok_bench_0123456789abcdef';

interface Figures {
	name: string;
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

async function startChild(args: string[], env: Record<string, string>, port: number) {
	const server = await startServer({
		cwd: root,
		args,
		env,
		port,
		readyPath: '/api/playground/demo/tickets/tkt_1001',
		timeoutMs: 30_000,
	});
	servers.push(server);
	return server.url;
}

async function measure(
	name: string,
	url: string,
	options: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
): Promise<Figures> {
	// A warm-up, so JIT compilation and connection setup do not count.
	await autocannon({ url, connections: CONNECTIONS, duration: 5, ...options });
	const result = await autocannon({
		url,
		connections: CONNECTIONS,
		duration: DURATION,
		...options,
	});
	return {
		name,
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

try {
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

	const sitePort = await getFreePort();
	const site = await startChild(
		['dist/server/entry.mjs'],
		{
			TRYDOCS_DATA_DIR: tempDir('trydocs-bench-site-'),
			TRYDOCS_DEMO_API_KEY: API_KEY,
			TRYDOCS_DEMO_ACCESS_TOKEN: TOKEN,
		},
		sitePort,
	);

	const auth = { authorization: `Bearer ${TOKEN}` };
	const handlersTicket = await createTicket(handlers);
	const siteTicket = await createTicket(site);

	const results: Figures[] = [];
	results.push(await measure('bare node:http hello world', bare));
	results.push(
		await measure(
			'ticket read, handlers on node:http',
			`${handlers}/api/v1/tickets/${handlersTicket}`,
			{
				headers: auth,
			},
		),
	);
	results.push(
		await measure(
			'ticket read, built docs site (Astro Node adapter)',
			`${site}/api/v1/tickets/${siteTicket}`,
			{
				headers: auth,
			},
		),
	);
	results.push(
		await measure(
			'demo ticket read, built docs site',
			`${site}/api/playground/demo/tickets/tkt_1001`,
			{
				headers: { authorization: 'Bearer demo' },
			},
		),
	);
	results.push(
		await measure(
			'rebuild trigger, handlers on node:http (auth + rate limit + git + insert)',
			`${handlers}/api/projects/bench/rebuild`,
			{
				method: 'POST',
				headers: { authorization: `Bearer ${API_KEY}` },
			},
		),
	);
	results.push(
		await measure(
			'rebuild trigger over the limit, built docs site (auth + rate limit -> 429)',
			`${site}/api/projects/demo/rebuild`,
			{
				method: 'POST',
				headers: { authorization: `Bearer ${API_KEY}` },
			},
		),
	);

	const bareRps = results[0]?.rps ?? 1;
	const cpu = execFileSync('nproc', { encoding: 'utf8' }).trim();
	console.log(
		`Server load benchmark: loopback, autocannon ${CONNECTIONS} connections x ${DURATION} s each, ${cpu} CPUs, Node ${process.version}`,
	);
	const width = Math.max(...results.map((r) => r.name.length));
	for (const r of results) {
		const ratio = r === results[0] ? '' : `  ${((r.rps / bareRps) * 100).toFixed(0)}% of bare`;
		const status = r.non2xx > 0 ? `  (${r.non2xx} non-2xx)` : '';
		console.log(
			`  ${r.name.padEnd(width)}  ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms${ratio}${status}${r.errors ? `  ${r.errors} errors` : ''}`,
		);
	}
	const ticket = results[1];
	if (ticket) {
		console.log(
			`  ticket reads (handlers): ${((ticket.rps / bareRps) * 100).toFixed(0)}% of bare (target >= 40%), p99 ${ticket.p99} ms (target < 20 ms)`,
		);
	}
} finally {
	await Promise.all(servers.map((server) => server.stop()));
	for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
