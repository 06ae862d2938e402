import { describe, expect, it } from 'vitest';
import { markNonBrowserFetchRequest } from './non-browser-request.ts';

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
const site = 'https://docs.example';

describe("markNonBrowserFetchRequest (a Worker: a CI's curl passes Astro's origin check on our endpoints only)", () => {
	it('marks a POST without Origin to an endpoint as coming from the site itself, body and headers kept', async () => {
		const request = new Request(`${site}/docs/api/projects/demo/rebuild?x=1`, {
			method: 'POST',
			headers: { Authorization: 'Bearer k' },
			body: 'kept',
		});
		const marked = markNonBrowserFetchRequest(request, routes);
		expect(marked.headers.get('origin')).toBe(site);
		expect(marked.headers.get('authorization')).toBe('Bearer k');
		expect(marked.url).toBe(request.url);
		expect(await marked.text()).toBe('kept');
	});

	it('leaves a browser request (it names its origin), a safe method and other routes alone', () => {
		const crossSite = new Request(`${site}/docs/api/projects/demo/rebuild`, {
			method: 'POST',
			headers: {
				Origin: 'https://evil.example',
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: 'a=1',
		});
		expect(markNonBrowserFetchRequest(crossSite, routes)).toBe(crossSite);
		for (const [method, path] of [
			['GET', '/docs/api/v1/tickets/t1'],
			['POST', '/docs/contact'],
			['POST', '/docs/api/status'],
			['POST', '/docs/dashboard/deployments'],
			['POST', '/api/projects/demo/rebuild'],
		] as const) {
			const request = new Request(`${site}${path}`, { method });
			expect(markNonBrowserFetchRequest(request, routes), path).toBe(request);
		}
	});

	it("marks a catch-all's paths and the Deployments page's other methods", () => {
		for (const [method, path] of [
			['POST', '/docs/api/projects/demo/other'],
			['PUT', '/docs/api/v1/tickets/t1/x'],
			['PUT', '/docs/dashboard/deployments'],
		] as const) {
			const request = new Request(`${site}${path}`, { method });
			expect(markNonBrowserFetchRequest(request, routes).headers.get('origin'), path).toBe(site);
		}
	});
});
