import { escapeHtml } from '@trydocs/openapi/text';
import type { ServerDeps } from '../runtime/deps.ts';
import type { BuildRecord } from '../storage/store.ts';
import { createRandomId, findByHash } from './auth.ts';
import { isSameOrigin } from './cors.ts';
import type { Reply } from './json.ts';
import { readBody } from './read-body.ts';
import type { ServerRequest } from './server-request.ts';

/** Name of the dashboard's session cookie. */
export const SESSION_COOKIE = 'trydocs_session';

/** How long a dashboard session lasts on the server. */
const SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * The Deployments page (`routes.deployments`): a server-rendered list of a project's builds.
 * It asks for the project API key once; the key is exchanged for a random session id kept in an
 * HttpOnly, SameSite=Strict session cookie (stored hashed on the server), so the key never
 * appears in the page or a URL.
 */
export async function handleDeploymentsRequest(
	request: ServerRequest,
	deps: ServerDeps,
): Promise<Reply> {
	try {
		const path = new URL(request.url).pathname.replace(/\/+$/, '') || '/';
		if (path !== deps.config.routes.deployments) {
			return page('Not found', '<p>There is no page here.</p>', 404);
		}
		if (request.method === 'POST') {
			const origin = request.headers.get('origin');
			// Browsers send `Origin: null` in some privacy modes; Fetch Metadata still tells.
			const sameSite = request.headers.get('sec-fetch-site') === 'same-origin';
			if (origin && !isSameOrigin(origin, request) && !sameSite) {
				return page('Forbidden', '<p>Cross-site form posts are refused.</p>', 403);
			}
			return await submit(request, deps);
		}
		if (request.method !== 'GET' && request.method !== 'HEAD') {
			return page('Method not allowed', '<p>Use GET or POST.</p>', 405, {
				allow: 'GET, POST',
			});
		}
		const session = await getSession(request, deps);
		if (!session) return loginPage();
		return await buildsPage(deps, session.projectId);
	} catch (error) {
		deps.log.error('The Deployments page failed', error);
		return page(
			'Something went wrong',
			'<p>Internal server error. Retry in a few seconds.</p>',
			500,
		);
	}
}

async function submit(request: ServerRequest, deps: ServerDeps): Promise<Reply> {
	const body = await readBody(request, 8 * 1024);
	if (!body.ok) return loginPage('The form is too large.', 413);
	const form = new URLSearchParams(new TextDecoder().decode(body.bytes));
	const target = deps.config.routes.deployments;
	if (form.get('action') === 'logout') {
		const token = readCookie(request, SESSION_COOKIE);
		if (token) await deps.store.deleteSession(await deps.hashSecret(token));
		return redirect(target, `${SESSION_COOKIE}=; ${cookieAttributes(request, deps)}; Max-Age=0`);
	}
	const key = form.get('key')?.trim() ?? '';
	const known = key ? findByHash(deps.apiKeys, await deps.hashSecret(key)) : undefined;
	if (!known) return loginPage('Invalid API key.', 401);
	const token = createRandomId('', 32);
	await deps.store.insertSession(await deps.hashSecret(token), {
		projectId: known.subject,
		expiresAt: deps.now() + SESSION_MS,
	});
	return redirect(target, `${SESSION_COOKIE}=${token}; ${cookieAttributes(request, deps)}`);
}

async function getSession(request: ServerRequest, deps: ServerDeps) {
	const token = readCookie(request, SESSION_COOKIE);
	if (!token || token.length > 200) return undefined;
	const session = await deps.store.getSession(await deps.hashSecret(token), deps.now());
	if (!session || !deps.config.projects.some((p) => p.id === session.projectId)) return undefined;
	return session;
}

function loginPage(error?: string, status = 200): Reply {
	const body = `
<form method="post" class="login">
	<p>Enter the project's API key to see its builds. It is exchanged for a session cookie and never shown again.</p>
	${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
	<label for="key">Project API key</label>
	<input id="key" name="key" type="password" autocomplete="off" required>
	<button type="submit">Show deployments</button>
</form>`;
	return page('Deployments', body, status);
}

async function buildsPage(deps: ServerDeps, projectId: string): Promise<Reply> {
	const project = deps.config.projects.find((p) => p.id === projectId);
	const builds = await deps.store.listBuilds(projectId, 50);
	const active = builds.some((b) => b.status === 'queued' || b.status === 'building');
	const rows = builds.map((build) => row(build)).join('\n');
	const body = `
<div class="bar">
	<p>Project <strong>${escapeHtml(project?.name ?? projectId)}</strong> (<code>${escapeHtml(projectId)}</code>)${
		active ? ' · refreshing while a build runs' : ''
	}</p>
	<form method="post"><input type="hidden" name="action" value="logout"><button type="submit">Sign out</button></form>
</div>
${
	builds.length === 0
		? '<p class="empty">No builds yet. Trigger one with <code>POST /projects/{project_id}/rebuild</code>.</p>'
		: `<div class="table-scroll"><table>
	<thead><tr><th scope="col">Build</th><th scope="col">Status</th><th scope="col">Commit</th><th scope="col">Created</th><th scope="col">Finished</th><th scope="col">Duration</th><th scope="col">Log</th></tr></thead>
	<tbody>
${rows}
	</tbody>
</table></div>`
}`;
	return page('Deployments', body, 200, {}, active);
}

