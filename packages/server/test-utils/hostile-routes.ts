/**
 * Hostile paths and methods under the interfaces' prefixes: paths no endpoint owns, paths that
 * normalise to another one, methods an endpoint or the Deployments page does not take. Each is
 * sent as a CI would (no `Content-Type`, no `Origin`) and again with a JSON type, and answered in
 * its interface's shape.
 */
import type { Case, HostileCaseOptions } from './hostile-types.ts';

type RouteCase = Omit<Case, 'name'>;

const notFound = (path: string, method: string, shape: 'builds' | 'ticket'): RouteCase => ({
	path,
	method,
	status: 404,
	shape,
	code: 'not_found',
});

/** Paths under the prefixes that no endpoint owns, by any method. */
const UNOWNED: RouteCase[] = [
	notFound('/api/nope', 'POST', 'builds'),
	notFound('/api/projects/demo', 'POST', 'builds'),
	notFound('/api/projects//rebuild', 'POST', 'builds'),
	notFound('/api/projects/demo/rebuild/extra', 'POST', 'builds'),
	notFound('/api/projects/demo/builds/bld_1/logs/extra', 'DELETE', 'builds'),
	notFound('/api/v1/nope', 'POST', 'ticket'),
	notFound('/api/v1/tickets/tkt_1/extra', 'PUT', 'ticket'),
	notFound('/api/playground/nope', 'POST', 'builds'),
	notFound('/api/playground/demo/nope', 'PATCH', 'ticket'),
];

/** Paths with dot segments, sent as written: each is answered as the path it normalises to. */
function getDottedCases(token: string): RouteCase[] {
	return [
		{
			...notFound('/api/projects/x/../../projects/demo/rebuild/extra', 'POST', 'builds'),
			raw: true,
		},
		{ ...notFound('/api/playground/%2e%2e/nope', 'POST', 'builds'), raw: true },
		{
			path: '/api/projects/x/../../projects/demo/rebuild',
			method: 'PUT',
			raw: true,
			status: 405,
			shape: 'builds',
			code: 'method_not_allowed',
		},
		{
			path: '/api/projects/x/../../v1/tickets',
			method: 'POST',
			raw: true,
			headers: { authorization: `Bearer ${token}` },
			body: '{}',
			status: 400,
			shape: 'ticket',
			code: 'invalid_request',
		},
	];
}

/** Methods the Deployments page does not take: its 405, naming the ones it does. */
function getDeploymentsCases(path: string): RouteCase[] {
	return ['PUT', 'DELETE', 'PATCH'].map((method) => ({
		path,
		method,
		status: 405,
		shape: 'page',
		code: '',
		expectHeaders: { allow: 'GET, POST' },
	}));
}

/**
 * The route cases, each as a CI sends it (no `Content-Type`; the one with a body names JSON) and
 * again with `Content-Type: application/json` (what passes Astro's origin check on a standalone
 * server, where nothing answers before Astro).
 */
export function buildRouteCases(options: HostileCaseOptions): Case[] {
	const cases = [
		...UNOWNED,
		...getDottedCases(options.token),
		...(options.deployments ? getDeploymentsCases(options.deployments) : []),
	];
	return cases.flatMap((test) => {
		const label = `${test.method} ${test.path}${test.raw ? ' (as written)' : ''}`;
		const typed = { ...test.headers, 'content-type': 'application/json' };
		if (test.body !== undefined) return [{ ...test, headers: typed, name: label }];
		return [
			{ ...test, name: label },
			{ ...test, headers: typed, name: `${label} as JSON` },
		];
	});
}
