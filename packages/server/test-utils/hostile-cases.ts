/**
 * A suite of hostile inputs, shared by the handlers' suite (a real server on `node:http`) and the
 * built Node site's (fixtures/server-site): each case is a request and the answer it must get.
 */

/** One hostile request and what a careful server answers. */
export interface Case {
	name: string;
	path: string;
	method?: string;
	headers?: Record<string, string>;
	body?: string | Uint8Array;
	status: number;
	/** `builds`: `{ error: { code, message, status } }`; `ticket`: `{ code, message }`. */
	shape: 'builds' | 'ticket';
	code: string;
}

const json = { 'content-type': 'application/json' };
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Ticket bodies that are not a valid new ticket: 400 invalid_request. */
const BAD_TICKETS: [string, string | Uint8Array][] = [
	['empty body', ''],
	['not JSON', 'hello'],
	['truncated JSON', '{"customer_id":"c"'],
	['JSON array', '[]'],
	['JSON string', '"ticket"'],
	['JSON number', '42'],
	['JSON null', 'null'],
	['JSON true', 'true'],
	['empty object', '{}'],
	['missing subject', '{"customer_id":"c"}'],
	['missing customer', '{"subject":"s"}'],
	['blank subject', '{"customer_id":"c","subject":"   "}'],
	['blank customer', '{"customer_id":"","subject":"s"}'],
	['subject too long', JSON.stringify({ customer_id: 'c', subject: 'x'.repeat(201) })],
	['customer too long', JSON.stringify({ customer_id: 'c'.repeat(65), subject: 's' })],
	['subject a number', '{"customer_id":"c","subject":5}'],
	['subject an object', '{"customer_id":"c","subject":{"a":1}}'],
	['subject null', '{"customer_id":"c","subject":null}'],
	['customer an array', '{"customer_id":["c"],"subject":"s"}'],
	['unknown priority', '{"customer_id":"c","subject":"s","priority":"p0"}'],
	['priority case', '{"customer_id":"c","subject":"s","priority":"HIGH"}'],
	['unknown status', '{"customer_id":"c","subject":"s","status":"closed"}'],
	['extra field', '{"customer_id":"c","subject":"s","admin":true}'],
	['__proto__ field', '{"customer_id":"c","subject":"s","__proto__":{"x":1}}'],
	['constructor field', '{"customer_id":"c","subject":"s","constructor":1}'],
	['trailing garbage', '{"customer_id":"c","subject":"s"} x'],
	['two objects', '{"customer_id":"c","subject":"s"}{}'],
	['single quotes', "{'customer_id':'c','subject':'s'}"],
	['comments', '{/* c */"customer_id":"c","subject":"s"}'],
	['array of tickets', '[{"customer_id":"c","subject":"s"}]'],
	['Infinity', '{"customer_id":"c","subject":Infinity}'],
	['NaN', '{"customer_id":"c","subject":NaN}'],
	['lone surrogate escape ok but field missing', '{"customer_id":"\\ud800"}'],
	[
		'invalid UTF-8 byte',
		new Uint8Array([...utf8('{"customer_id":"c","subject":"caf'), 0xe9, ...utf8('"}')]),
	],
	[
		'overlong UTF-8',
		new Uint8Array([...utf8('{"customer_id":"c","subject":"'), 0xc0, 0xaf, ...utf8('"}')]),
	],
	['UTF-16 body', new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00])],
	['NUL bytes', '\u0000\u0000'],
	['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
	['huge number', `{"customer_id":"c","subject":1e999999}`],
	['only whitespace', '   \n\t  '],
	['unterminated string', '{"customer_id":"c'],
];
/** Content types a cross-site form (or a careless client) sends: 415. */
const BAD_TYPES = [
	'text/plain',
	'text/plain;charset=utf-8',
	'application/x-www-form-urlencoded',
	'multipart/form-data; boundary=x',
	'text/html',
	'application/xml',
	'application/jsonp',
	'application/json-seq',
	'',
	'*/*',
];
/** Proxy envelopes that are not a valid proxy request: 400 invalid_request. */
const BAD_ENVELOPES: unknown[] = [
	{},
	{ method: 'GET' },
	{ url: 'https://api.example.com' },
	{ method: 'TRACE', url: 'https://api.example.com' },
	{ method: 'CONNECT', url: 'https://api.example.com' },
	{ method: 42, url: 'https://api.example.com' },
	{ method: 'GET', url: 'ftp://api.example.com/x' },
	{ method: 'GET', url: 'file:///etc/passwd' },
	{ method: 'GET', url: 'gopher://127.0.0.1:25/' },
	{ method: 'GET', url: 'javascript:alert(1)' },
	{ method: 'GET', url: 'data:text/plain,hi' },
	{ method: 'GET', url: '/relative/path' },
	{ method: 'GET', url: 'not a url' },
	{ method: 'GET', url: '' },
	{ method: 'GET', url: 'https://api.example.com', headers: {} },
	{ method: 'GET', url: 'https://api.example.com', headers: 'x' },
	{ method: 'GET', url: 'https://api.example.com', headers: [{ name: 'X' }] },
	{ method: 'GET', url: 'https://api.example.com', headers: [{ value: 'x' }] },
	{ method: 'GET', url: 'https://api.example.com', headers: [{ name: 'Bad Name', value: 'x' }] },
	{ method: 'GET', url: 'https://api.example.com', headers: [{ name: 'X:Y', value: 'x' }] },
	{ method: 'GET', url: 'https://api.example.com', headers: [{ name: '', value: 'x' }] },
	{
		method: 'GET',
		url: 'https://api.example.com',
		headers: [{ name: 'X', value: 'a\r\nInjected: 1' }],
	},
	{ method: 'GET', url: 'https://api.example.com', headers: [{ name: 'X', value: 'a\nb' }] },
	{ method: 'GET', url: 'https://api.example.com', headers: [{ name: 'X', value: 'a\u0000b' }] },
	{ method: 'GET', url: 'https://api.example.com', headers: [{ name: 'X', value: 'José ✓' }] },
	{ method: 'GET', url: 'https://api.example.com', headers: [{ name: 'X', value: '😀' }] },
	{ method: 'GET', url: 'https://api.example.com', headers: [{ name: 'X', value: 5 }] },
	{
		method: 'GET',
		url: 'https://api.example.com',
		headers: Array.from({ length: 101 }, () => ({ name: 'X', value: 'x' })),
	},
	{ method: 'POST', url: 'https://api.example.com', bodyBase64: 'abcde' },
	{ method: 'POST', url: 'https://api.example.com', bodyBase64: 'a===' },
	{ method: 'POST', url: 'https://api.example.com', bodyBase64: '!!!!' },
	{ method: 'POST', url: 'https://api.example.com', bodyBase64: 5 },
	{ method: 'POST', url: 'https://api.example.com', body: 'a', bodyBase64: 'YQ==' },
	{ method: 'POST', url: 'https://api.example.com', body: 5 },
	{ method: 'POST', url: 'https://api.example.com', extra: true },
	[],
	'GET https://api.example.com',
	null,
	42,
];
/** Project ids with a valid key: 404 project_not_found. */
const BAD_PROJECTS = [
	'%E2%9C%93',
	'..%2F..%2Fetc',
	'demo%00',
	'DEMO',
	'demo%20',
	'%20demo',
	'de%0Amo',
	'x'.repeat(2000),
	'%25',
	'%3Cscript%3E',
	'null',
	'undefined',
	'__proto__',
	'constructor',
	'0',
	'%FF',
	'%C0%AF',
	'demo%2Frebuild',
];
/** Ticket ids with a valid token: the flat 404. */
const BAD_TICKET_IDS = [
	'%E2%9C%93',
	'..%2F..%2Fetc',
	'tkt_1%00',
	"tkt_1'%20OR%201=1--",
	'%3Cscript%3E',
	'x'.repeat(2000),
	'__proto__',
	'%25',
	'tkt_',
	'0',
	'%FF',
	'%C0%AF',
	'tkt_1%2F..',
];
/** Paths under the prefixes with no endpoint: 404 in the interface's shape. */
const BAD_PATHS: [string, 'builds' | 'ticket'][] = [
	['/api/projects', 'builds'],
	['/api/projects/demo', 'builds'],
	['/api/projects/demo/rebuild/x', 'builds'],
	['/api/projects//rebuild', 'builds'],
	['/api/%2e%2e/etc', 'builds'],
	['/api/v1/tickets/a/b', 'ticket'],
	['/api/v1/ticket', 'ticket'],
	['/api/v1/%00', 'ticket'],
	['/api/playground/proxyx', 'builds'],
	['/api/playground/demo/tickets', 'ticket'],
];
/** Authorization headers that are not a right credential (sent last: they trip the limit). */
const getBadAuth = (KEY: string, TOKEN: string) => [
	'',
	'Bearer',
	'Bearer ',
	'Basic dXNlcjpwYXNz',
	`Bearer ${KEY}x`,
	`Bearer ${KEY.slice(0, -1)}`,
	`bearer  ${KEY} extra`,
	`Token ${KEY}`,
	`Bearer ${'x'.repeat(5000)}`,
	`Bearer ${TOKEN}`,
	'Bearer null',
	'Bearer undefined',
];

