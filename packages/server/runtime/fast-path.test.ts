import { describe, expect, it } from 'vitest';
import { isEndpointPath } from './fast-path.ts';

const routes = {
	builds: '/api',
	tickets: '/api/v1',
	playground: '/api/playground',
	deployments: '/dashboard/deployments',
};

describe('isEndpointPath (the Node fast path takes only the endpoints themselves)', () => {
	it('takes each endpoint of the three interfaces', () => {
		for (const path of [
			'/api/projects/demo/rebuild',
			'/api/v1/tickets',
			'/api/v1/tickets/tkt_1',
			'/api/playground/proxy',
			'/api/playground/demo/tickets/tkt_1001',
		]) {
			expect(isEndpointPath(path, routes), path).toBe(true);
		}
	});

	it("leaves everything else to Astro, so a site's own routes beside them still win", () => {
		for (const path of [
			'/api',
			'/api/projects',
			'/api/projects//rebuild',
			'/api/projects/demo/rebuild/',
			'/api/v1/tickets/',
			'/api/v1/users',
			'/api/playground/demo/tickets/',
			'/api/health',
			'/dashboard/deployments',
			'/api-reference/tickets/get/',
		]) {
			expect(isEndpointPath(path, routes), path).toBe(false);
		}
	});

	it('follows configured prefixes', () => {
		const custom = { ...routes, builds: '/builds-api', tickets: '/support/v2' };
		expect(isEndpointPath('/builds-api/projects/p/rebuild', custom)).toBe(true);
		expect(isEndpointPath('/support/v2/tickets/t', custom)).toBe(true);
		expect(isEndpointPath('/api/projects/p/rebuild', custom)).toBe(false);
	});
});
