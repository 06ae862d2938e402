// The @trydocs/server handlers behind a plain node:http server, for bench/load.ts: the cost of
// our code (auth, rate limit, store) without Astro's. Usage: node serve-handlers.ts <port> <dataDir> <repo>
import { createServer } from 'node:http';
import type { ServerConfig } from '@trydocs/server';
import { createNodeRuntime } from '@trydocs/server/runtime/node.ts';
import { listenNode } from '@trydocs/server/runtime/node-http.ts';

const [port = '0', dataDir = '.', repo = '.'] = process.argv.slice(2);

// Builds triggered by the benchmark go to a deploy hook that answers at once.
const hook = createServer((_req, res) => res.end('{}'));
await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
const hookAddress = hook.address();
const hookPort = typeof hookAddress === 'object' && hookAddress ? hookAddress.port : 0;

const config: ServerConfig = {
	root: repo,
	siteOrigin: 'http://localhost:4321',
	dataDir,
	database: {},
	routes: {
		builds: '/api',
		tickets: '/api/v1',
		playground: '/api/playground',
		deployments: '/dashboard/deployments',
	},
	projects: [
		{
			id: 'bench',
			name: 'Bench',
			apiKeyEnv: 'BENCH_API_KEY',
			root: repo,
			runner: { type: 'hook', url: `http://127.0.0.1:${hookPort}/hook`, timeoutMs: 5000 },
		},
	],
	tickets: { accessTokenEnv: ['BENCH_ACCESS_TOKEN'] },
	demo: { requireToken: false },
	rateLimit: { requests: 1_000_000_000, windowSeconds: 3600 },
	cors: { origins: [] },
	proxy: { allow: [], timeoutMs: 15_000, maxRequestBytes: 1 << 20, maxResponseBytes: 1 << 20 },
};
const runtime = await createNodeRuntime(config, { print: () => {} });
await listenNode(runtime.deps, Number(port));
console.log('ready');
