import type { BuildRecord } from '../../store/store.ts';
import {
	DEFAULT_PAGE_SIZE,
	decodeCursor,
	encodeCursor,
	parseLimit,
} from '../builds/build-reads.ts';
import type { ServerDeps } from '../deps.ts';
import { createRandomId, findByHash } from '../http/auth.ts';
import { isSameOrigin } from '../http/cors.ts';
import { refuseWrongCredential } from '../http/credential-limit.ts';
import { readBody } from '../http/read-body.ts';

/** Name of the dashboard's session cookie. */
export const SESSION_COOKIE = 'trydocs_session';

/** How long a dashboard session lasts on the server. */
const SESSION_MS = 12 * 60 * 60 * 1000;

/** What the Deployments page shows, rendered by `routes/deployments.astro`. */
export type DeploymentsView =
	| { kind: 'login'; status: number; error?: string }
	| {
			kind: 'builds';
			status: 200;
			projectId: string;
			projectName: string;
			builds: BuildRecord[];
			/** Whether a build is queued or running: the page follows it (or, without JS, reloads). */
			refresh: boolean;
			/** The link to the next, older page of builds, if there is one. */
			olderHref?: string;
			/** The link back to the newest builds, when this is not the first page. */
			newestHref?: string;
			/** Where the page's script follows a build: `{followBase}{build_id}/logs`. */
			followBase: string;
	  }
	| {
			kind: 'message';
			title: string;
			message: string;
			status: number;
			headers?: Record<string, string>;
	  };

/**
 * The Deployments page (`routes.deployments`): a server-rendered list of a project's builds.
 * It asks for the project API key once; the key is exchanged for a random session id kept in an
 * HttpOnly, SameSite=Strict session cookie (stored hashed on the server), so the key never
 * appears in the page or a URL.
 */
export async function handleDeploymentsRequest(
	request: Request,
	deps: ServerDeps,
	clientAddress: string,
): Promise<Response | DeploymentsView> {
	try {
		const path = new URL(request.url).pathname.replace(/\/+$/, '') || '/';
		if (path !== deps.config.routes.deployments) {
			return {
				kind: 'message',
				title: 'Not found',
				message: 'There is no page here.',
				status: 404,
			};
		}
		if (request.method === 'POST') {
			const origin = request.headers.get('origin');
			// Browsers send `Origin: null` in some privacy modes; Fetch Metadata still tells.
			const sameSite = request.headers.get('sec-fetch-site') === 'same-origin';
			if (origin && !isSameOrigin(origin, request) && !sameSite) {
				return {
					kind: 'message',
					title: 'Forbidden',
					message: 'Cross-site form posts are refused.',
					status: 403,
				};
			}
			return await submit(request, deps, clientAddress);
		}
		if (request.method !== 'GET' && request.method !== 'HEAD') {
			return {
				kind: 'message',
				title: 'Method not allowed',
				message: 'Use GET or POST.',
				status: 405,
				headers: { allow: 'GET, POST' },
			};
		}
		const session = await getSession(request, deps);
		if (!session) return { kind: 'login', status: 200 };
		return await buildsView(deps, session.projectId, new URL(request.url).searchParams);
	} catch (error) {
		deps.log.error('The Deployments page failed', error);
		return {
			kind: 'message',
			title: 'Something went wrong',
			message: 'Internal server error. Retry in a few seconds.',
			status: 500,
		};
	}
}

async function submit(
	request: Request,
	deps: ServerDeps,
	clientAddress: string,
): Promise<Response | DeploymentsView> {
	const body = await readBody(request, 8 * 1024);
	if (!body.ok) return { kind: 'login', error: 'The form is too large.', status: 413 };
	const form = new URLSearchParams(new TextDecoder().decode(body.bytes));
	const target = deps.config.routes.deployments;
	if (form.get('action') === 'logout') {
		const token = readCookie(request, SESSION_COOKIE);
		if (token && token.length <= 200) {
			for (const key of deps.apiKeys) {
				await deps.store.deleteSession(await getSessionHash(token, key.hash, deps));
			}
		}
		return redirect(target, `${SESSION_COOKIE}=; ${cookieAttributes(request, deps)}; Max-Age=0`);
	}
	const key = form.get('key')?.trim() ?? '';
	const known = key ? findByHash(deps.apiKeys, await deps.hashSecret(key)) : undefined;
	if (!known) {
		const limited = await refuseWrongCredential(clientAddress, deps, 'builds');
		if (limited) return tooManyAttempts(limited);
		return { kind: 'login', error: 'Invalid API key.', status: 401 };
	}
	const token = createRandomId('', 32);
	await deps.store.insertSession(await getSessionHash(token, known.hash, deps), {
		projectId: known.subject,
		expiresAt: deps.now() + SESSION_MS,
	});
	return redirect(target, `${SESSION_COOKIE}=${token}; ${cookieAttributes(request, deps)}`);
}

