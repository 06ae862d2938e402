/**
 * The `<h2>` headings an endpoint draws (components/Endpoint.astro and its sections), read from
 * its operation, for a host that lists them in its table of contents before the page renders
 * (`@trydocs/starlight`'s route middleware, for the site's own pages). The sections' conditions
 * are the components': Authorization when a requirement names a scheme, a location's parameters,
 * the request body, the responses, the callbacks. In the page's language (`setEndpointLanguage`).
 */
import type { Operation } from '@trydocs/openapi';
import { getPageStrings } from '../i18n/strings.ts';

/** One heading: its anchor and its words. */
export interface EndpointHeading {
	id: string;
	text: string;
}

/**
 * The endpoint's headings in the order the page draws them. An `api:` page (`kind: 'api'`) writes
 * its fields where its words have them: only its Authorization section is the endpoint's.
 */
export function listEndpointHeadings(
	operation: Operation,
	locals: object,
	kind: 'openapi' | 'api' = 'openapi',
): EndpointHeading[] {
	const words = getPageStrings(locals).endpoint;
	const headings: EndpointHeading[] = [];
	if (operation.security.some((requirement) => requirement.length > 0)) {
		headings.push({ id: 'td-authorization', text: words.authorization });
	}
	if (kind === 'api') return headings;
	for (const [location, text] of [
		['path', words.pathParameters],
		['query', words.queryParameters],
		['querystring', words.queryString],
		['header', words.headers],
		['cookie', words.cookies],
	] as const) {
		if (operation.parameters.some((parameter) => parameter.in === location)) {
			headings.push({ id: `td-${location}`, text });
		}
	}
	if (operation.requestBody) headings.push({ id: 'td-body', text: words.requestBody });
	if (operation.responses.length > 0) headings.push({ id: 'td-responses', text: words.responses });
	if (operation.callbacks && operation.callbacks.length > 0) {
		headings.push({ id: 'td-callbacks', text: words.callbacks });
	}
	return headings;
}
