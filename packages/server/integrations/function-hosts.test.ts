import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import trydocsServer from '../index.ts';
import type { ServerOptions } from '../schemas/options.ts';

const root = mkdtempSync(join(tmpdir(), 'trydocs-function-hosts-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const hook = { type: 'hook' as const, urlEnv: 'DOCS_HOOK_URL' };
const project = { id: 'docs', name: 'Docs', apiKeyEnv: 'DOCS_API_KEY', runner: hook };

/** Runs the integration's `astro:config:setup` hook as Astro does for a site with `adapter`. */
async function setUp(adapter: string, options: ServerOptions) {
	const warnings: string[] = [];
	const logger = {
		fork: () => logger,
		warn: (message: string) => warnings.push(message),
		info: () => {},
		debug: () => {},
		error: () => {},
	};
	const setup = trydocsServer(options).hooks['astro:config:setup'] as NonNullable<
		AstroIntegration['hooks']['astro:config:setup']
	>;
	await setup({
		config: {
			adapter: { name: adapter },
			root: pathToFileURL(`${root}/`),
			base: '/',
			trailingSlash: 'ignore',
			site: 'https://docs.example.com',
		},
		command: 'build',
		injectRoute: () => {},
		updateConfig: () => {},
		logger,
	} as never);
	return warnings.filter((warning) => warning.includes('TRYDOCS_DATABASE_URL'));
}

describe('trydocsServer() on Vercel and Netlify (Node functions)', () => {
	it('warns at build when the database is the embedded file, naming TRYDOCS_DATABASE_URL', async () => {
		vi.stubEnv('TRYDOCS_DATABASE_URL', '');
		for (const [adapter, host] of [
			['@astrojs/vercel', 'Vercel'],
			['@astrojs/netlify', 'Netlify'],
		] as const) {
			const warnings = await setUp(adapter, { projects: [project] });
			expect(warnings).toEqual([
				`On ${host}, the database is the embedded SQLite file (the default): a ${host} function's files are read-only and not shared between its instances, so builds, tickets and keys could not be stored. Set TRYDOCS_DATABASE_URL (and the token, e.g. with \`database: { authTokenEnv: 'TURSO_AUTH_TOKEN' }\`) in the ${host} environment to a libSQL server such as Turso, or set \`database: { url: 'libsql://…', authTokenEnv: 'TURSO_AUTH_TOKEN' }\` in \`trydocsServer()\`. See the guide "Deploy to Vercel or Netlify".`,
			]);
		}
		const file = await setUp('@astrojs/vercel', { database: { url: 'file:data/docs.db' } });
		expect(file).toHaveLength(1);
		expect(file[0]).toContain('On Vercel, the database is a file (`file:data/docs.db`)');
	});

	it('does not warn with a libSQL server, in the options or in TRYDOCS_DATABASE_URL, nor on Node', async () => {
		vi.stubEnv('TRYDOCS_DATABASE_URL', '');
		const turso = { url: 'libsql://docs.turso.io', authTokenEnv: 'TURSO_AUTH_TOKEN' };
		expect(await setUp('@astrojs/vercel', { database: turso })).toEqual([]);
		expect(await setUp('@astrojs/node', { projects: [project] })).toEqual([]);
		vi.stubEnv('TRYDOCS_DATABASE_URL', 'libsql://docs.turso.io');
		expect(await setUp('@astrojs/netlify', { projects: [project] })).toEqual([]);
	});

	it('stops the build for a command runner, saying to use the hook or github runner', async () => {
		const command = { type: 'command' as const, command: 'astro build' };
		for (const [adapter, host] of [
			['@astrojs/vercel', 'Vercel'],
			['@astrojs/netlify', 'Netlify'],
		] as const) {
			const error = await setUp(adapter, {
				database: { url: 'libsql://docs.turso.io' },
				projects: [{ ...project, runner: command }],
			}).catch((caught: Error & { hint?: string }) => caught);
			expect(error).toBeInstanceOf(Error);
			const { name, message, hint } = error as Error & { hint?: string };
			expect(name).toBe('AstroUserError');
			expect(message).toBe(
				`Invalid \`trydocsServer()\` options for ${host}: project \`docs\` uses the \`command\` runner, and a ${host} function cannot run a site build (its files are read-only and it stops after each request).`,
			);
			expect(hint).toContain("`runner: { type: 'hook', urlEnv: 'DEPLOY_HOOK_URL' }`");
			expect(hint).toContain("`runner: { type: 'github', workflow: 'docs.yml' }`");
		}
	});
});
