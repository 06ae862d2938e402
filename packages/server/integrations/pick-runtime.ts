import { fileURLToPath } from 'node:url';
import { AstroError } from 'astro/errors';
import type { ParsedServerOptions } from '../schemas/options.ts';
import type { RuntimeChoice } from './vite-plugin.ts';

/** The adapters whose sites run on Cloudflare Workers (workerd). */
const WORKERS_ADAPTERS = new Set(['@astrojs/cloudflare']);

/**
 * Picks the runtime that builds the handlers' deps from the site's adapter: Workers for
 * `@astrojs/cloudflare`, Node for every other (`@astrojs/node`, and the Node functions of Vercel
 * and Netlify). Options that cannot work on Workers stop the build with what to use instead.
 */
export function pickRuntime(
	adapterName: string,
	options: ParsedServerOptions,
): RuntimeChoice & { name: 'node' | 'workers' } {
	if (WORKERS_ADAPTERS.has(adapterName)) {
		checkWorkersOptions(options);
		return {
			name: 'workers',
			file: fileURLToPath(new URL('../runtime/workers.ts', import.meta.url)),
			getDeps: 'getWorkersDeps',
		};
	}
	return {
		name: 'node',
		file: fileURLToPath(new URL('../runtime/node.ts', import.meta.url)),
		getDeps: 'getNodeDeps',
	};
}

const DATABASE_HINT =
	"Use a D1 database, `database: { binding: 'DB' }` with a `d1_databases` entry named `DB` in wrangler.jsonc, or a libSQL server such as Turso, `database: { url: 'libsql://…', authTokenEnv: 'TURSO_AUTH_TOKEN' }`.";

function checkWorkersOptions(options: ParsedServerOptions): void {
	for (const project of options.projects) {
		if (project.runner.type === 'command') {
			throw new AstroError(
				`Invalid \`trydocsServer()\` options for Cloudflare Workers: project \`${project.id}\` uses the \`command\` runner, and nothing on Workers can start a process.`,
				"Use `runner: { type: 'hook', urlEnv: 'DEPLOY_HOOK_URL' }` (your host's deploy hook, its URL in a secret), or `runner: { type: 'github', workflow: 'docs.yml' }` with a `repository` (a GitHub Actions workflow).",
			);
		}
	}
	const { url, binding } = options.database;
	if (url?.startsWith('file:')) {
		throw new AstroError(
			`Invalid \`trydocsServer()\` options for Cloudflare Workers: \`database.url\` is a file (\`${url}\`), which a Worker cannot open.`,
			DATABASE_HINT,
		);
	}
	if (!url && !binding) {
		throw new AstroError(
			'`trydocsServer()` needs a database on Cloudflare Workers: the embedded SQLite file of the Node runtime cannot be opened there.',
			DATABASE_HINT,
		);
	}
}
