import { buildStatusEndpoint } from '../handlers/builds/build-status.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** `POST /projects/{project_id}/builds/{build_id}/status`: a build's runner reports its end. */
export const ALL = createRoute(buildStatusEndpoint);
