import { buildEndpoint } from '../handlers/builds/build-reads.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** `GET /projects/{project_id}/builds/{build_id}`: every method goes to the endpoint, which answers 405 in its interface's shape. */
export const ALL = createRoute(buildEndpoint);
