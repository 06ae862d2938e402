/**
 * The site the README starts (`pnpm start`: `server.mjs`, `@trydocs/server/node` in front of
 * Astro's handler in `mode: 'middleware'`) answers the interfaces' requests exactly as the docs
 * (the builds and tickets pages under `/api-reference/`) word them: a CI's bare
 * `curl -X POST …/rebuild -H "Authorization: Bearer …"`, no content type, no body. The site's own
 * sign-in form keeps Astro's origin check.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, serveBuiltSite } from '@trydocs/test-utils/serve';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	buildHostileCases,
	tryHostileCases,
} from '../../../packages/server/test-utils/hostile-cases.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const KEY = 'td_key_started_site_0123456789';
const TOKEN = 'td_tok_started_site_0123456789';

describe("the README's started site (server.mjs: the Node middleware before Astro)", () => {
	let site: RunningServer;
	let dataDir: string;
	const url = (path: string) => `${site.url}${path}`;
	/** The spec's rebuild call: method, path and bearer key, nothing else. */
	const rebuild = (project: string, key: string, method = 'POST') =>
		fetch(url(`/api/projects/${project}/rebuild`), {
			method,
			headers: { authorization: `Bearer ${key}` },
		});

	beforeAll(async () => {
		dataDir = mkdtempSync(join(tmpdir(), 'trydocs-started-'));
		site = await serveBuiltSite(
			root,
			{
				TRYDOCS_DATA_DIR: dataDir,
				TRYDOCS_DEMO_API_KEY: KEY,
				TRYDOCS_DEMO_ACCESS_TOKEN: TOKEN,
				// The rebuild below starts a real build of this site: stopping the server stops it.
				TRYDOCS_SHUTDOWN_GRACE_MS: '1',
			},
			'/api/playground/demo/tickets/tkt_1001',
		);
	});
	afterAll(async () => {
		await site?.stop();
		if (dataDir) rmSync(dataDir, { recursive: true, force: true });
	});

	it('answers the bare curl rebuild with 200 and the Build; wrong key, unknown project and wrong method in the builds shape', async () => {
		const wrong = await rebuild('demo', 'td_key_wrong');
		expect(wrong.status).toBe(401);
		expect(await wrong.json()).toEqual({
			error: { code: 'unauthorized', message: 'Invalid API key', status: 401 },
		});
		const unknown = await rebuild('nope', KEY);
		expect(unknown.status).toBe(404);
		expect(await unknown.json()).toEqual({
			error: { code: 'project_not_found', message: 'Project not found', status: 404 },
		});
		const put = await rebuild('demo', KEY, 'PUT');
		expect(put.status).toBe(405);
		expect((await put.json()).error.code).toBe('method_not_allowed');

		const response = await rebuild('demo', KEY);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
		const build = await response.json();
		expect(build).toMatchObject({
			buildId: expect.stringMatching(/^bld_/),
			status: expect.stringMatching(/^(queued|building)$/),
			createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
			commit: { sha: expect.any(String), message: expect.any(String) },
			project: { id: 'demo', name: 'Trydocs docs' },
		});
	});

	it('answers every path under the prefixes in its interface shape, whatever the method and however the path normalises (the hostile suite)', async () => {
		// Not the wrong credentials (they lock this client out for a minute) nor unknown projects
		// with the right key (each counts against its limit): the handlers' suite has both.
		const all = buildHostileCases({
			key: KEY,
			token: TOKEN,
			projects: false,
			credentials: false,
			deployments: '/dashboard/deployments',
		});
		// `/api/%2e%2e/etc` is `/etc` once resolved, outside the prefixes: the site's 404 page.
		const cases = all.filter((test) => test.name !== 'path /api/%2e%2e/etc');
		const failed = await tryHostileCases(site.url, cases);
		console.log(
			`[hostile] the README's site: tried ${all.length} bad inputs (tickets, content types, proxy envelopes, ids, paths, methods, the Deployments page's methods), sent as worded; held ${cases.length - failed.length} of ${cases.length}, 1 left to the site (a dot-dot path outside the prefixes)`,
		);
		expect(failed).toEqual([]);
	});

	it("keeps Astro's origin check on the site's own sign-in form: a cross-site form post gets 403", async () => {
		const page = url('/dashboard/deployments');
		const crossSite = await fetch(page, {
			method: 'POST',
			headers: {
				origin: 'https://evil.example',
				'content-type': 'application/x-www-form-urlencoded',
			},
			body: `key=${KEY}`,
			redirect: 'manual',
		});
		expect(crossSite.status).toBe(403);
		expect(await crossSite.text()).toBe('Cross-site POST form submissions are forbidden');
		expect(crossSite.headers.get('set-cookie')).toBeNull();
		// The same form from the site itself signs in.
		const sameSite = await fetch(page, {
			method: 'POST',
			headers: { origin: site.url, 'content-type': 'application/x-www-form-urlencoded' },
			body: `key=${KEY}`,
			redirect: 'manual',
		});
		expect(sameSite.status).toBe(303);
	});

	it('reads tickets as the docs word it; the pages and the 404 page are still served', async () => {
		const created = await fetch(url('/api/v1/tickets'), {
			method: 'POST',
			headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
			body: JSON.stringify({ customer_id: 'cus_1', subject: 'Export fails' }),
		});
		expect(created.status).toBe(201);
		const { id } = await created.json();
		const read = await fetch(url(`/api/v1/tickets/${id}`), {
			headers: { authorization: `Bearer ${TOKEN}` },
		});
		expect(await read.json()).toMatchObject({ id, subject: 'Export fails' });
		const missing = await fetch(url('/api/v1/tickets/tkt_missing'), {
			headers: { authorization: `Bearer ${TOKEN}` },
		});
		expect(missing.status).toBe(404);
		expect(await missing.json()).toEqual({
			code: 'not_found',
			message: 'Ticket `tkt_missing` does not exist.',
		});
		const page = await fetch(url('/api-reference/tickets/get/'));
		expect(page.status).toBe(200);
		expect(page.headers.get('content-type')).toContain('text/html');
		// A hashed asset the page names (its CSS is inline: the scripts it loads on demand).
		const asset = /\/_astro\/[\w.-]+\.js/.exec(await page.text())?.[0];
		const script = await fetch(url(asset ?? '/_astro/missing.js'));
		expect(script.status).toBe(200);
		expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
		const notFound = await fetch(url('/no-such-page/'));
		expect(notFound.status).toBe(404);
		expect(notFound.headers.get('content-type')).toContain('text/html');
	});

	it("sends pages and assets compressed as the browser accepts (the build's precompressed copies), keeping Vary: Accept beside Accept-Encoding", async () => {
		const get = (path: string, encoding: string, accept = 'text/html') =>
			fetch(url(path), { headers: { 'accept-encoding': encoding, accept } });
		const plain = await get('/api-reference/tickets/get/', 'identity');
		expect(plain.headers.get('content-encoding')).toBeNull();
		const html = await plain.text();
		expect(html).toContain('<h1');
		for (const encoding of ['br', 'gzip']) {
			const page = await get('/api-reference/tickets/get/', encoding);
			expect(page.headers.get('content-encoding')).toBe(encoding);
			expect(Number(page.headers.get('content-length'))).toBeLessThan(html.length / 3);
			// Caches keep apart the HTML and the Markdown of one address, and each encoding.
			const vary = (page.headers.get('vary') ?? '').split(',').map((field) => field.trim());
			expect(vary).toEqual(expect.arrayContaining(['Accept', 'Accept-Encoding']));
			expect(await page.text()).toBe(html);
		}
		const asset = /\/_astro\/[\w.-]+\.js/.exec(html)?.[0] ?? '/_astro/missing.js';
		const script = await get(asset, 'br, gzip');
		expect(script.headers.get('content-encoding')).toBe('br');
		expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
		// The Markdown of a page, for an agent, is still the Markdown.
		const markdown = await get('/api-reference/tickets/get/', 'br', 'text/markdown');
		expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
		expect(await markdown.text()).toMatch(/^# Retrieve a ticket/);
	});

	it('routes by the path alone: a Host header carrying a path cannot turn a ticket read into a page', async () => {
		const { request } = await import('node:http');
		const target = new URL(site.url);
		const answer = await new Promise<{ status: number; type: string; body: string }>(
			(resolve, reject) => {
				const req = request(
					{
						host: target.hostname,
						port: target.port,
						path: '/api/v1/tickets/tkt_missing',
						headers: {
							host: `${target.host}/dashboard/deployments?`,
							authorization: `Bearer ${TOKEN}`,
						},
					},
					(res) => {
						let body = '';
						res.setEncoding('utf8');
						res.on('data', (chunk) => {
							body += chunk;
						});
						res.on('end', () =>
							resolve({
								status: res.statusCode ?? 0,
								type: String(res.headers['content-type']),
								body,
							}),
						);
					},
				);
				req.on('error', reject);
				req.end();
			},
		);
		expect(answer.status).toBe(404);
		expect(answer.type).toContain('application/json');
		expect(JSON.parse(answer.body)).toEqual({
			code: 'not_found',
			message: 'Ticket `tkt_missing` does not exist.',
		});
	});
	it('links only to what it has: every same-site link of every page reached from the home page answers 200', async () => {
		const seen = new Set<string>(['/']);
		const queue = ['/'];
		const broken: string[] = [];
		while (queue.length > 0) {
			const path = queue.shift() as string;
			const response = await fetch(url(path), { redirect: 'follow' });
			if (response.status !== 200) {
				broken.push(`${path}: ${response.status}`);
				continue;
			}
			if (!response.headers.get('content-type')?.includes('text/html')) continue;
			const html = await response.text();
			for (const [, href = ''] of html.matchAll(/<a [^>]*?href="(\/[^"#?]*)/g)) {
				// The interfaces answer requests, not links; a page's own address needs no fetch.
				if (href.startsWith('/api/') || href.startsWith('//') || seen.has(href)) continue;
				seen.add(href);
				queue.push(href);
			}
		}
		expect(broken).toEqual([]);
		expect(seen.size).toBeGreaterThan(40);
	});
});
