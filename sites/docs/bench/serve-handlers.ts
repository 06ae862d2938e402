// The @trydocs/server handlers behind a plain node:http server, for bench/load.ts: the cost of
// our code (auth, rate limit, store) without Astro's. Internal modules, by relative path (they
// are not part of @trydocs/server's public exports). Usage: node serve-handlers.ts <port> <dataDir> <repo>
import { createServer } from 'node:http';
import { createNodeRuntime } from '../../../packages/server/runtime/node.ts';
import {
	resolveServerConfig,
	ServerOptionsSchema,
} from '../../../packages/server/schemas/options.ts';
import { listenNode } from '../../../packages/server/test-utils/node-http.ts';

const [port = '0', dataDir = '.', repo = '.'] = process.argv.slice(2);

// Builds triggered by the benchmark go to a deploy hook that answers at once.
const hook = createServer((_req, res) => res.end('{}'));
await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
const hookAddress = hook.address();
const hookPort = typeof hookAddress === 'object' && hookAddress ? hookAddress.port : 0;

const options = ServerOptionsSchema.parse({
	dataDir,
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
});
const config = resolveServerConfig(options, { root: repo, siteOrigin: 'http://localhost:4321' });
const runtime = await createNodeRuntime(config, { print: () => {} });
await listenNode(runtime.deps, Number(port));
console.log('ready');
