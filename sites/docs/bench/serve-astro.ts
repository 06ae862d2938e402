// The built docs site with Astro's handler alone in front (no `@trydocs/server/node`): every
// request, the interfaces' too, goes through Astro's routing and rendering pipeline, as on a
// standalone server. For bench/load.ts, beside `server.mjs` (the README's deployment).
// Usage: node bench/serve-astro.ts <port>
import { createServer } from 'node:http';

const [port = '0'] = process.argv.slice(2);
const entry = new URL('../dist/server/entry.mjs', import.meta.url).href;
const { handler } = (await import(entry)) as {
	handler: (
		req: import('node:http').IncomingMessage,
		res: import('node:http').ServerResponse,
	) => void;
};
createServer((req, res) => handler(req, res)).listen(Number(port), '127.0.0.1');
