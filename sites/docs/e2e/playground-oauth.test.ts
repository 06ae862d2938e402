import { createServer, type IncomingMessage, type Server } from 'node:http';
import { launchChromium } from '@trydocs/test-utils/browser';
import { type Fixture, loadFixture } from '@trydocs/test-utils/load-fixture';
import { type ServedSite, serveBuiltSite } from '@trydocs/test-utils/serve';
import { OAuth2Server } from 'oauth2-mock-server';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPlayground, runAxe, visibleSnippet } from './helpers.ts';

// The loopback ports fixtures/playground-oauth/openapi.yaml names (below Linux's ephemeral range,
// so no free port picked by another test takes them).
const OAUTH_PORT = 28511;
const NO_CORS_PORT = 28512;
const API_PORT = 28514;

/** What the authorization server saw, and how the test makes it misbehave. */
interface Observed {
	/** Query strings of `/authorize` requests. */
	authorizations: URLSearchParams[];
	/** Bodies of token requests, with the Origin header they came with. */
	tokenRequests: Array<{ form: URLSearchParams; origin: string | undefined; port: number }>;
	/** Access tokens issued, in order, with when they expire. */
	issued: Array<{ token: string; expiresAt: number }>;
	/** Tokens the API stand-in was sent. */
	apiTokens: string[];
	/** `expires_in` of the next tokens (default: the server's hour). */
	ttlSeconds?: number;
	/** Misbehaviour of the next authorization answer. */
	answer?: 'deny' | 'wrong-state';
	/**
	 * The token the next implicit answer carries: minted beforehand by the server's own issuer,
	 * since the mock answers `response_type=token` with `unsupported_response_type`.
	 */
	implicitToken?: string;
}