/**
 * A session is stored under the hash of its token and the hash of the key that opened it, so it
 * is found only while that key is still the project's key: rotating a key ends its sessions.
 */
async function getSessionHash(token: string, keyHash: string, deps: ServerDeps): Promise<string> {
	return deps.hashSecret(`${token}.${keyHash}`);
}

/** The signed-in session of a request to the Deployments page (or below it), if any. */
export async function getSession(request: Request, deps: ServerDeps) {
	const token = readCookie(request, SESSION_COOKIE);
	if (!token || token.length > 200) return undefined;
	// Projects are few (one key each): try the session under each current key.
	for (const key of deps.apiKeys) {
		const session = await deps.store.getSession(
			await getSessionHash(token, key.hash, deps),
			deps.now(),
		);
		if (session && session.projectId === key.subject) return session;
	}
	return undefined;
}

/** The page's 429 after too many wrong keys, with the limit's `Retry-After`. */
function tooManyAttempts(limited: Response): DeploymentsView {
	const retryAfter = limited.headers.get('retry-after') ?? '60';
	return {
		kind: 'message',
		title: 'Too many attempts',
		message: `Too many wrong API keys from this network; try again in ${retryAfter} s.`,
		status: 429,
		headers: { 'retry-after': retryAfter },
	};
}

async function buildsView(
	deps: ServerDeps,
	projectId: string,
	query: URLSearchParams,
): Promise<DeploymentsView> {
	const project = deps.config.projects.find((p) => p.id === projectId);
	const page = deps.config.routes.deployments;
	const parsed = parseLimit(query.get('limit'));
	const limit = typeof parsed === 'number' ? parsed : DEFAULT_PAGE_SIZE;
	const cursorText = query.get('cursor');
	// A damaged link shows the newest builds rather than an error.
	const cursor = cursorText ? (decodeCursor(cursorText) ?? undefined) : undefined;
	const rows = await deps.store.listBuildsPage(projectId, limit + 1, cursor, true);
	const builds = rows.slice(0, limit);
	const last = builds.at(-1);
	const limitParam = limit === DEFAULT_PAGE_SIZE ? '' : `&limit=${limit}`;
	return {
		kind: 'builds',
		status: 200,
		projectId,
		projectName: project?.name ?? projectId,
		builds,
		refresh: builds.some((b) => b.status === 'queued' || b.status === 'building'),
		olderHref:
			rows.length > limit && last
				? `${page}?cursor=${encodeCursor({ createdAt: last.createdAt, id: last.id })}${limitParam}`
				: undefined,
		newestHref: cursor ? `${page}${limitParam ? `?${limitParam.slice(1)}` : ''}` : undefined,
		followBase: `${page === '/' ? '' : page}/builds/`,
	};
}

function redirect(location: string, cookie: string): Response {
	return new Response(null, {
		status: 303,
		headers: { location, 'cache-control': 'no-store', 'set-cookie': cookie },
	});
}

function cookieAttributes(request: Request, deps: ServerDeps): string {
	// Behind a TLS-terminating proxy the request reaches us over http; the proxy says https in
	// `X-Forwarded-Proto`. Trusting it can only add `Secure`, never remove it.
	const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
	const viaHttps = new URL(request.url).protocol === 'https:' || forwarded === 'https';
	const secure = viaHttps ? '; Secure' : '';
	return `Path=${deps.config.routes.deployments}; HttpOnly; SameSite=Strict${secure}`;
}

/** Reads one cookie from the request's Cookie header. */
export function readCookie(request: Request, name: string): string | undefined {
	const header = request.headers.get('cookie') ?? '';
	for (const part of header.split(';')) {
		const [key, ...rest] = part.trim().split('=');
		if (key === name) return rest.join('=');
	}
	return undefined;
}

/** A build's duration for the table: `12 s`, `running` or a dash. */
export function getDuration(build: BuildRecord): string {
	if (build.startedAt && build.finishedAt) {
		return formatDuration(Date.parse(build.finishedAt) - Date.parse(build.startedAt));
	}
	return build.status === 'building' ? 'running' : '—';
}

/** An ISO time as the table shows it: `2026-11-23 14:05:00 UTC`. */
export function formatTime(iso: string): string {
	return iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC');
}

function formatDuration(ms: number): string {
	if (!Number.isFinite(ms) || ms < 0) return '—';
	if (ms < 1000) return `${ms} ms`;
	const seconds = Math.round(ms / 1000);
	return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
