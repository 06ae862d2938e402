/**
 * `@trydocs/astro/endpoint-styles`: the addresses of the stylesheets an endpoint needs (the Try it
 * button's, then the endpoint's), each built as a file of its own. A host whose pages share one
 * route (Starlight's content pages: one route, so one CSS bundle for all of them) links them,
 * `<link rel="stylesheet" href>` each, on the pages that show an endpoint only, instead of
 * bundling them into every page. For `.astro` components: Vite resolves the `?url` imports.
 */
import tryIt from '@trydocs/playground/try-it.css?url';
import endpoint from './styles/endpoint.css?url';

export const ENDPOINT_STYLESHEETS: readonly string[] = [tryIt, endpoint];
