import { ticketsEndpoint } from '../handlers/tickets/tickets.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** `POST /tickets`: every method goes to the endpoint, which answers 405 in its interface's shape. */
export const ALL = createRoute(ticketsEndpoint);
