import { ticketsNotFound } from '../handlers/tickets/tickets.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** every other path of the tickets interface (404): every method goes to the endpoint, which answers 405 in its interface's shape. */
export const ALL = createRoute(ticketsNotFound);
