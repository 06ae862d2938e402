/**
 * A suite of hostile inputs, shared by the handlers' suite (a real server on `node:http`) and the
 * built Node site's (fixtures/server-site): each case is a request and the answer it must get.
 */
import { request } from 'node:http';
import {
	BAD_ENVELOPES,
	BAD_PATHS,
	BAD_PROJECTS,
	BAD_TICKET_IDS,
	BAD_TICKETS,
	BAD_TYPES,
	getBadAuth,
} from './hostile-inputs.ts';
import { buildRouteCases } from './hostile-routes.ts';
import type { Case, HostileCaseOptions } from './hostile-types.ts';

export type { Case, HostileCaseOptions } from './hostile-types.ts';

const json = { 'content-type': 'application/json' };

/**
 * The hostile requests: bad tickets, content types, proxy envelopes, ids, paths, methods and
 * (last) wrong credentials, each with the status and error shape a careful server answers.
 */
export function buildHostileCases(options: HostileCaseOptions): Case[] {
	// Wrong credentials last: 10 are answered 401, then the client is refused with 429.
	return [
		...buildBodyCases(options),
		...buildIdAndPathCases(options),
		...buildMethodCases(),
		...buildRouteCases(options),
		...(options.credentials === false ? [] : buildCredentialCases(options)),
	];
}

/** Bad tickets, content types, rebuild bodies and proxy envelopes. */
function buildBodyCases(options: HostileCaseOptions): Case[] {
	const { key: KEY, token: TOKEN } = options;
	const auth = { authorization: `Bearer ${TOKEN}` };
	const cases: Case[] = [];
	for (const [name, body] of BAD_TICKETS) {
		cases.push({
			name: `ticket: ${name}`,
			path: '/api/v1/tickets',
			method: 'POST',
			headers: { ...auth, ...json },
			body,
			status: 400,
			shape: 'ticket',
			code: 'invalid_request',
		});
	}
	for (const type of BAD_TYPES) {
		const headers: Record<string, string> = { ...auth };
		if (type) headers['content-type'] = type;
		cases.push({
			name: `ticket as ${type || 'no type'}`,
			path: '/api/v1/tickets',
			method: 'POST',
			headers,
			body: '{"customer_id":"c","subject":"s"}',
			status: 415,
			shape: 'ticket',
			code: 'unsupported_media_type',
		});
	}
	// The one JSON body reader answers a body in a form's type alike on every interface: 415.
	for (const type of BAD_TYPES.filter(Boolean)) {
		cases.push({
			name: `proxy request as ${type}`,
			path: '/api/playground/proxy',
			method: 'POST',
			headers: { 'content-type': type },
			body: '{"method":"GET","url":"https://example.com/","headers":[]}',
			status: 415,
			shape: 'builds',
			code: 'unsupported_media_type',
		});
	}
	for (const type of options.projects === false
		? []
		: ['text/plain', 'multipart/form-data; boundary=x']) {
		cases.push({
			name: `rebuild body as ${type}`,
			path: '/api/projects/demo/rebuild',
			method: 'POST',
			headers: { authorization: `Bearer ${KEY}`, 'content-type': type },
			body: '{"commit":"3f9c2ab4d1e0c8b7a6f5e4d3c2b1a09876543210"}',
			status: 415,
			shape: 'builds',
			code: 'unsupported_media_type',
		});
	}
	for (const envelope of BAD_ENVELOPES) {
		cases.push({
			name: `proxy envelope ${JSON.stringify(envelope)?.slice(0, 60)}`,
			path: '/api/playground/proxy',
			method: 'POST',
			headers: json,
			body: JSON.stringify(envelope),
			status: 400,
			shape: 'builds',
			code: 'invalid_request',
		});
	}
	return cases;
}

/** Unknown project and ticket ids, and paths no endpoint answers. */
function buildIdAndPathCases(options: HostileCaseOptions): Case[] {
	const { key: KEY, token: TOKEN } = options;
	const auth = { authorization: `Bearer ${TOKEN}` };
	const cases: Case[] = [];
	for (const id of options.projects === false ? [] : BAD_PROJECTS) {
		cases.push({
			name: `project id ${id.slice(0, 30)}`,
			path: `/api/projects/${id}/rebuild`,
			method: 'POST',
			headers: { authorization: `Bearer ${KEY}` },
			status: 404,
			shape: 'builds',
			code: 'project_not_found',
		});
	}
	for (const id of BAD_TICKET_IDS) {
		cases.push({
			name: `ticket id ${id.slice(0, 30)}`,
			path: `/api/v1/tickets/${id}`,
			headers: auth,
			status: 404,
			shape: 'ticket',
			code: 'not_found',
		});
	}
	for (const [path, shape] of BAD_PATHS) {
		cases.push({ name: `path ${path}`, path, status: 404, shape, code: 'not_found' });
	}
	return cases;
}

