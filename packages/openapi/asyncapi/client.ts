/**
 * An AsyncAPI operation's addresses and client calls, browser-safe (the WebSocket playground
 * and the page share them): a server's URL with its variables, a channel's address with its
 * parameters, and a short client example per protocol.
 */
import type { AsyncChannel, AsyncOperation, AsyncServer } from './types.ts';

/** What a URL is built from: the channel's address and parameters. */
export type AddressSource = { channel: Pick<AsyncChannel, 'address' | 'parameters'> };

/** What a server's URL is built from. */
export type ServerSource = Pick<AsyncServer, 'host' | 'protocol' | 'pathname' | 'variables'>;

/** `{name}` replaced by `values[name]` (URL-encoded), else its default, else left as written. */
function fill(
	text: string,
	values: Record<string, string>,
	defaults: Record<string, string | undefined>,
) {
	return text.replace(/\{([^{}]+)\}/g, (whole, name: string) => {
		const value = values[name] || defaults[name];
		return value ? encodeURIComponent(value) : whole;
	});
}

/** The protocols a browser reaches with `WebSocket`. */
export function isWebSocketProtocol(protocol: string): boolean {
	return /^wss?$/i.test(protocol);
}

/** A channel's address with its parameters filled in (`rooms/{roomId}` -> `rooms/general`). */
export function getChannelAddress(
	operation: AddressSource,
	values: Record<string, string> = {},
): string {
	const defaults = Object.fromEntries(
		operation.channel.parameters.map((p) => [p.name, p.default ?? p.enum?.[0]]),
	);
	return fill(operation.channel.address ?? '', values, defaults);
}

/**
 * The URL of `server` for the operation's channel: `protocol://host/pathname`, then the channel's
 * address as a path (WebSocket, HTTP) — other protocols name the channel apart (a topic, a
 * queue), so their URL is the server's alone. Variables and parameters are filled in.
 */
export function getAsyncServerUrl(
	server: ServerSource,
	operation: AddressSource,
	values: Record<string, string> = {},
): string {
	const defaults = Object.fromEntries(
		server.variables.map((v) => [v.name, v.default ?? v.enum?.[0]]),
	);
	const host = fill(server.host, values, defaults).replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
	const pathname = fill(server.pathname ?? '', values, defaults).replace(/\/+$/, '');
	const base = `${server.protocol.toLowerCase()}://${host}${pathname && !pathname.startsWith('/') ? '/' : ''}${pathname}`;
	if (!/^(wss?|https?)$/i.test(server.protocol) || !operation.channel.address) return base;
	const address = getChannelAddress(operation, values);
	return `${base}${address.startsWith('/') ? '' : '/'}${address}`;
}

/** One client example of the page. */
export interface AsyncSnippet {
	label: string;
	/** The highlighter's syntax: `javascript`, `python`, `bash`. */
	syntax: string;
	code: string;
}

/** The first example of the operation's first message, as JSON text (or `{}`). */
function examplePayload(operation: AsyncOperation): string {
	const [message] = operation.messages;
	const example = message?.examples.find((entry) => entry.payload !== undefined)?.payload;
	return JSON.stringify(example ?? {}, null, 2);
}

/** Short client calls for the operation on `server`, by protocol (none for one not known). */
export function writeAsyncSnippets(
	operation: AsyncOperation,
	server: AsyncServer | undefined,
): AsyncSnippet[] {
	if (!server) return [];
	const url = getAsyncServerUrl(server, operation);
	const send = operation.action === 'receive';
	const topic = getChannelAddress(operation) || operation.channel.id;
	const payload = examplePayload(operation);
	const indented = payload.replace(/\n/g, '\n  ');
	const protocol = server.protocol.toLowerCase();
	const writer = WRITERS.find((entry) => entry.test.test(protocol));
	return writer ? writer.write({ url, send, topic, payload, indented, host: server.host }) : [];
}

interface SnippetInput {
	url: string;
	/** True when the client sends (the document's application receives). */
	send: boolean;
	topic: string;
	payload: string;
	indented: string;
	host: string;
}

