import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import trydocsServer, * as api from './index.ts';
import { collectProxyTargets, expandServer } from './integrations/proxy-targets.ts';

describe('@trydocs/server public exports', () => {
	it('exports exactly the integration, the demo tickets and their getter', () => {
		expect(Object.keys(api).sort()).toEqual(['DEMO_TICKETS', 'default', 'getDemoTicket']);
	});
});

describe('trydocsServer() options', () => {
	it('names every invalid option with what it must be', () => {
		let error: (Error & { hint?: string }) | undefined;
		try {
			trydocsServer({
				projects: [
					// @ts-expect-error: a runner is required
					{ id: 'has space', name: 'x', apiKeyEnv: 'lower-case key' },
				],
				rateLimit: { requests: 0 },
				database: { url: 'postgres://db.example.com/docs', authTokenEnv: 'db-token' },
				cors: { origins: ['https://docs.example.com/path'] },
			});
		} catch (caught) {
			error = caught as Error & { hint?: string };
		}
		expect(error?.name).toBe('AstroUserError');
		expect(error?.message).toContain('Invalid `trydocsServer()` options in astro.config.mjs:');
		expect(error?.message).toContain('- `projects.0.id`: must be 1-64 letters, digits, `_` or `-`');
		expect(error?.message).toContain(
			'- `projects.0.apiKeyEnv`: must be the name of an environment variable, e.g. `MY_KEY`',
		);
		expect(error?.message).toContain('- `projects.0.runner`:');
		expect(error?.message).toContain('- `rateLimit.requests`:');
		expect(error?.message).toContain(
			'- `database.url`: must be a libSQL URL: `libsql://…`, `https://…` or `http://…` for a libSQL server, or `file:…`',
		);
		expect(error?.message).toContain(
			'- `database.authTokenEnv`: must be the name of an environment variable, e.g. `MY_KEY`',
		);
		expect(error?.message).toContain(
			'- `cors.origins.0`: must be an origin: scheme, host and port only, e.g. `https://docs.example.com`',
		);
		expect(error?.hint).toContain('README');
	});

	it('refuses two projects with the same id, and a hook runner without a URL', () => {
		const runner = { type: 'command' as const, command: 'pnpm build' };
		expect(() =>
			trydocsServer({
				projects: [
					{ id: 'a', name: 'A', apiKeyEnv: 'A_KEY', runner },
					{ id: 'a', name: 'B', apiKeyEnv: 'B_KEY', runner },
				],
			}),
		).toThrow('the project id `a` is used twice');
		expect(() =>
			trydocsServer({
				projects: [{ id: 'a', name: 'A', apiKeyEnv: 'A_KEY', runner: { type: 'hook' } }],
			}),
		).toThrow('project `a` has a `hook` runner without a URL');
	});

	it('accepts no options at all', () => {
		expect(trydocsServer().name).toBe('@trydocs/server');
	});
});

describe('proxy targets', () => {
	it('expands server variables over enum values and defaults', () => {
		expect(
			expandServer({
				url: 'https://{region}.api.example.com:{port}/{version}',
				variables: {
					region: { default: 'eu', enum: ['eu', 'us', 'ap'] },
					port: { default: '443', enum: ['443', '8443'] },
					version: { default: 'v1' },
				},
			}).sort(),
		).toEqual([
			'https://ap.api.example.com',
			'https://ap.api.example.com:8443',
			'https://eu.api.example.com',
			'https://eu.api.example.com:8443',
			'https://us.api.example.com',
			'https://us.api.example.com:8443',
		]);
	});

	it('gives nothing for relative URLs and hosts with unknown variables', () => {
		expect(expandServer({ url: '/api/playground/demo' })).toEqual([]);
		expect(expandServer({ url: 'https://{tenant}.example.com' })).toEqual([]);
		expect(expandServer({ url: 'ftp://files.example.com' })).toEqual([]);
	});

	it("reads docs.json's specs and api.mdx.server", async () => {
		const root = fileURLToPath(new URL('../../fixtures/server-site/', import.meta.url));
		const targets = await collectProxyTargets(root, join(root, 'docs.json'), [
			'https://extra.example',
		]);
		expect(targets.origins).toEqual([
			'http://localhost:9999',
			'https://eu.api.fixture.test',
			'https://extra.example',
			'https://mdx.fixture.test',
			'https://sandbox.fixture.test',
			'https://us.api.fixture.test',
		]);
		expect(targets.files).toEqual([join(root, 'docs.json'), join(root, 'openapi.yaml')]);
		expect(targets.warnings).toEqual([]);
	});

	it('warns, without failing, when a spec cannot be read', async () => {
		const root = fileURLToPath(new URL('../../fixtures/server-site/', import.meta.url));
		const targets = await collectProxyTargets(root, join(root, 'missing-docs.json'), []);
		expect(targets.origins).toEqual([
			'http://localhost:9999',
			'https://eu.api.fixture.test',
			'https://sandbox.fixture.test',
			'https://us.api.fixture.test',
		]);
	});
});
