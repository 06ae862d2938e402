import { describe, expect, it } from 'vitest';
import type { PlaygroundProps } from '../types.ts';
import { createPlaygroundState } from './create-playground-state.ts';

const props: PlaygroundProps = {
	title: 'Retrieve a ticket',
	display: 'interactive',
	dev: false,
	operation: {
		method: 'get',
		path: '/tickets/{ticket_id}',
		servers: [{ url: '/api/playground/demo' }],
		parameters: [{ name: 'ticket_id', in: 'path', required: true }],
	},
};

describe('createPlaygroundState', () => {
	it('rebuilds the request as values change', () => {
		const state = createPlaygroundState(props, 'https://docs.example.com');
		expect(state.request.value.url).toBe(
			'https://docs.example.com/api/playground/demo/tickets/{ticket_id}',
		);
		state.setValue('path', 'ticket_id', 'tkt_1001');
		expect(state.request.value.url).toBe(
			'https://docs.example.com/api/playground/demo/tickets/tkt_1001',
		);
	});
});
