import type { AstroIntegration } from 'astro';

export { DEMO_TICKETS, getDemoTicket, type Ticket } from './handlers/demo-tickets.ts';

/**
 * The Trydocs server integration: injects the on-demand endpoints into a site that has an Astro
 * adapter.
 */
export default function trydocsServer(): AstroIntegration {
	return {
		name: '@trydocs/server',
		hooks: {
			'astro:config:setup': ({ injectRoute }) => {
				injectRoute({
					pattern: '/api/playground/demo/tickets/[ticket_id]',
					entrypoint: '@trydocs/server/routes/demo-ticket.ts',
					prerender: false,
				});
			},
		},
	};
}
