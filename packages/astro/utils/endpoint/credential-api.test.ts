import type { Operation, SecurityRequirement } from '@trydocs/openapi';
import { createIslandProps, createPlaygroundState } from '@trydocs/playground';
import { describe, expect, it } from 'vitest';
import type { SiteApi } from '../specs/types.ts';
import { type CredentialPage, resolveCredentialApi } from './credential-api.ts';

/** The docs site's APIs: the tickets spec (demo and v1 servers) and the builds spec. */
const TICKETS_API: SiteApi = {
	name: 'openapi/tickets.yaml',
	servers: ['/api/playground/demo', '/api/v1'],
};
const APIS: SiteApi[] = [TICKETS_API, { name: 'openapi/builds.yaml', servers: ['/api'] }];
const SITE = new URL('https://docs.example.com/');

const bearer = (name: string): SecurityRequirement[] => [
	[{ name, scheme: { type: 'http', scheme: 'bearer' }, scopes: [] }],
];
/** docs.json `api.mdx.auth.method: bearer`, as the `api:` page step writes it. */
const MDX_BEARER = bearer('bearer');

function operation(path: string, servers: string[], security: SecurityRequirement[]): Operation {
	return {
		method: 'get',
		path,
		deprecated: false,
		tags: [],
		responses: [],
		parameters: [],
		servers: servers.map((url) => ({ url })),
		security,
	};
}

/** A page as the build makes its island, then its playground in the browser. */
function openPage(page: CredentialPage, security: SecurityRequirement[]) {
	const api = resolveCredentialApi(page, APIS, SITE);
	const props = createIslandProps(operation(page.path, page.servers, security), { api });
	return createPlaygroundState(props, SITE.origin);
}

const ticketsGet = () =>
	openPage(
		{ spec: 'openapi/tickets.yaml', servers: TICKETS_API.servers, path: '/tickets/{ticket_id}' },
		bearer('accessToken'),
	);
const ticketsCreate = () => openPage({ servers: ['/api'], path: '/v1/tickets' }, MDX_BEARER);
const buildsGet = () =>
	openPage(
		{ spec: 'openapi/builds.yaml', servers: ['/api'], path: '/projects/{id}/builds/{b}' },
		bearer('apiKey'),
	);

describe('resolveCredentialApi: the API of a page', () => {
	it('names an openapi: page by its spec', () => {
		expect(
			resolveCredentialApi({ spec: 'openapi/builds.yaml', servers: ['/api'], path: '/x' }, APIS),
		).toBe('openapi/builds.yaml');
	});

	it('puts an api: page under the spec whose server it sends to, the longest server winning', () => {
		// `/api` + `/v1/tickets`: under the tickets spec's `/api/v1`, not the builds spec's `/api`.
		expect(resolveCredentialApi({ servers: ['/api'], path: '/v1/tickets' }, APIS, SITE)).toBe(
			'openapi/tickets.yaml',
		);
		expect(resolveCredentialApi({ servers: ['/api/'], path: 'projects/p/rebuild' }, APIS)).toBe(
			'openapi/builds.yaml',
		);
		// A relative server and an absolute one of the site are the same server.
		const absolute = [{ name: 'spec.yaml', servers: ['https://docs.example.com/api/v1'] }];
		expect(resolveCredentialApi({ servers: ['/api/v1'], path: '/tickets' }, absolute, SITE)).toBe(
			'spec.yaml',
		);
	});

	it('names an api: page under no spec by its servers (api.mdx.server)', () => {
		const page = { servers: ['https://api.example.com/'], path: '/users' };
		expect(resolveCredentialApi(page, APIS, SITE)).toBe('https://api.example.com');
		// `/api/v10` is not under `/api/v1`: servers match on whole segments.
		expect(resolveCredentialApi({ servers: ['/api'], path: '/v10/x' }, [TICKETS_API], SITE)).toBe(
			'/api',
		);
	});
});

describe('the credential class across page kinds (build rule, then the playground key)', () => {
	const authorization = (state: ReturnType<typeof ticketsGet>) =>
		state.request.value.headers.find((h) => h.name === 'Authorization')?.value;

	it('openapi: -> api: and back: a bearer token of the tickets API fills both', () => {
		const get = ticketsGet();
		get.setAuth('accessToken', { type: 'bearer', token: 'from-get' });
		const create = ticketsCreate();
		expect(authorization(create)).toBe('Bearer from-get');
		create.setAuth('bearer', { type: 'bearer', token: 'from-create' });
		expect(authorization(ticketsGet())).toBe('Bearer from-create');
		create.clearAuth('bearer');
		expect(authorization(ticketsGet())).toBeUndefined();
	});

	it('api: -> api: and openapi: -> openapi: of one API share; openapi: of another API never does', () => {
		const create = ticketsCreate();
		create.setAuth('bearer', { type: 'bearer', token: 'tickets-only' });
		expect(
			authorization(openPage({ servers: ['/api'], path: '/v1/tickets/{id}' }, MDX_BEARER)),
		).toBe('Bearer tickets-only');
		expect(authorization(ticketsGet())).toBe('Bearer tickets-only');
		// The builds spec: same origin, same kind, another API.
		expect(authorization(buildsGet())).toBeUndefined();
		const builds = buildsGet();
		builds.setAuth('apiKey', { type: 'bearer', token: 'project-key' });
		expect(
			authorization(
				openPage({ spec: 'openapi/builds.yaml', servers: ['/api'], path: '/p' }, bearer('other')),
			),
		).toBe('Bearer project-key');
		expect(authorization(ticketsCreate())).toBe('Bearer tickets-only');
		builds.clearAuth('apiKey');
		create.clearAuth('bearer');
	});

	it('another kind of credential for the same API never shares', () => {
		const get = ticketsGet();
		get.setAuth('accessToken', { type: 'bearer', token: 'bearer-only' });
		const keyed = openPage({ servers: ['/api'], path: '/v1/tickets' }, [
			[{ name: 'apiKey', scheme: { type: 'apiKey', in: 'header', name: 'X-API-Key' }, scopes: [] }],
		]);
		expect(keyed.credentials.value).toEqual({});
		const basic = openPage({ servers: ['/api'], path: '/v1/tickets' }, [
			[{ name: 'basic', scheme: { type: 'http', scheme: 'basic' }, scopes: [] }],
		]);
		expect(basic.credentials.value).toEqual({});
		get.clearAuth('accessToken');
	});
});