const WRITERS: Array<{ test: RegExp; write: (input: SnippetInput) => AsyncSnippet[] }> = [
	{
		test: /^wss?$/,
		write: ({ url, send, indented, payload }) => [
			{
				label: 'JavaScript',
				syntax: 'javascript',
				code: [
					`const socket = new WebSocket(${JSON.stringify(url)});`,
					send
						? `socket.addEventListener('open', () => {\n  socket.send(JSON.stringify(${indented}));\n});`
						: '',
					"socket.addEventListener('message', (event) => console.log(JSON.parse(event.data)));",
				]
					.filter(Boolean)
					.join('\n'),
			},
			{
				label: 'Python',
				syntax: 'python',
				code: [
					'import asyncio, json',
					'import websockets',
					'',
					'async def main():',
					`    async with websockets.connect(${JSON.stringify(url)}) as socket:`,
					...(send
						? [`        await socket.send(${JSON.stringify(JSON.stringify(JSON.parse(payload)))})`]
						: []),
					'        async for message in socket:',
					'            print(json.loads(message))',
					'',
					'asyncio.run(main())',
				].join('\n'),
			},
		],
	},
	{
		test: /^kafka/,
		write: ({ host, send, topic, indented }) => [
			{
				label: 'JavaScript (kafkajs)',
				syntax: 'javascript',
				code: send
					? `import { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ brokers: [${JSON.stringify(host)}] });\nconst producer = kafka.producer();\nawait producer.connect();\nawait producer.send({\n  topic: ${JSON.stringify(topic)},\n  messages: [{ value: JSON.stringify(${indented.replace(/\n/g, '\n  ')}) }],\n});`
					: `import { Kafka } from 'kafkajs';\n\nconst kafka = new Kafka({ brokers: [${JSON.stringify(host)}] });\nconst consumer = kafka.consumer({ groupId: 'my-group' });\nawait consumer.connect();\nawait consumer.subscribe({ topic: ${JSON.stringify(topic)} });\nawait consumer.run({\n  eachMessage: async ({ message }) => console.log(JSON.parse(message.value.toString())),\n});`,
			},
		],
	},
	{
		test: /^mqtts?$|^secure-mqtt$/,
		write: ({ url, send, topic, indented }) => [
			{
				label: 'JavaScript (mqtt)',
				syntax: 'javascript',
				code: send
					? `import mqtt from 'mqtt';\n\nconst client = mqtt.connect(${JSON.stringify(url)});\nclient.on('connect', () => {\n  client.publish(${JSON.stringify(topic)}, JSON.stringify(${indented}));\n});`
					: `import mqtt from 'mqtt';\n\nconst client = mqtt.connect(${JSON.stringify(url)});\nclient.on('connect', () => client.subscribe(${JSON.stringify(topic)}));\nclient.on('message', (topic, payload) => console.log(topic, JSON.parse(payload.toString())));`,
			},
		],
	},
	{
		test: /^amqps?$/,
		write: ({ url, send, topic, indented }) => [
			{
				label: 'JavaScript (amqplib)',
				syntax: 'javascript',
				code: send
					? `import amqp from 'amqplib';\n\nconst connection = await amqp.connect(${JSON.stringify(url)});\nconst channel = await connection.createChannel();\nchannel.sendToQueue(${JSON.stringify(topic)}, Buffer.from(JSON.stringify(${indented})));`
					: `import amqp from 'amqplib';\n\nconst connection = await amqp.connect(${JSON.stringify(url)});\nconst channel = await connection.createChannel();\nawait channel.consume(${JSON.stringify(topic)}, (message) => console.log(JSON.parse(message.content.toString())));`,
			},
		],
	},
	{
		test: /^https?$/,
		write: ({ url, send, payload }) => [
			{
				label: 'cURL',
				syntax: 'bash',
				code: send
					? `curl -X POST ${JSON.stringify(url)} \\\n  -H 'Content-Type: application/json' \\\n  -d '${payload.replace(/'/g, "'\\''")}'`
					: `curl -N ${JSON.stringify(url)}`,
			},
		],
	},
];
