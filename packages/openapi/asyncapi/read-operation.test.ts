import { describe, expect, it } from 'vitest';
import { parseAsyncApi } from './load.ts';
import { getAsyncOperation, listAsyncOperations } from './read-operation.ts';

const DOC = `
asyncapi: 3.0.0
info: { title: Chat, version: 1.0.0 }
defaultContentType: application/json
servers:
  production:
    host: chat.example.com
    pathname: /ws
    protocol: wss
    security: [{ $ref: '#/components/securitySchemes/token' }]
  broker:
    host: kafka.example.com:9092
    protocol: kafka
channels:
  room:
    address: 'rooms/{roomId}'
    servers: [{ $ref: '#/servers/production' }]
    parameters:
      roomId: { description: The room, enum: [general, random], default: general }
    messages:
      chatMessage: { $ref: '#/components/messages/ChatMessage' }
      joined:
        payload: { type: object, properties: { user: { type: string } } }
  avro:
    address: events
    messages:
      event:
        payload:
          schemaFormat: 'application/vnd.apache.avro;version=1.9.0'
          schema: { type: record, name: Event, fields: [{ name: id, type: [ 'null', string ] }] }
operations:
  sendMessage:
    action: send
    summary: Send a chat message
    channel: { $ref: '#/channels/room' }
    messages: [{ $ref: '#/channels/room/messages/chatMessage' }]
    traits: [{ $ref: '#/components/operationTraits/tagged' }]
    reply:
      channel: { $ref: '#/channels/room' }
      messages: [{ $ref: '#/channels/room/messages/joined' }]
  onRoomEvent:
    action: receive
    channel: { $ref: '#/channels/room' }
  onAvro:
    action: receive
    channel: { $ref: '#/channels/avro' }
  broken:
    action: publish
    channel: { $ref: '#/channels/room' }
components:
  securitySchemes:
    token: { type: httpApiKey, name: token, in: query }
  operationTraits:
    tagged: { tags: [{ name: Chat }], summary: From the trait }
  messageTraits:
    common:
      headers: { type: object, properties: { requestId: { type: string } } }
  messages:
    ChatMessage:
      name: chat
      traits: [{ $ref: '#/components/messageTraits/common' }]
      payload: { $ref: '#/components/schemas/Chat' }
      examples: [{ name: hello, payload: { text: Hello } }]
  schemas:
    Chat: { type: object, required: [text], properties: { text: { type: string } } }
`;

describe('AsyncAPI 3 reader', () => {
	const doc = parseAsyncApi(DOC, 'chat.yaml');

	it('lists every operation with its action, channel and tags, in document order', () => {
		expect(listAsyncOperations(doc).map((op) => [op.id, op.action, op.address])).toEqual([
			['sendMessage', 'send', 'rooms/{roomId}'],
			['onRoomEvent', 'receive', 'rooms/{roomId}'],
			['onAvro', 'receive', 'events'],
			['broken', 'publish', 'rooms/{roomId}'],
		]);
	});

	it('reads an operation: channel parameters, the named message, traits, reply, servers, security', () => {
		const op = getAsyncOperation(doc, 'sendMessage');
		expect(op.action).toBe('send');
		// The operation's own summary wins over its trait's; the trait's tags are merged in.
		expect(op.summary).toBe('Send a chat message');
		expect(op.tags).toEqual(['Chat']);
		expect(op.channel.parameters).toEqual([
			expect.objectContaining({ name: 'roomId', enum: ['general', 'random'], default: 'general' }),
		]);
		expect(op.messages.map((m) => m.id)).toEqual(['chatMessage']);
		const [message] = op.messages;
		expect(message?.contentType).toBe('application/json');
		expect(message?.payload).toMatchObject({ jsonSchema: true, schema: { required: ['text'] } });
		expect(message?.headers?.schema).toMatchObject({
			properties: { requestId: { type: 'string' } },
		});
		expect(message?.examples).toEqual([{ name: 'hello', payload: { text: 'Hello' } }]);
		expect(op.reply?.messages.map((m) => m.id)).toEqual(['joined']);
		expect(op.servers.map((s) => [s.name, s.protocol, s.pathname])).toEqual([
			['production', 'wss', '/ws'],
		]);
		expect(op.servers[0]?.security).toEqual([
			expect.objectContaining({ key: 'token', type: 'httpApiKey', name: 'token', in: 'query' }),
		]);
	});

	it('without `messages`, an operation takes every message of its channel; without channel servers, every server', () => {
		const op = getAsyncOperation(doc, 'onRoomEvent');
		expect(op.messages.map((m) => m.id)).toEqual(['chatMessage', 'joined']);
		const avro = getAsyncOperation(doc, 'onAvro');
		expect(avro.servers.map((s) => s.name)).toEqual(['production', 'broker']);
	});

	it('keeps a schema of another format (Avro) as data, not JSON Schema', () => {
		const [message] = getAsyncOperation(doc, 'onAvro').messages;
		expect(message?.payload).toMatchObject({
			format: 'application/vnd.apache.avro;version=1.9.0',
			jsonSchema: false,
			schema: { type: 'record', name: 'Event' },
		});
	});

	it('a bad operation fails alone, naming the file and the JSON pointer', () => {
		expect(() => getAsyncOperation(doc, 'broken')).toThrow(
			'The spec `chat.yaml` is invalid at `/operations/broken/action`: the value `"publish"` is not `send` or `receive`.',
		);
		expect(() => getAsyncOperation(doc, 'missing')).toThrow('has no operation `missing`');
		expect(getAsyncOperation(doc, 'onRoomEvent').id).toBe('onRoomEvent');
	});
});

describe('AsyncAPI versions', () => {
	it('turns AsyncAPI 2 away with how to convert it, as a version error', () => {
		let error: unknown;
		try {
			parseAsyncApi(
				'asyncapi: 2.6.0\ninfo: { title: Old, version: "1" }\nchannels: {}\n',
				'old.yaml',
			);
		} catch (caught) {
			error = caught;
		}
		expect(error).toMatchObject({
			reason: 'version',
			message: expect.stringContaining('AsyncAPI 2 is not supported'),
			hint: expect.stringContaining('@asyncapi/cli convert'),
		});
	});

	it('turns away a document with no version line, and an OpenAPI document named as AsyncAPI', () => {
		expect(() => parseAsyncApi('info: { title: X }\n', 'x.yaml')).toThrow(
			'has no `asyncapi` version line',
		);
		expect(() => parseAsyncApi('openapi: 3.1.0\n', 'o.yaml')).toThrow('is OpenAPI 3.1.0');
	});

	it('reads 3.1 documents, and says where a map is written as a list', () => {
		expect(parseAsyncApi('asyncapi: 3.1.0\n', 'a.yaml').asyncapi).toBe('3.1.0');
		expect(() => parseAsyncApi('asyncapi: 3.0.0\nchannels: []\n', 'a.yaml')).toThrow(
			'invalid at `/channels`',
		);
	});
});
