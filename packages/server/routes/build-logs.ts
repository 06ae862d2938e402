import { buildLogsEndpoint } from '../handlers/builds/build-logs.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** `GET /projects/{project_id}/builds/{build_id}/logs`: every method goes to the endpoint, which answers 405 in its interface's shape. */
export const ALL = createRoute(buildLogsEndpoint);
