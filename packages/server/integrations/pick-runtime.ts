import { fileURLToPath } from 'node:url';
import { AstroError } from 'astro/errors';
import type { ParsedServerOptions } from '../schemas/options.ts';
import type { RuntimeChoice } from './vite-plugin.ts';

/** The adapters whose sites run on Cloudflare Workers (workerd). */
const WORKERS_ADAPTERS = new Set(['@astrojs/cloudflare']);

/** The adapters whose sites run as Node functions: read-only files, no process outlives a request. */
const FUNCTION_HOSTS: Record<string, string> = {
	'@astrojs/vercel': 'Vercel',
	'@astrojs/netlify': 'Netlify',
};

const RUNNER_HINT =
	"Use `runner: { type: 'hook', urlEnv: 'DEPLOY_HOOK_URL' }` (your host's deploy hook, its URL in a secret), or `runner: { type: 'github', workflow: 'docs.yml' }` with a `repository` (a GitHub Actions workflow).";

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
				RUNNER_HINT,
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

/**
 * Checks the options for a site deployed as Node functions (Vercel, Netlify): a `command` runner
 * stops the build (a function cannot run a site build that outlives the request), and the
 * embedded database file gives a warning (the functions' files are read-only and not shared),
 * unless `TRYDOCS_DATABASE_URL` is set where the site is built. Returns the warnings.
 */
export function checkFunctionHost(
	adapterName: string,
	options: ParsedServerOptions,
	env: Record<string, string | undefined>,
): string[] {
	const host = FUNCTION_HOSTS[adapterName];
	if (!host) return [];
	for (const project of options.projects) {
		if (project.runner.type === 'command') {
			throw new AstroError(
				`Invalid \`trydocsServer()\` options for ${host}: project \`${project.id}\` uses the \`command\` runner, and a ${host} function cannot run a site build (its files are read-only and it stops after each request).`,
				RUNNER_HINT,
			);
		}
	}
	const url = env.TRYDOCS_DATABASE_URL?.trim() || options.database.url;
	if (url && !url.startsWith('file:')) return [];
	const what = url
		? `the database is a file (\`${url}\`)`
		: 'the database is the embedded SQLite file (the default)';
	return [
		`On ${host}, ${what}: a ${host} function's files are read-only and not shared between its instances, so builds, tickets and keys could not be stored. Set TRYDOCS_DATABASE_URL (and the token, e.g. with \`database: { authTokenEnv: 'TURSO_AUTH_TOKEN' }\`) in the ${host} environment to a libSQL server such as Turso, or set \`database: { url: 'libsql://…', authTokenEnv: 'TURSO_AUTH_TOKEN' }\` in \`trydocsServer()\`. See the guide "Deploy to Vercel or Netlify".`,
	];
}
