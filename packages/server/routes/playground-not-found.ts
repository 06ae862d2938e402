import { playgroundNotFound } from '../handlers/playground/playground.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** every other path under the playground prefix (404): every method goes to the endpoint, which answers 405 in its interface's shape. */
export const ALL = createRoute(playgroundNotFound);
