import { handleBuildsRequest } from '../handlers/builds.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** Every method goes to the handler, which answers 405 in the interface's shape itself. */
export const ALL = createRoute(handleBuildsRequest, 'builds');
