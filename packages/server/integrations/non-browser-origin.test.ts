import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { markNonBrowserRequest } from './non-browser-origin.ts';

const routes = {
	routes: {
		builds: '/docs/api',
		tickets: '/docs/api/v1',
		playground: '/docs/api/playground',
		deployments: '/docs/dashboard/deployments',
	},
	agents: { base: '/docs' },
	// The site's own `src/pages/api/status.ts`, which Astro ranks above `/api/[...path]`.
	siteRoutes: ['^\\/api\\/status\\/?$'],
};

function request(method: string, url: string, headers: Record<string, string> = {}) {
	return {
		method,
		url,
		headers: { host: 'docs.example:8080', ...headers },
		socket: {},
	} as unknown as IncomingMessage;
}

describe("markNonBrowserRequest (a CI's curl passes Astro's origin check on our endpoints only)", () => {
	it('marks a POST without Origin to an endpoint as coming from the site itself', () => {
		const req = request('POST', '/docs/api/projects/demo/rebuild');
		markNonBrowserRequest(req, routes);
		expect(req.headers.origin).toBe('http://docs.example:8080');
	});

	it('leaves a browser request (it names its origin), a safe method and other routes alone', () => {
		const crossSite = request('POST', '/docs/api/projects/demo/rebuild', {
			origin: 'https://evil.example',
		});
		markNonBrowserRequest(crossSite, routes);
		expect(crossSite.headers.origin).toBe('https://evil.example');
		for (const req of [
			request('GET', '/docs/api/v1/tickets/t1'),
			request('POST', '/docs/contact'),
			request('POST', '/docs/api/status'),
			request('POST', '/docs/dashboard/deployments'),
			request('POST', '/api/projects/demo/rebuild'),
			request('POST', '/docs/api/x/../../contact'),
		]) {
			markNonBrowserRequest(req, routes);
			expect(req.headers.origin, req.url).toBeUndefined();
		}
	});

	it("marks every path an interface's catch-all answers, as Astro normalises it, and the Deployments page's 405", () => {
		for (const [method, url] of [
			['POST', '/docs/api/nope'],
			['POST', '/docs/api/projects//rebuild'],
			['POST', '/docs/api/projects/demo/rebuild/extra'],
			['DELETE', '/docs/api/v1/nope'],
			['POST', '/docs/api/projects/x/../../projects/demo/rebuild'],
			['POST', '/docs/api/%2e%2e/api/nope?x=1'],
			['PUT', '/docs/dashboard/deployments'],
			['PATCH', '/docs/dashboard/deployments/'],
		] as const) {
			const req = request(method, url);
			markNonBrowserRequest(req, routes);
			expect(req.headers.origin, `${method} ${url}`).toBe('http://docs.example:8080');
		}
	});
});
