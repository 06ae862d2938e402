import { buildsEndpoint } from '../handlers/builds/build-reads.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** `GET /projects/{project_id}/builds`: every method goes to the endpoint, which answers 405 in its interface's shape. */
export const ALL = createRoute(buildsEndpoint);
