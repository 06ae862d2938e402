import { describe, expect, it } from 'vitest';
import { getAsyncServerUrl, getChannelAddress, writeAsyncSnippets } from './client.ts';
import { parseAsyncApi } from './load.ts';
import { getAsyncOperation } from './read-operation.ts';

const doc = parseAsyncApi(
	`
asyncapi: 3.0.0
info: { title: Ticker, version: '1' }
servers:
  live: { host: 'stream.example.com:{port}', pathname: /v1, protocol: wss, variables: { port: { default: '443' } } }
  kafka: { host: broker.example.com:9092, protocol: kafka }
  mqtt: { host: mqtt.example.com, protocol: mqtt }
channels:
  prices:
    address: 'prices/{symbol}'
    parameters: { symbol: { enum: [btcusd, ethusd] } }
    messages:
      price: { payload: { type: object }, examples: [{ payload: { subscribe: true } }] }
operations:
  subscribe: { action: receive, channel: { $ref: '#/channels/prices' } }
  onPrice: { action: send, channel: { $ref: '#/channels/prices' } }
`,
	'ticker.yaml',
);

describe('AsyncAPI client calls', () => {
	const subscribe = getAsyncOperation(doc, 'subscribe');
	const onPrice = getAsyncOperation(doc, 'onPrice');
	const [live, kafka, mqtt] = subscribe.servers;

	it('builds a WebSocket URL from the server, its variables and the address with its parameters', () => {
		expect(getChannelAddress(subscribe)).toBe('prices/btcusd');
		expect(getAsyncServerUrl(live as never, subscribe)).toBe(
			'wss://stream.example.com:443/v1/prices/btcusd',
		);
		expect(getAsyncServerUrl(live as never, subscribe, { port: '8443', symbol: 'eth/usd' })).toBe(
			'wss://stream.example.com:8443/v1/prices/eth%2Fusd',
		);
		// A broker names the channel apart (a topic): its URL is the server's.
		expect(getAsyncServerUrl(kafka as never, subscribe)).toBe('kafka://broker.example.com:9092');
	});

	it('writes a client that sends the example when the application receives, and one that listens when it sends', () => {
		const [javascript, python] = writeAsyncSnippets(subscribe, live);
		expect(javascript?.code).toContain(
			'new WebSocket("wss://stream.example.com:443/v1/prices/btcusd")',
		);
		expect(javascript?.code).toContain(
			'socket.send(JSON.stringify({\n    "subscribe": true\n  }));',
		);
		expect(python?.code).toContain('await socket.send("{\\"subscribe\\":true}")');
		const [listener] = writeAsyncSnippets(onPrice, live);
		expect(listener?.code).not.toContain('socket.send');
		expect(writeAsyncSnippets(onPrice, kafka)[0]?.code).toContain(
			'consumer.subscribe({ topic: "prices/btcusd" })',
		);
		expect(writeAsyncSnippets(subscribe, kafka)[0]?.code).toContain('producer.send({');
		expect(writeAsyncSnippets(onPrice, mqtt)[0]?.code).toContain(
			'client.subscribe("prices/btcusd")',
		);
	});
});
