import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAsyncApi } from './load.ts';
import { validateAsyncApi } from './validate.ts';

/** A valid AsyncAPI 3.0.0 document, changed by each test. */
const VALID = `
asyncapi: 3.0.0
info: { title: Chat, version: 1.0.0 }
servers:
  live: { host: chat.example.com, protocol: wss }
channels:
  room:
    address: rooms/{roomId}
    parameters: { roomId: { description: The room. } }
    messages:
      said: { payload: { type: object, properties: { text: { type: string } } } }
operations:
  sendMessage:
    action: send
    channel: { $ref: "#/channels/room" }
`;

const validate = (text: string) => validateAsyncApi(parseAsyncApi(text, 'chat.yaml'));

describe('AsyncAPI documents against the official AsyncAPI 3.0.0 JSON Schema', () => {
	it('accepts a valid document, and the published example of this site', async () => {
		expect(await validate(VALID)).toEqual([]);
		const docs = fileURLToPath(new URL('../../../sites/docs/asyncapi/', import.meta.url));
		expect(await validate(readFileSync(`${docs}build-events.yaml`, 'utf8'))).toEqual([]);
	});

	it('names each rejected part by its JSON pointer, in a plain sentence', async () => {
		const broken = VALID.replace('action: send', 'action: publish')
			.replace('info: { title: Chat, version: 1.0.0 }', 'info: { title: Chat }')
			.replace('protocol: wss }', 'protocol: wss, hostname: x }');
		expect(await validate(broken)).toEqual([
			{ pointer: '/info', message: 'lacks `version`, which it must have' },
			{
				pointer: '/operations/sendMessage/action',
				message: '`"publish"` is not one of `send`, `receive`',
			},
			{
				pointer: '/servers/live/hostname',
				message:
					'`hostname` is not a field the specification defines here (an extension is written `x-hostname`)',
			},
		]);
	});

	it('checks no version it has no schema of (3.1 is read, not refereed)', async () => {
		expect(
			await validate(VALID.replace('3.0.0', '3.1.0').replace('action: send', 'action: x')),
		).toEqual([]);
	});
});
