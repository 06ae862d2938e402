// The docs site's server, as the README recommends for Node: `@astrojs/node` in
// `mode: 'middleware'`, with `@trydocs/server/node` answering the builds and tickets interfaces,
// the demo route and the proxy before Astro, then the built files, then Astro's handler for
// everything else (the Deployments page, the 404 page). Astro's origin check stays on for the
// site's own pages and forms; the interfaces take a CI's bare `curl -X POST` with its bearer key.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createTrydocsMiddleware, shutdownTrydocsServer } from '@trydocs/server/node';
import sirv from 'sirv';
import { handler } from './dist/server/entry.mjs';

const trydocs = createTrydocsMiddleware(new URL('./dist/server/', import.meta.url));
const files = sirv(fileURLToPath(new URL('./dist/client/', import.meta.url)), {
	// The build's `.br` and `.gz` copies (`trydocs({ precompress: true })`), as the browser accepts.
	brotli: true,
	gzip: true,
	// Astro's hashed assets never change under their name.
	setHeaders: (res, pathname) => {
		if (pathname.startsWith('/_astro/'))
			res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
	},
});
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

const server = createServer((req, res) =>
	trydocs(req, res, () => files(req, res, () => handler(req, res))),
).listen(port, host, () => console.log(`Serving the docs site on http://${host}:${port}/`));

// This server's own shutdown (a deploy, `docker stop`, Ctrl-C): stop taking connections, let the
// running build finish within its grace period (or stop it and record why), then exit.
for (const signal of ['SIGTERM', 'SIGINT']) {
	process.once(signal, async () => {
		server.close();
		await shutdownTrydocsServer();
		process.exit(0);
	});
}
