import type { APIRoute } from 'astro';
import { getDemoTicket } from '../handlers/demo-tickets.ts';

export const prerender = false;

export const GET: APIRoute = ({ params }) => getDemoTicket(params.ticket_id ?? '');
