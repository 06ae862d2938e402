import { proxyEndpoint } from '../handlers/playground/playground.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** `POST /proxy` (the playground proxy): every method goes to the endpoint, which answers 405 in its interface's shape. */
export const ALL = createRoute(proxyEndpoint);
