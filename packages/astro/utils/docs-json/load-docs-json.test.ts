import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AstroError } from 'astro/errors';
import { describe, expect, it } from 'vitest';
import { loadDocsJson, parseDocsJson } from './load-docs-json.ts';

function catchAstroError(run: () => unknown): AstroError {
	try {
		run();
	} catch (error) {
		expect(error).toBeInstanceOf(AstroError);
		return error as AstroError;
	}
	throw new Error('expected an AstroError');
}

describe('docs.json: defaults', () => {
	it('applies every default when there is no docs.json', () => {
		const config = loadDocsJson(join(tmpdir(), 'no-such-dir', 'docs.json'));
		expect(config.api).toEqual({
			playground: { display: 'interactive', proxy: true, persistVariables: false },
			examples: { languages: ['curl', 'python', 'javascript'], prefill: false },
			mdx: {},
		});
	});

	it('applies every default to a docs.json without an api block', () => {
		expect(parseDocsJson({ name: 'Acme' }).api.playground.display).toBe('interactive');
	});

	it('ignores the keys of a real Mintlify docs.json that Trydocs does not use', () => {
		const config = parseDocsJson({
			$schema: 'https://mintlify.com/docs.json',
			theme: 'maple',
			name: 'Acme',
			colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
			logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
			favicon: '/favicon.svg',
			navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] }] },
			navbar: { links: [{ label: 'Support', href: 'mailto:hi@acme.dev' }] },
			footer: { socials: { x: 'https://x.com/acme' } },
			api: {
				baseUrl: 'https://legacy.acme.dev',
				playground: { display: 'simple', somethingNew: true },
				examples: { languages: ['bash'], defaults: 'required' },
				mdx: { server: 'https://api.acme.dev' },
				params: { expanded: 'all' },
			},
			seo: { indexing: 'all' },
		});
		expect(config.api.playground.display).toBe('simple');
		expect(config.api.examples.languages).toEqual(['bash']);
		expect(config.api.mdx.server).toBe('https://api.acme.dev');
		expect(config.theme).toBe('maple');
	});
});

describe('docs.json: every api field', () => {
	it('reads playground.display and playground.proxy', () => {
		for (const display of ['interactive', 'simple', 'none'] as const) {
			expect(parseDocsJson({ api: { playground: { display } } }).api.playground.display).toBe(
				display,
			);
		}
		expect(parseDocsJson({ api: { playground: { proxy: false } } }).api.playground.proxy).toBe(
			false,
		);
	});

	it('reads examples.prefill and the language keys and aliases', () => {
		const config = parseDocsJson({
			api: {
				examples: {
					prefill: true,
					languages: [
						'bash',
						'curl',
						'sh',
						'shell',
						'python',
						'py',
						'javascript',
						'js',
						'node',
						'nodejs',
						'php',
						'go',
						'golang',
						'java',
						'ruby',
						'rb',
						'powershell',
						'swift',
						'csharp',
						'c#',
						'dotnet',
						'typescript',
						'ts',
						'c',
						'c++',
						'cpp',
						'kotlin',
						'kt',
						'rust',
						'rs',
						'dart',
					],
				},
			},
		});
		expect(config.api.examples.prefill).toBe(true);
		expect(config.api.examples.languages).toHaveLength(31);
	});

	it('reads openapi as a path, a URL, a list, or { source, directory }', () => {
		expect(parseDocsJson({ api: { openapi: 'openapi.yaml' } }).api.openapi).toBe('openapi.yaml');
		expect(
			parseDocsJson({ api: { openapi: ['a.yaml', 'https://x.dev/b.json'] } }).api.openapi,
		).toEqual(['a.yaml', 'https://x.dev/b.json']);
		expect(
			parseDocsJson({ api: { openapi: { source: 'openapi.json', directory: 'api-reference' } } })
				.api.openapi,
		).toEqual({ source: 'openapi.json', directory: 'api-reference' });
	});

	it('reads mdx.server (one or a list) and mdx.auth', () => {
		expect(
			parseDocsJson({ api: { mdx: { server: ['https://a.dev', '/api'] } } }).api.mdx.server,
		).toEqual(['https://a.dev', '/api']);
		expect(
			parseDocsJson({ api: { mdx: { auth: { method: 'key', name: 'X-API-Key' } } } }).api.mdx.auth,
		).toEqual({ method: 'key', name: 'X-API-Key' });
		expect(
			parseDocsJson({ api: { mdx: { auth: { method: 'basic' } } } }).api.mdx.auth?.method,
		).toBe('basic');
	});
});

