/**
 * Serves the Node runtime for a configuration file in a process of its own, as a built site
 * would (the runtime from `getNodeRuntime`, so signals are handled as in production), for tests
 * that kill or stop the server: `node serve-runtime.ts <config.json>`. Prints `listening <url>`.
 */
import { readFileSync } from 'node:fs';
import type { ServerConfig } from '../handlers/config.ts';
import { getNodeRuntime } from '../runtime/node.ts';
import { listenNode } from './node-http.ts';

const config = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as ServerConfig;
const runtime = await getNodeRuntime(config);
const server = await listenNode(runtime.deps);
console.log(`listening ${server.url}`);