/** Methods the endpoints do not have. */
function buildMethodCases(): Case[] {
	const cases: Case[] = [];
	for (const method of ['PUT', 'DELETE', 'PATCH']) {
		cases.push({
			name: `${method} rebuild`,
			path: '/api/projects/demo/rebuild',
			method,
			status: 405,
			shape: 'builds',
			code: 'method_not_allowed',
		});
		cases.push({
			name: `${method} tickets`,
			path: '/api/v1/tickets',
			method,
			status: 405,
			shape: 'ticket',
			code: 'method_not_allowed',
		});
	}
	return cases;
}

/** Wrong credentials: 10 are answered 401, then the client is refused with 429. */
function buildCredentialCases(options: HostileCaseOptions): Case[] {
	const { key: KEY, token: TOKEN } = options;
	const cases: Case[] = [];
	getBadAuth(KEY, TOKEN).forEach((header, index) => {
		const limited = index >= 10;
		cases.push({
			name: `rebuild with Authorization \`${header.slice(0, 30)}\``,
			path: '/api/projects/demo/rebuild',
			method: 'POST',
			headers: header ? { authorization: header } : {},
			status: limited ? 429 : 401,
			shape: 'builds',
			code: limited ? 'rate_limited' : 'unauthorized',
		});
	});
	for (const header of ['', 'Bearer nope', `Bearer ${KEY}`]) {
		cases.push({
			name: `ticket read with Authorization \`${header.slice(0, 20)}\` after the limit`,
			path: '/api/v1/tickets/tkt_1',
			headers: header ? { authorization: header } : {},
			status: 429,
			shape: 'ticket',
			code: 'rate_limited',
			// The brake answers in place of the 401, with the challenge the 401 carries.
			expectHeaders: { 'www-authenticate': 'Bearer' },
		});
	}
	return cases;
}

/**
 * Sends each case to `baseUrl`, one after another, and checks its status, type, `nosniff`, error
 * code, message, shape, the headers it must carry and (for 429) `Retry-After`. Returns the cases
 * that did not hold.
 */
export async function tryHostileCases(baseUrl: string, cases: readonly Case[]): Promise<string[]> {
	const failed: string[] = [];
	for (const test of cases) {
		const response = await sendCase(baseUrl, test);
		const text = response.body;
		const header = (name: string) => response.headers.get(name);
		const held =
			response.status === test.status &&
			header('x-content-type-options') === 'nosniff' &&
			Object.entries(test.expectHeaders ?? {}).every(([name, value]) => header(name) === value) &&
			(test.status !== 429 || header('retry-after') !== null) &&
			(test.shape === 'page'
				? header('content-type')?.startsWith('text/html') === true
				: isErrorShape(test, header('content-type'), text));
		if (!held) failed.push(`${test.name}: ${response.status} ${text.slice(0, 160)}`);
	}
	return failed;
}

function isErrorShape(test: Case, type: string | null, text: string): boolean {
	let body: Record<string, unknown> | undefined;
	try {
		body = JSON.parse(text);
	} catch {}
	const error = (test.shape === 'builds' ? body?.error : body) as
		| { code?: unknown; message?: unknown; status?: unknown }
		| undefined;
	return (
		type?.startsWith('application/json') === true &&
		error?.code === test.code &&
		typeof error?.message === 'string' &&
		(test.shape === 'ticket' ? !('error' in (body ?? {})) : error?.status === test.status)
	);
}

/** One case's answer: `fetch`, or `node:http` for a path sent as written (`fetch` resolves dots). */
async function sendCase(baseUrl: string, test: Case) {
	const method = test.method ?? 'GET';
	if (!test.raw) {
		const response = await fetch(`${baseUrl}${test.path}`, {
			method,
			headers: test.headers,
			body: test.body as BodyInit | undefined,
		});
		return { status: response.status, headers: response.headers, body: await response.text() };
	}
	const { hostname, port } = new URL(baseUrl);
	return await new Promise<{ status: number; headers: Headers; body: string }>(
		(resolve, reject) => {
			const req = request(
				{ hostname, port, path: test.path, method, headers: test.headers },
				(res) => {
					const chunks: Buffer[] = [];
					res.on('data', (chunk: Buffer) => chunks.push(chunk));
					res.on('end', () => {
						const headers = new Headers();
						for (const [name, value] of Object.entries(res.headers)) {
							if (value !== undefined) headers.set(name, String(value));
						}
						resolve({
							status: res.statusCode ?? 0,
							headers,
							body: Buffer.concat(chunks).toString(),
						});
					});
				},
			);
			req.on('error', reject);
			req.end(test.body);
		},
	);
}

/**
 * Cases a built site's Astro refuses before the route runs, with its CSRF check
 * (`security.checkOrigin`, which Trydocs leaves on): a POST, PUT, DELETE or PATCH from no Origin
 * with a form's content type or none. Astro answers them with a plain 403.
 */
export function isRefusedByAstroCsrf(test: Case): boolean {
	// Astro's rule (`security.checkOrigin`): a method that is not safe, from no Origin, with a
	// form's content type or none at all.
	if (/^(GET|HEAD|OPTIONS)$/.test(test.method ?? 'GET')) return false;
	const type = test.headers?.['content-type'];
	return (
		!type || /^(text\/plain|application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)
	);
}
