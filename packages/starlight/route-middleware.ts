/**
 * The plugin's route middleware (Starlight's `addRouteMiddleware`): on a page of the site that
 * shows an endpoint (`openapi:`, or `api:` written by hand), the endpoint's sections (Authorization, the parameters, the
 * request body, the responses) join Starlight's "On this page", after the page's own headings,
 * in the page's language. Only Starlight's documented route data is changed (`starlightRoute.toc`).
 */

import { contentPages } from 'virtual:trydocs-starlight/reference';
import { defineRouteMiddleware } from '@astrojs/starlight/route-data';
import { listEndpointHeadings, setEndpointLanguage } from '@trydocs/astro/endpoint';
import { getOperation, SpecError } from '@trydocs/openapi';
import { readSpec } from './utils/load-spec.ts';

export const onRequest = defineRouteMiddleware(async (context) => {
	const route = context.locals.starlightRoute;
	const target = route.entry.filePath ? contentPages[route.entry.filePath] : undefined;
	if (!target || !route.toc) return;
	let headings: ReturnType<typeof listEndpointHeadings>;
	try {
		const operation =
			target.operation ?? getOperation(await readSpec(target.source), target.method, target.path);
		setEndpointLanguage(context.locals, route.lang);
		headings = listEndpointHeadings(
			operation,
			context.locals,
			target.operation ? 'api' : 'openapi',
		);
	} catch (error) {
		// The page itself says what is wrong with its operation; its contents stay Starlight's.
		if (error instanceof SpecError) return;
		throw error;
	}
	for (const heading of headings) {
		route.toc.items.push({ depth: 2, slug: heading.id, text: heading.text, children: [] });
	}
});