describe('fixture playground-oauth: OAuth 2.0 and OpenID Connect against a real authorization server', () => {
	let fixture: Fixture;
	let site: ServedSite;
	let browser: Browser;
	let context: BrowserContext;
	let oauth: OAuth2Server;
	let front: Server;
	let api: Server;
	const seen: Observed = { authorizations: [], tokenRequests: [], issued: [], apiTokens: [] };

	beforeAll(async () => {
		oauth = new OAuth2Server();
		await oauth.issuer.keys.generate('RS256');
		oauth.service.on(
			'beforeAuthorizeRedirect',
			(redirect: { url: URL }, request: IncomingMessage) => {
				const query = new URL(request.url ?? '', 'http://x').searchParams;
				seen.authorizations.push(query);
				if (query.get('response_type') === 'token' && seen.implicitToken) {
					// An implicit grant's answer (RFC 6749, 4.2.2): the token in the fragment.
					redirect.url.search = '';
					redirect.url.hash = new URLSearchParams({
						access_token: seen.implicitToken,
						token_type: 'Bearer',
						expires_in: '1800',
						scope: query.get('scope') ?? '',
						state: query.get('state') ?? '',
					}).toString();
				} else if (seen.answer === 'deny') {
					redirect.url.searchParams.delete('code');
					redirect.url.searchParams.set('error', 'access_denied');
					redirect.url.searchParams.set('error_description', 'The user said no.');
				} else if (seen.answer === 'wrong-state') redirect.url.searchParams.set('state', 'forged');
			},
		);
		oauth.service.on(
			'beforeResponse',
			(
				response: { body: Record<string, unknown>; statusCode: number },
				request: IncomingMessage & { body?: Record<string, string> },
			) => {
				const port = Number(request.headers['x-front-port'] ?? OAUTH_PORT);
				seen.tokenRequests.push({
					form: new URLSearchParams(request.body ?? {}),
					origin:
						(request.headers['x-front-origin'] as string | undefined) ?? request.headers.origin,
					port,
				});
				if (seen.ttlSeconds) response.body.expires_in = seen.ttlSeconds;
				const token = response.body.access_token;
				if (typeof token === 'string') {
					seen.issued.push({
						token,
						expiresAt: Date.now() + Number(response.body.expires_in) * 1000,
					});
				}
			},
		);
		front = await startNoCorsFront();
		api = await startApi();
		const built = loadFixture('playground-oauth');
		[fixture, browser] = await Promise.all([
			built,
			launchChromium(),
			oauth.start(OAUTH_PORT, '127.0.0.1'),
		]);
		site = await serveBuiltSite(fixture.root);
	}, 180_000);
	afterAll(async () => {
		await browser?.close();
		await site?.stop();
		await oauth?.stop();
		await new Promise((resolve) => front?.close(resolve));
		await new Promise((resolve) => api?.close(resolve));
	});
	beforeEach(async () => {
		context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
		context.setDefaultTimeout(10_000);
		seen.answer = undefined;
		seen.ttlSeconds = undefined;
		seen.implicitToken = undefined;
	});
	afterEach(async () => {
		await context?.close();
	});

	/** The same authorization server behind a front that sends no CORS headers. */
	function startNoCorsFront(): Promise<Server> {
		const server = createServer(async (request, response) => {
			const chunks: Buffer[] = [];
			for await (const chunk of request) chunks.push(chunk as Buffer);
			const upstream = await fetch(`http://127.0.0.1:${OAUTH_PORT}${request.url}`, {
				method: request.method ?? 'GET',
				headers: {
					'content-type': request.headers['content-type'] ?? 'text/plain',
					'x-front-port': String(NO_CORS_PORT),
					...(request.headers.origin ? { 'x-front-origin': request.headers.origin } : {}),
				},
				...(request.method === 'POST' ? { body: Buffer.concat(chunks) } : {}),
			});
			response.writeHead(upstream.status, {
				'content-type': upstream.headers.get('content-type') ?? '',
			});
			response.end(Buffer.from(await upstream.arrayBuffer()));
		});
		return new Promise((resolve) =>
			server.listen(NO_CORS_PORT, '127.0.0.1', () => resolve(server)),
		);
	}

	/** The API: answers 200 only to a token the server issued that has not expired. */
	function startApi(): Promise<Server> {
		const server = createServer((request, response) => {
			response.setHeader('Access-Control-Allow-Origin', '*');
			const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
			seen.apiTokens.push(token);
			const issued = seen.issued.find((entry) => entry.token === token);
			if (!issued || issued.expiresAt <= Date.now()) {
				response.writeHead(401, { 'content-type': 'application/json' });
				response.end(JSON.stringify({ error: issued ? 'expired' : 'unknown token' }));
				return;
			}
			const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
			response.writeHead(200, { 'content-type': 'application/json' });
			response.end(JSON.stringify({ sub: claims.sub ?? claims.aud ?? 'client' }));
		});
		return new Promise((resolve) => server.listen(API_PORT, '127.0.0.1', () => resolve(server)));
	}

	/** Opens /me/ and chooses a security scheme and (when given) one of its flows. */
	async function open(scheme: string, flow?: string): Promise<{ page: Page; dialog: Locator }> {
		const page = await context.newPage();
		const dialog = await openPlayground(page, `${site.url}/me/`, 'Read your profile');
		await dialog.getByLabel('Method').selectOption({ label: scheme });
		if (flow) await dialog.getByLabel('Flow').selectOption({ label: flow });
		return { page, dialog };
	}

	/** Sends and returns the status the response panel shows. */
	async function send(dialog: Locator): Promise<string> {
		await dialog.getByRole('button', { name: 'Send' }).click();
		const status = dialog.locator('.td-pg-status');
		await status.waitFor();
		return (await status.textContent()) ?? '';
	}

	/** Every storage of the page and context is empty, and the URL holds no token. */
	async function expectNothingStored(page: Page) {
		const stored = await page.evaluate(async () => ({
			local: localStorage.length,
			session: sessionStorage.length,
			databases: (await indexedDB.databases()).length,
			cookie: document.cookie,
			url: location.href,
		}));
		expect(stored).toEqual({
			local: 0,
			session: 0,
			databases: 0,
			cookie: '',
			url: `${site.url}/me/?playground=open`,
		});
		expect(await context.cookies()).toEqual([]);
		const state = JSON.stringify(await context.storageState());
		for (const { token } of seen.issued) expect(state).not.toContain(token);
	}

	it('documents every flow (URLs, scopes) on the page without JavaScript', async () => {
		const page = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
		await page.goto(`${site.url}/me/`);
		const section = page.locator('section[aria-labelledby="td-authorization"]');
		const text = (await section.innerText()).replace(/\s+/g, ' ');
		for (const expected of [
			'Authorization code (PKCE) Authorization URL http://127.0.0.1:28511/authorize Token URL http://127.0.0.1:28511/token',
			'profile.read needed here Read your profile',
			'profile.write Change your profile',
			'Client credentials Token URL http://127.0.0.1:28511/token',
			'Password Token URL http://127.0.0.1:28511/token',
			'Implicit (deprecated)',
			'advises against the implicit flow',
			'Client credentials Token URL http://127.0.0.1:28512/token',
			'OpenID Connect discovery: http://127.0.0.1:28511/.well-known/openid-configuration',
			'Scopes this endpoint needs: openid',
		]) {
			expect(text).toContain(expected);
		}
		await page.context().close();
	});

	it('client credentials, directly: the token fills Authorization, shows expiry and scopes, is masked in snippets until revealed, and Send is accepted', async () => {
		const { page, dialog } = await open('accounts', 'Client credentials');
		expect(await dialog.getByLabel('Client ID').inputValue()).toBe('docs-playground');
		await dialog.getByRole('button', { name: 'Get token' }).click();
		const status = dialog.locator('.td-pg-oauth-token');
		await status.waitFor();
		const request = seen.tokenRequests.at(-1);
		expect(request?.port).toBe(OAUTH_PORT);
		expect(request?.origin).toBe(site.url);
		expect(Object.fromEntries(request?.form ?? [])).toEqual({
			grant_type: 'client_credentials',
			client_id: 'docs-playground',
			scope: 'profile.read',
		});
		const token = seen.issued.at(-1)?.token ?? '';
		expect(await status.innerText()).toMatch(
			/Token obtained\. Expires at .+ \(in 60 min\)\.\s+Scopes: profile\.read/,
		);
		expect(await dialog.getByLabel('Access token').inputValue()).toBe(token);
		expect(await visibleSnippet(dialog)).toContain("--header 'Authorization: Bearer <token>'");

		await dialog.getByRole('button', { name: 'Show token in code examples' }).click();
		expect(await visibleSnippet(dialog)).toContain(`--header 'Authorization: Bearer ${token}'`);
		expect(await send(dialog)).toBe('200 OK');
		expect(seen.apiTokens.at(-1)).toBe(token);

		await dialog.getByRole('button', { name: 'Clear token' }).click();
		expect(await dialog.getByLabel('Access token').inputValue()).toBe('');
		expect(await visibleSnippet(dialog)).not.toContain('Authorization');
		await expectNothingStored(page);
	});

	it('client credentials through the proxy when the token endpoint has no CORS, with the public secret docs.json gives', async () => {
		const { page, dialog } = await open('machines');
		expect(await dialog.getByLabel('Client secret (optional)').inputValue()).toBe(
			'public-demo-secret',
		);
		const before = seen.tokenRequests.length;
		await dialog.getByRole('button', { name: 'Get token' }).click();
		await dialog.locator('.td-pg-oauth-token').waitFor();
		// The browser's own attempt reached the front but could not read its answer (no CORS);
		// the proxy's request carries no browser Origin.
		const attempts = seen.tokenRequests.slice(before);
		expect(attempts.map((attempt) => [attempt.port, attempt.origin])).toEqual([
			[NO_CORS_PORT, site.url],
			[NO_CORS_PORT, undefined],
		]);
		expect(attempts[1]?.form.get('client_secret')).toBe('public-demo-secret');
		expect(await send(dialog)).toBe('200 OK');
		expect(seen.apiTokens.at(-1)).toBe(seen.issued.at(-1)?.token);
		await expectNothingStored(page);
	});

	it('password: the username and password go to the token endpoint with the client id the reader typed, and the token is theirs', async () => {
		const { page, dialog } = await open('accounts', 'Password');
		// The reader may use a client of their own.
		await dialog.getByLabel('Client ID').fill('reader-app');
		await dialog.getByLabel('Username').fill('ada');
		await dialog.getByLabel('Password', { exact: true }).fill('correct horse');
		await dialog.getByRole('button', { name: 'Get token' }).click();
		await dialog.locator('.td-pg-oauth-token').waitFor();
		expect(Object.fromEntries(seen.tokenRequests.at(-1)?.form ?? [])).toEqual({
			grant_type: 'password',
			username: 'ada',
			password: 'correct horse',
			client_id: 'reader-app',
			scope: 'profile.read',
		});
		expect(await send(dialog)).toBe('200 OK');
		expect(await dialog.locator('.td-pg-response').innerText()).toContain('"sub": "ada"');
		await expectNothingStored(page);
	});

	/** Clicks Authorize and waits for the popup to come and go. */
	async function authorize(page: Page, dialog: Locator) {
		const popup = page.waitForEvent('popup');
		await dialog.getByRole('button', { name: 'Authorize' }).click();
		const window = await popup;
		if (!window.isClosed()) await window.waitForEvent('close');
	}

	it('authorization code with PKCE (S256) through the popup and the callback page; the token is sent', async () => {
		const { page, dialog } = await open('accounts', 'Authorization code (PKCE)');
		await authorize(page, dialog);
		await dialog.locator('.td-pg-oauth-token').waitFor();
		const query = Object.fromEntries(seen.authorizations.at(-1) ?? []);
		expect(query).toMatchObject({
			response_type: 'code',
			client_id: 'docs-playground',
			redirect_uri: `${site.url}/trydocs/oauth-callback`,
			scope: 'profile.read',
			code_challenge_method: 'S256',
			audience: 'http://127.0.0.1:28514',
		});
		expect(query.state).toMatch(/^[\w-]{43}$/);
		expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
		// The server checks the verifier against the challenge before it issues the token.
		const exchange = seen.tokenRequests.at(-1)?.form;
		expect(exchange?.get('grant_type')).toBe('authorization_code');
		expect(exchange?.get('code_verifier')).toMatch(/^[\w-]{43}$/);
		expect(await send(dialog)).toBe('200 OK');
		expect(seen.apiTokens.at(-1)).toBe(seen.issued.at(-1)?.token);
		await expectNothingStored(page);
	});

	it('keeps focus in the modal after the popup closes: Ctrl+Enter sends, the response leaves focus inside, Escape closes', async () => {
		const { page, dialog } = await open('accounts', 'Authorization code (PKCE)');
		await authorize(page, dialog);
		await dialog.locator('.td-pg-oauth-token').waitFor();
		// Where focus stands once the popup is gone: inside the dialog, never on <body>.
		const focus = () =>
			page.evaluate(() => {
				const active = document.activeElement;
				return {
					inDialog: !!active?.closest('dialog[open]'),
					tag: active?.tagName.toLowerCase(),
				};
			});
		expect(await focus()).toMatchObject({ inDialog: true });
		const before = seen.apiTokens.length;
		await page.keyboard.press('Control+Enter');
		await dialog.locator('.td-pg-status').waitFor();
		expect(await dialog.locator('.td-pg-status').textContent()).toBe('200 OK');
		expect(seen.apiTokens.slice(before)).toEqual([seen.issued.at(-1)?.token]);
		// The response arrived: focus is still inside, and the shortcut sends again.
		expect(await focus()).toMatchObject({ inDialog: true });
		await page.keyboard.press('Control+Enter');
		await expect.poll(() => seen.apiTokens.length).toBe(before + 2);
		expect(await focus()).toMatchObject({ inDialog: true });
		expect(await runAxe(page, 'dialog[open]')).toEqual([]);
		await expectNothingStored(page);
		// From the response panel (a scrolling block reached by keyboard), Escape closes the modal.
		await dialog.locator('.td-pg-response pre').first().focus();
		await page.keyboard.press('Escape');
		await dialog.waitFor({ state: 'hidden' });
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Try it');
	});

	it('implicit (deprecated): the token comes back in the fragment of the callback, fills Authorization and is sent', async () => {
		const token = await oauth.issuer.buildToken({ expiresIn: 1800 });
		seen.issued.push({ token, expiresAt: Date.now() + 1_800_000 });
		seen.implicitToken = token;
		const { page, dialog } = await open('accounts', 'Implicit (deprecated)');
		expect(await dialog.locator('.td-pg-oauth .td-pg-note').innerText()).toContain(
			'The implicit flow is deprecated',
		);
		expect(await dialog.getByLabel('Client secret (optional)').count()).toBe(0);
		await authorize(page, dialog);
		const status = dialog.locator('.td-pg-oauth-token');
		await status.waitFor();
		const query = Object.fromEntries(seen.authorizations.at(-1) ?? []);
		expect(query).toMatchObject({
			response_type: 'token',
			client_id: 'docs-playground',
			redirect_uri: `${site.url}/trydocs/oauth-callback`,
			scope: 'profile.read',
		});
		expect(query.state).toMatch(/^[\w-]{43}$/);
		expect(query).not.toHaveProperty('code_challenge');
		expect(await status.innerText()).toMatch(/\(in 30 min\)\.\s+Scopes: profile\.read/);
		expect(await dialog.getByLabel('Access token').inputValue()).toBe(token);
		expect(await send(dialog)).toBe('200 OK');
		expect(seen.apiTokens.at(-1)).toBe(token);
		await expectNothingStored(page);
	});

	it('refreshes an expired token with its refresh token before Send', async () => {
		seen.ttlSeconds = 1;
		const { page, dialog } = await open('accounts', 'Authorization code (PKCE)');
		await authorize(page, dialog);
		await dialog.locator('.td-pg-oauth-token').waitFor();
		const first = seen.issued.at(-1)?.token;
		seen.ttlSeconds = 600;
		await dialog.getByText(/Expired at .+ Send refreshes it first\./).waitFor();
		expect(await send(dialog)).toBe('200 OK');
		expect(seen.tokenRequests.at(-1)?.form.get('grant_type')).toBe('refresh_token');
		const second = seen.issued.at(-1)?.token;
		expect(second).not.toBe(first);
		expect(seen.apiTokens.at(-1)).toBe(second);
		expect(await dialog.locator('.td-pg-oauth-token').innerText()).toMatch(/in 10 min/);
		await expectNothingStored(page);
	});

	it('OpenID Connect: reads the discovery document, offers its flows, and runs one', async () => {
		const { page, dialog } = await open('identity');
		const flows = dialog.getByLabel('Flow');
		await flows.waitFor();
		expect(await flows.locator('option').allInnerTexts()).toEqual([
			'Authorization code (PKCE)',
			'Client credentials',
			'Password',
		]);
		expect(await dialog.getByLabel('Client ID').inputValue()).toBe('docs-oidc');
		await authorize(page, dialog);
		await dialog.locator('.td-pg-oauth-token').waitFor();
		expect(Object.fromEntries(seen.authorizations.at(-1) ?? [])).toMatchObject({
			client_id: 'docs-oidc',
			scope: 'openid',
			prompt: 'consent',
		});
		expect(await send(dialog)).toBe('200 OK');
		await expectNothingStored(page);
	});

	it('a wrong state, a denied consent and an unreachable token endpoint each say what happened', async () => {
		const { page, dialog } = await open('accounts', 'Authorization code (PKCE)');
		const alert = dialog.locator('.td-pg-oauth [role="alert"]');
		seen.answer = 'wrong-state';
		await authorize(page, dialog);
		expect(await alert.innerText()).toBe(
			'The sign-in answer came back with another `state` than this request sent, so it was ignored (it may not come from this request). Start again.',
		);
		seen.answer = 'deny';
		await authorize(page, dialog);
		expect(await alert.innerText()).toBe(
			'Access was denied at the authorization server: The user said no.. Approve the request to get a token.',
		);
		expect(await dialog.getByLabel('Access token').inputValue()).toBe('');

		await dialog.getByLabel('Method').selectOption({ label: 'offline' });
		await dialog.getByRole('button', { name: 'Get token' }).click();
		await expect
			.poll(() => alert.innerText())
			.toMatch(
				/^Could not reach http:\/\/127\.0\.0\.1:28513\/token, directly or through this site's playground proxy\. The proxy said: Could not reach `http:\/\/127\.0\.0\.1:28513`/,
			);
		await expectNothingStored(page);
	});

	it('loads the OAuth code, a chunk of its own, only on a page whose scheme needs it', async () => {
		const scripts: string[] = [];
		context.on('request', (request) => {
			if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
		});
		const page = await context.newPage();
		const dialog = await openPlayground(page, `${site.url}/health/`, 'Check the service');
		await visibleSnippet(dialog);
		await page.waitForLoadState('networkidle');
		expect(scripts.filter((path) => path.includes('OAuthFields'))).toEqual([]);
		const oauthPage = await open('accounts');
		await oauthPage.dialog.getByLabel('Client ID').waitFor();
		expect(scripts.filter((path) => path.includes('OAuthFields'))).toHaveLength(1);
	});
});
