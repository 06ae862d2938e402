import { rebuildEndpoint } from '../handlers/builds/builds.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** `POST /projects/{project_id}/rebuild`: every method goes to the endpoint, which answers 405 in its interface's shape. */
export const ALL = createRoute(rebuildEndpoint);
