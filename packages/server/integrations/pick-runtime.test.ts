import { describe, expect, it } from 'vitest';
import { ServerOptionsSchema } from '../schemas/options.ts';
import { pickRuntime } from './pick-runtime.ts';

const hook = { type: 'hook' as const, urlEnv: 'HOOK_URL' };
const options = (input: Record<string, unknown>) => ServerOptionsSchema.parse(input);

function getError(run: () => unknown): Error & { hint?: string } {
	try {
		run();
	} catch (error) {
		return error as Error & { hint?: string };
	}
	throw new Error('Expected an error');
}

describe('pickRuntime (the runtime follows the adapter)', () => {
	it('picks Node for @astrojs/node and the Node functions of Vercel and Netlify', () => {
		for (const adapter of ['@astrojs/node', '@astrojs/vercel', '@astrojs/netlify']) {
			const runtime = pickRuntime(adapter, options({}));
			expect(runtime).toMatchObject({ name: 'node', getDeps: 'getNodeDeps' });
			expect(runtime.file).toMatch(/runtime[\\/]node\.ts$/);
		}
	});

	it('picks Workers for @astrojs/cloudflare with a D1 binding or a libSQL server', () => {
		const d1 = pickRuntime('@astrojs/cloudflare', options({ database: { binding: 'DB' } }));
		expect(d1).toMatchObject({ name: 'workers', getDeps: 'getWorkersDeps' });
		expect(d1.file).toMatch(/runtime[\\/]workers\.ts$/);
		const turso = { database: { url: 'libsql://docs.turso.io', authTokenEnv: 'TURSO_TOKEN' } };
		expect(pickRuntime('@astrojs/cloudflare', options(turso)).name).toBe('workers');
	});

	it('stops a Workers build that has the command runner, saying what to use instead', () => {
		const error = getError(() =>
			pickRuntime(
				'@astrojs/cloudflare',
				options({
					database: { binding: 'DB' },
					projects: [
						{ id: 'ok', name: 'Ok', apiKeyEnv: 'OK_KEY', runner: hook },
						{
							id: 'docs',
							name: 'Docs',
							apiKeyEnv: 'DOCS_KEY',
							runner: { type: 'command', command: 'astro build' },
						},
					],
				}),
			),
		);
		expect(error.name).toBe('AstroUserError');
		expect(error.message).toBe(
			'Invalid `trydocsServer()` options for Cloudflare Workers: project `docs` uses the `command` runner, and nothing on Workers can start a process.',
		);
		expect(error.hint).toBe(
			"Use `runner: { type: 'hook', urlEnv: 'DEPLOY_HOOK_URL' }` (your host's deploy hook, its URL in a secret), or `runner: { type: 'github', workflow: 'docs.yml' }` with a `repository` (a GitHub Actions workflow).",
		);
	});

	it('stops a Workers build whose database is a file, or the embedded default', () => {
		const file = getError(() =>
			pickRuntime('@astrojs/cloudflare', options({ database: { url: 'file:.data/docs.db' } })),
		);
		expect(file.message).toBe(
			'Invalid `trydocsServer()` options for Cloudflare Workers: `database.url` is a file (`file:.data/docs.db`), which a Worker cannot open.',
		);
		expect(file.hint).toContain("`database: { binding: 'DB' }` with a `d1_databases` entry");
		expect(file.hint).toContain(
			"`database: { url: 'libsql://…', authTokenEnv: 'TURSO_AUTH_TOKEN' }`",
		);
		const none = getError(() => pickRuntime('@astrojs/cloudflare', options({})));
		expect(none.message).toBe(
			'`trydocsServer()` needs a database on Cloudflare Workers: the embedded SQLite file of the Node runtime cannot be opened there.',
		);
		expect(none.hint).toBe(file.hint);
	});
});
