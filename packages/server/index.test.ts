import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import trydocsServer, * as api from './index.ts';
import { collectProxyTargets, expandServer } from './integrations/proxy-targets.ts';
import manifest from './package.json' with { type: 'json' };

describe('@trydocs/server public exports', () => {
	it('exports exactly the integration, the demo tickets and their getter', () => {
		expect(Object.keys(api).sort()).toEqual(['DEMO_TICKETS', 'default', 'getDemoTicket']);
	});

	it('has exactly these entry points: no internal folder (handlers, runtime, store) is public', () => {
		// `./routes/*` are the entrypoints the integration injects by package name.
		expect(Object.keys(manifest.exports)).toEqual(['.', './node', './routes/*', './workers']);
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
		expect(error?.message).toContain('Invalid `trydocsServer()` options in `astro.config.mjs`:');
		expect(error?.message).toContain(
			'- `projects[0].id` is `"has space"`: must be 1-64 letters, digits, `_` or `-`.',
		);
		expect(error?.message).toContain(
			'- `projects[0].apiKeyEnv` is `"lower-case key"`: must be the name of an environment variable, e.g. `MY_KEY`.',
		);
		expect(error?.message).toContain('- `projects[0].runner` is missing; expected an object.');
		expect(error?.message).toContain(
			'- `rateLimit.requests` is `0`: too small: expected number to be >0.',
		);
		expect(error?.message).toContain(
			'- `database.url` is `"postgres://db.example.com/docs"`: must be a libSQL URL: `libsql://…`, `https://…` or `http://…` for a libSQL server, or `file:…`.',
		);
		expect(error?.message).toContain(
			'- `database.authTokenEnv` is `"db-token"`: must be the name of an environment variable, e.g. `MY_KEY`.',
		);
		expect(error?.message).toContain(
			'- `cors.origins[0]` is `"https://docs.example.com/path"`: must be an origin: scheme, host and port only, e.g. `https://docs.example.com`.',
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

	/** Writes a site's files into a fresh temporary folder and returns its root. */
	function writeSite(files: Record<string, string>): string {
		const root = mkdtempSync(join(tmpdir(), 'trydocs-targets-'));
		roots.push(root);
		for (const [path, text] of Object.entries(files)) {
			mkdirSync(dirname(join(root, path)), { recursive: true });
			writeFileSync(join(root, path), text);
		}
		return root;
	}
	const roots: string[] = [];
	afterAll(() => {
		for (const root of roots) rmSync(root, { recursive: true, force: true });
	});
	const spec = (servers: string) =>
		`openapi: 3.1.0\ninfo: { title: T, version: 1.0.0 }\nservers: ${servers}\npaths: {}\n`;

	it("reads docs.json's specs (variables expanded, path and operation servers), api.mdx.server and the extra origins", async () => {
		const root = fileURLToPath(new URL('../../fixtures/server-site/', import.meta.url));
		const targets = await collectProxyTargets({
			root,
			docsJson: join(root, 'docs.json'),
			pages: join(root, 'no-pages'),
			extra: ['https://extra.example'],
		});
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

	it('reads the specs pages name in their frontmatter and the URLs of `api:` pages', async () => {
		const root = writeSite({
			'docs.json': JSON.stringify({ api: { mdx: { server: '/api' } } }),
			'specs/payments.yaml': spec(
				'[{ url: "https://{env}.payments.example", variables: { env: { enum: [live, test], default: live } } }]',
			),
			'src/content/docs/charges.mdx':
				'---\ntitle: Charges\nopenapi: specs/payments.yaml GET /charges\n---\n\nText.\n',
			// The same spec named again, by another page, is read once.
			'src/content/docs/refunds.md':
				'---\ntitle: Refunds\nopenapi: "specs/payments.yaml POST /refunds"\n---\n',
			'src/content/docs/nested/deep/hooks.mdx':
				'---\ntitle: Hooks\napi: POST https://hooks.example:8443/v1/hooks\n---\n',
			// Relative to `api.mdx.server` (the site itself): nothing to allow.
			'src/content/docs/local.mdx': '---\ntitle: Local\napi: GET /things\n---\n',
			'src/content/docs/remote.mdx':
				'---\ntitle: Remote\nopenapi: https://specs.example/openapi.yaml GET /x\n---\n',
			'src/content/docs/prose.mdx':
				'---\ntitle: Prose\n---\n\napi: GET https://not-frontmatter.example\n',
			'src/content/docs/notes.txt': '---\napi: GET https://not-a-page.example\n---\n',
		});
		const targets = await collectProxyTargets({ root, docsJson: join(root, 'docs.json') });
		expect(targets.origins).toEqual([
			'https://hooks.example:8443',
			'https://live.payments.example',
			'https://test.payments.example',
		]);
		expect(targets.files).toEqual([join(root, 'docs.json'), join(root, 'specs/payments.yaml')]);
		expect(targets.warnings).toEqual([
			'The spec `https://specs.example/openapi.yaml` is remote; add its servers to `trydocsServer({ proxy: { allow } })`.',
		]);
	});

	it("allows a spec's relative servers resolved against its `$self` (OpenAPI 3.2), as its pages send them", async () => {
		const root = writeSite({
			'docs.json': JSON.stringify({ api: { openapi: 'openapi.yaml' } }),
			'openapi.yaml':
				'openapi: 3.2.0\n$self: https://api.books.example/docs/openapi.yaml\ninfo: { title: T, version: 1.0.0 }\nservers: [{ url: /v1 }]\npaths: {}\n',
		});
		const targets = await collectProxyTargets({ root, docsJson: join(root, 'docs.json') });
		expect(targets.origins).toEqual(['https://api.books.example']);
	});

	it("allows the origins of a spec's OAuth token and refresh URLs and OpenID Connect discovery, never an authorization URL", async () => {
		const root = writeSite({
			'docs.json': JSON.stringify({ api: { openapi: 'openapi.yaml' } }),
			'openapi.yaml': [
				'openapi: 3.1.0',
				'info: { title: T, version: 1.0.0 }',
				'servers: [{ url: "https://api.example/v1" }]',
				'paths: {}',
				'components:',
				'  securitySchemes:',
				'    oauth:',
				'      type: oauth2',
				'      flows:',
				'        authorizationCode:',
				'          authorizationUrl: https://login.example/authorize',
				'          tokenUrl: https://tokens.example:8443/oauth/token',
				'          refreshUrl: https://refresh.example/oauth/refresh',
				'          scopes: {}',
				'        clientCredentials:',
				// Relative: on the spec's first server (OpenAPI 3.1).
				'          tokenUrl: /oauth/token',
				'          scopes: {}',
				'    oidc: { type: openIdConnect, openIdConnectUrl: "https://id.example/.well-known/openid-configuration" }',
				'    key: { type: apiKey, in: header, name: X-Key }',
			].join('\n'),
		});
		const targets = await collectProxyTargets({ root, docsJson: join(root, 'docs.json') });
		expect(targets.origins).toEqual([
			'https://api.example',
			'https://id.example',
			'https://refresh.example',
			'https://tokens.example:8443',
		]);
	});

	it('reads openapi.yaml at the root when docs.json names no spec, as the pages and generated pages do', async () => {
		const root = writeSite({
			'docs.json': JSON.stringify({ name: 'No api block' }),
			'openapi.yaml': spec('[{ url: "https://root.example/v1" }]'),
		});
		const targets = await collectProxyTargets({ root, docsJson: join(root, 'docs.json') });
		expect(targets.origins).toEqual(['https://root.example']);
	});

	it('warns, without failing, when a spec a page names cannot be read or docs.json is broken', async () => {
		const root = writeSite({
			'docs.json': '{ not json',
			'src/content/docs/a.mdx': '---\ntitle: A\nopenapi: missing.yaml GET /a\n---\n',
			'src/content/docs/b.mdx': '---\ntitle: B\napi: GET https://b.example/x\n---\n',
		});
		const targets = await collectProxyTargets({ root, docsJson: join(root, 'docs.json') });
		expect(targets.origins).toEqual(['https://b.example']);
		expect(targets.warnings).toEqual([
			`\`${join(root, 'docs.json')}\` is not valid JSON; the proxy allows no servers from it.`,
			expect.stringMatching(/^Could not read `missing\.yaml` for the proxy: /),
		]);
	});
});