function row(build: BuildRecord): string {
	const duration =
		build.startedAt && build.finishedAt
			? formatDuration(Date.parse(build.finishedAt) - Date.parse(build.startedAt))
			: build.status === 'building'
				? 'running'
				: '—';
	const commit = build.commit.sha
		? `<code>${escapeHtml(build.commit.sha)}</code> ${escapeHtml(build.commit.message)}<br><span class="muted">${escapeHtml(build.commit.author)}</span>`
		: '<span class="muted">no commit</span>';
	const lines = build.log.trim() ? build.log.trimEnd().split('\n').length : 0;
	const id = escapeHtml(build.id);
	const log = lines
		? `<a href="#log-${id}">${lines} ${lines === 1 ? 'line' : 'lines'}</a>`
		: '<span class="muted">empty</span>';
	return `		<tr id="${id}">
			<td><code>${id}</code></td>
			<td><span class="status status-${build.status}">${build.status}</span>${
				build.failureReason
					? `<br><span class="reason">${escapeHtml(build.failureReason)}</span>`
					: ''
			}</td>
			<td>${commit}</td>
			<td class="time">${formatTime(build.createdAt)}</td>
			<td class="time">${build.finishedAt ? formatTime(build.finishedAt) : '—'}</td>
			<td class="time">${duration}</td>
			<td class="time">${log}</td>
		</tr>${
			lines
				? `
		<tr class="log-row"><td colspan="7"><details id="log-${id}"><summary>Build log of <code>${id}</code></summary><pre>${escapeHtml(build.log)}</pre></details></td></tr>`
				: ''
		}`;
}

function page(
	title: string,
	body: string,
	status: number,
	headers: Record<string, string> = {},
	refresh = false,
): Reply {
	const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${refresh ? '<meta http-equiv="refresh" content="5">' : ''}
<title>${escapeHtml(title)} · Trydocs</title>
<style>${STYLES}</style>
</head>
<body>
<header><a href="/" class="brand">Trydocs</a><span class="crumb">Dashboard</span></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
	return {
		status,
		body: html,
		headers: {
			'content-type': 'text/html; charset=utf-8',
			'cache-control': 'no-store',
			'content-security-policy':
				"default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
			'referrer-policy': 'same-origin',
			'x-content-type-options': 'nosniff',
			...headers,
		},
	};
}

function redirect(location: string, cookie: string): Reply {
	return {
		status: 303,
		headers: { location, 'cache-control': 'no-store' },
		cookies: [cookie],
		body: null,
	};
}

function cookieAttributes(request: ServerRequest, deps: ServerDeps): string {
	const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
	return `Path=${deps.config.routes.deployments}; HttpOnly; SameSite=Strict${secure}`;
}

/** Reads one cookie from the request's Cookie header. */
export function readCookie(request: ServerRequest, name: string): string | undefined {
	const header = request.headers.get('cookie') ?? '';
	for (const part of header.split(';')) {
		const [key, ...rest] = part.trim().split('=');
		if (key === name) return rest.join('=');
	}
	return undefined;
}

function formatTime(iso: string): string {
	const text = iso.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC');
	return `<time datetime="${escapeHtml(iso)}">${escapeHtml(text)}</time>`;
}

function formatDuration(ms: number): string {
	if (!Number.isFinite(ms) || ms < 0) return '—';
	if (ms < 1000) return `${ms} ms`;
	const seconds = Math.round(ms / 1000);
	return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const STYLES = `
:root { color-scheme: light; --primary: #4f46e5; --border: #e5e7eb; --muted: #6b7280; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #111827; background: #f9fafb; }
header { display: flex; gap: 12px; align-items: baseline; padding: 14px 24px; background: #fff; border-bottom: 1px solid var(--border); }
.brand { font-weight: 700; color: var(--primary); text-decoration: none; }
.crumb { color: var(--muted); }
main { max-width: 1200px; margin: 0 auto; padding: 24px; }
h1 { font-size: 24px; margin: 0 0 16px; }
.bar { display: flex; justify-content: space-between; align-items: center; gap: 16px; margin-bottom: 12px; }
.bar p { margin: 0; }
/* A narrow window scrolls the table instead of letting it spill past the page. */
.table-scroll { overflow-x: auto; border-radius: 8px; }
td:first-child { min-width: 15ch; }
td:first-child code { overflow-wrap: anywhere; }
table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid var(--border); border-radius: 8px; overflow: hidden; }
th, td { text-align: left; vertical-align: top; padding: 10px 12px; border-bottom: 1px solid var(--border); }
th { font-size: 13px; color: var(--muted); font-weight: 600; background: #f3f4f6; }
code { font: 13px ui-monospace, SFMono-Regular, Menlo, monospace; }
.muted, .reason { color: var(--muted); font-size: 13px; }
.status { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 13px; font-weight: 600; }
.status-queued { background: #e5e7eb; color: #374151; }
.status-building { background: #dbeafe; color: #1e40af; }
.status-deployed { background: #dcfce7; color: #166534; }
.status-failed { background: #fee2e2; color: #991b1b; }
pre { max-height: 360px; overflow: auto; background: #111827; color: #e5e7eb; padding: 10px 12px; border-radius: 6px; font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; margin: 8px 0 0; }
.time { white-space: nowrap; }
.log-row td { padding-top: 0; background: #fcfcfd; }
summary { cursor: pointer; color: #374151; font-size: 13px; }
.login { max-width: 420px; background: #fff; padding: 20px; border: 1px solid var(--border); border-radius: 8px; display: grid; gap: 10px; }
.login p { margin: 0; }
input { font: inherit; padding: 8px 10px; border: 1px solid #d1d5db; border-radius: 6px; }
button { font: inherit; padding: 8px 14px; border: 0; border-radius: 6px; background: var(--primary); color: #fff; cursor: pointer; }
.bar button { background: #fff; color: #374151; border: 1px solid #d1d5db; }
.error { color: #991b1b; }
.empty { color: var(--muted); }
`;
