import { demoTicketEndpoint } from '../handlers/playground/playground.ts';
import { createRoute } from './create-route.ts';

export const prerender = false;

/** `GET /demo/tickets/{ticket_id}`: every method goes to the endpoint, which answers 405 in its interface's shape. */
export const ALL = createRoute(demoTicketEndpoint);
