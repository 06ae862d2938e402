// The built docs site behind its own node:http server with @trydocs/server's opt-in Node
// middleware in front of Astro's handler, as the guide shows for `mode: 'middleware'`; for
// bench/load.ts. Usage: node bench/serve-middleware.ts <port>
import { createServer } from 'node:http';
import { createTrydocsMiddleware } from '@trydocs/server/node';

const [port = '0'] = process.argv.slice(2);
// The docs site is built standalone; its entry then starts a server of its own unless told not to.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
const entry = new URL('../dist/server/entry.mjs', import.meta.url).href;
const { handler } = (await import(entry)) as {
	handler: (
		req: import('node:http').IncomingMessage,
		res: import('node:http').ServerResponse,
	) => void;
};
const trydocs = createTrydocsMiddleware(new URL('../dist/server/', import.meta.url));
createServer((req, res) => trydocs(req, res, () => handler(req, res))).listen(
	Number(port),
	'127.0.0.1',
);
