import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { markNonBrowserRequest } from './non-browser-origin.ts';

const routes = {
	builds: '/docs/api',
	tickets: '/docs/api/v1',
	playground: '/docs/api/playground',
	deployments: '/docs/dashboard/deployments',
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
			request('POST', '/docs/api/projects/demo/other'),
			request('POST', '/api/projects/demo/rebuild'),
		]) {
			markNonBrowserRequest(req, routes);
			expect(req.headers.origin, req.url).toBeUndefined();
		}
	});
});
