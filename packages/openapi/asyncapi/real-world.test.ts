/**
 * Real AsyncAPI 3 documents nobody here wrote (the AsyncAPI Initiative's own examples, vendored
 * with their licence in fixtures/specs/asyncapi): every operation reads into a finite,
 * serialisable `AsyncOperation` with its channel, messages and servers.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadAsyncApi } from './load.ts';
import { getAsyncOperation, listAsyncOperations } from './read-operation.ts';

const dir = fileURLToPath(new URL('../../../fixtures/specs/asyncapi/', import.meta.url));
const FILES = [
	...readdirSync(dir).filter((file) => file.endsWith('.yml')),
	...['backend', 'comments-service', 'frontend', 'notification-service', 'public-api'].map(
		(service) => `social-media/${service}/asyncapi.yaml`,
	),
];

describe('published AsyncAPI 3 documents', () => {
	it.each(FILES)('%s: every operation reads', async (file) => {
		const doc = await loadAsyncApi(`${dir}${file}`);
		const listed = listAsyncOperations(doc);
		expect(listed.length).toBeGreaterThan(0);
		for (const { id } of listed) {
			const operation = getAsyncOperation(doc, id);
			expect(() => JSON.stringify(operation)).not.toThrow();
			expect(['send', 'receive']).toContain(operation.action);
			expect(operation.channel.id).toBeTruthy();
		}
	});

	it('streetlights (Kafka): the address, its parameter, the message payload, the servers', async () => {
		const doc = await loadAsyncApi(`${dir}streetlights-kafka-asyncapi.yml`);
		const operation = getAsyncOperation(doc, 'receiveLightMeasurement');
		expect(operation.action).toBe('receive');
		expect(operation.channel.address).toBe(
			'smartylighting.streetlights.1.0.event.{streetlightId}.lighting.measured',
		);
		expect(operation.channel.parameters.map((p) => p.name)).toEqual(['streetlightId']);
		const [message] = operation.messages;
		expect(message?.id).toBe('lightMeasured');
		expect(message?.payload?.jsonSchema).toBe(true);
		expect(message?.payload?.schema).toMatchObject({ properties: { lumens: { type: 'integer' } } });
		// The message trait's headers are merged into the message.
		expect(message?.headers?.schema).toMatchObject({
			properties: { 'my-app-header': { type: 'integer' } },
		});
		expect(operation.servers.map((s) => s.protocol)).toContain('kafka-secure');
		expect(operation.servers[0]?.security.length).toBeGreaterThan(0);
	});

	it('social media (split across files): messages and schemas from other files resolve', async () => {
		const doc = await loadAsyncApi(`${dir}social-media/backend/asyncapi.yaml`);
		const [first] = listAsyncOperations(doc);
		const operation = getAsyncOperation(doc, first?.id ?? '');
		expect(operation.messages[0]?.payload?.schema).toBeTruthy();
	});
});