/** What the cases use: the right credentials (so only the input is wrong), and which to include. */
export interface HostileCaseOptions {
	/** A project API key the server accepts. */
	key: string;
	/** A tickets access token the server accepts. */
	token: string;
	/** Rebuilds of unknown projects with the right key (each counts against its rate limit). */
	projects?: boolean;
	/** Wrong credentials, which leave this client refused for a minute: only where that is fine. */
	credentials?: boolean;
}

/**
 * The hostile requests: bad tickets, content types, proxy envelopes, ids, paths, methods and
 * (last) wrong credentials, each with the status and error shape a careful server answers.
 */
export function buildHostileCases(options: HostileCaseOptions): Case[] {
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
	// Wrong credentials last: 10 are answered 401, then the client is refused with 429.
	if (options.credentials === false) return cases;
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
		});
	}
	return cases;
}

/**
 * Sends each case to `baseUrl`, one after another, and checks its status, JSON type, `nosniff`,
 * error code, message, shape and (for 429) `Retry-After`. Returns the cases that did not hold.
 */
export async function tryHostileCases(baseUrl: string, cases: readonly Case[]): Promise<string[]> {
	const failed: string[] = [];
	for (const test of cases) {
		const response = await fetch(`${baseUrl}${test.path}`, {
			method: test.method ?? 'GET',
			headers: test.headers,
			body: test.body as BodyInit | undefined,
		});
		const text = await response.text();
		let body: Record<string, unknown> | undefined;
		try {
			body = JSON.parse(text);
		} catch {}
		const error = (test.shape === 'builds' ? body?.error : body) as
			| { code?: unknown; message?: unknown; status?: unknown }
			| undefined;
		const held =
			response.status === test.status &&
			response.headers.get('content-type')?.startsWith('application/json') === true &&
			response.headers.get('x-content-type-options') === 'nosniff' &&
			error?.code === test.code &&
			typeof error?.message === 'string' &&
			(test.shape === 'ticket' ? !('error' in (body ?? {})) : error?.status === test.status) &&
			(test.status !== 429 || response.headers.get('retry-after') !== null);
		if (!held) failed.push(`${test.name}: ${response.status} ${text.slice(0, 160)}`);
	}
	return failed;
}

/**
 * Cases a built site's Astro refuses before the route runs, with its CSRF check
 * (`security.checkOrigin`, which Trydocs leaves on): a POST with a form's content type, and PUT,
 * DELETE or PATCH, from no Origin. Astro answers them with a plain 403.
 */
export function isRefusedByAstroCsrf(test: Case): boolean {
	const method = test.method ?? 'GET';
	if (/^(PUT|DELETE|PATCH)$/.test(method)) return true;
	if (method !== 'POST') return false;
	// A POST whose type a form can send, or with none, and no Origin.
	const type = test.headers?.['content-type'];
	return (
		!type || /^(text\/plain|application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)
	);
}