describe('docs.json: errors', () => {
	it('names the key, the bad value and the allowed values of an enum', () => {
		const error = catchAstroError(() =>
			parseDocsJson({ api: { playground: { display: 'full' } } }, 'site/docs.json'),
		);
		expect(error.message).toBe(
			'Invalid `docs.json` in `site/docs.json`:\n- `api.playground.display` is `"full"`; allowed values: `interactive`, `simple`, `none`.',
		);
		expect(error.hint).toBe(
			'Set `api.playground.display` to one of `interactive`, `simple`, `none`.',
		);
	});

	it('names an unsupported language and the supported ones', () => {
		const error = catchAstroError(() =>
			parseDocsJson({ api: { examples: { languages: ['curl', 'cobol'] } } }),
		);
		expect(error.message).toContain(
			'- `api.examples.languages[1]` is `"cobol"`, which is not a supported language; supported: `bash`, `curl`, `sh`, `shell`, `python`, `py`,',
		);
		expect(error.message).toContain('`dart`');
		expect(error.hint).toBe('Replace `api.examples.languages[1]` with a supported language key.');
	});

	it('names the auth methods, and asks for the header name of a key', () => {
		const method = catchAstroError(() =>
			parseDocsJson({ api: { mdx: { auth: { method: 'oauth' } } } }),
		);
		expect(method.message).toContain(
			'`api.mdx.auth.method` is `"oauth"`; allowed values: `bearer`, `basic`, `key`.',
		);
		const name = catchAstroError(() =>
			parseDocsJson({ api: { mdx: { auth: { method: 'key' } } } }),
		);
		expect(name.message).toContain(
			'`api.mdx.auth.name` is missing: it is required when `method` is `key` (the header that carries the key, e.g. `X-API-Key`).',
		);
	});

	it('reads playground.oauth per scheme and names a bad client setting', () => {
		const oauth = { accounts: { clientId: 'docs', params: { audience: 'https://api.example' } } };
		expect(parseDocsJson({ api: { playground: { oauth } } }).api.playground.oauth).toEqual(oauth);
		const redirect = catchAstroError(() =>
			parseDocsJson({ api: { playground: { oauth: { accounts: { redirectUrl: '/callback' } } } } }),
		);
		expect(redirect.message).toContain(
			'`api.playground.oauth.accounts.redirectUrl` is `"/callback"`: it is not an absolute URL (`https://...`).',
		);
		const unknown = catchAstroError(() =>
			parseDocsJson({ api: { playground: { oauth: { accounts: { client_id: 'docs' } } } } }),
		);
		expect(unknown.message).toContain('`api.playground.oauth.accounts`');
		expect(unknown.message).toContain('client_id');
	});

	it('names a wrong type', () => {
		const error = catchAstroError(() => parseDocsJson({ api: { examples: { prefill: 'yes' } } }));
		expect(error.message).toContain('`api.examples.prefill` is `"yes"`; expected a boolean.');
		expect(error.hint).toBe('Set `api.examples.prefill` to a boolean.');
	});

	it('names the forms of api.openapi and api.mdx.server', () => {
		const openapi = catchAstroError(() => parseDocsJson({ api: { openapi: 42 } }));
		expect(openapi.message).toContain(
			'`api.openapi` is `42`, which is none of the forms it accepts.',
		);
		expect(openapi.hint).toContain(
			'a spec path or URL, a list of them, or `{ "source": "openapi.yaml"',
		);
		const server = catchAstroError(() =>
			parseDocsJson({ api: { mdx: { server: 'api.acme.dev' } } }),
		);
		expect(server.message).toContain(
			'`api.mdx.server` is `"api.acme.dev"`: it is not an absolute URL (`https://...`) or a path starting with `/`.',
		);
		expect(server.hint).toContain(
			'Set `api.mdx.server` to an address (`"https://api.example.com"`',
		);
	});

	it('names the line and column of a JSON syntax error', () => {
		const dir = mkdtempSync(join(tmpdir(), 'trydocs-'));
		const file = join(dir, 'docs.json');
		writeFileSync(
			file,
			'{\n  "name": "Acme",\n  "api": { "playground": { "display": "simple", } }\n}\n',
		);
		const error = catchAstroError(() => loadDocsJson(file));
		expect(error.message).toMatch(
			new RegExp(`^\`${file}\` is not valid JSON at line 3, column 49: `),
		);
		expect(error.hint).toBe(
			'Fix the syntax error at that position; docs.json is plain JSON (no comments, no trailing commas).',
		);
	});
});

describe('docs.json: $ref', () => {
	it('reads `$ref` files from the folder of the file that names them', () => {
		const dir = mkdtempSync(join(tmpdir(), 'trydocs-ref-'));
		writeFileSync(
			join(dir, 'docs.json'),
			JSON.stringify({ name: 'A', redirects: { $ref: './redirects.json' } }),
		);
		writeFileSync(
			join(dir, 'redirects.json'),
			JSON.stringify([{ source: '/old', destination: '/new' }]),
		);
		expect(loadDocsJson(join(dir, 'docs.json')).redirects).toEqual([
			{ source: '/old', destination: '/new' },
		]);
	});

	it('names a `$ref` file that does not exist', () => {
		const dir = mkdtempSync(join(tmpdir(), 'trydocs-ref-'));
		writeFileSync(
			join(dir, 'docs.json'),
			JSON.stringify({ navigation: { languages: [{ $ref: './fr.json' }] } }),
		);
		const error = catchAstroError(() => loadDocsJson(join(dir, 'docs.json')));
		expect(error.message).toContain('`navigation.languages[0].$ref`');
		expect(error.message).toContain('names `./fr.json`, which does not exist');
	});
});
