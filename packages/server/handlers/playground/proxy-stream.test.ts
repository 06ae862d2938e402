/**
 * The playground proxy streaming a sequential answer as it arrives (`stream: true`), against a
 * real upstream on loopback that writes its events one at a time, when the test says so.
 */
import type { ServerResponse } from 'node:http';
import { PROXY_STREAM_TYPE } from '@trydocs/playground/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	createTestConfig,
	type RecordingServer,
	startRecordingServer,
	startTestServer,
	type TestServer,
} from '../../test-utils/setup.ts';

/** The upstream's open event streams, in the order they were asked for. */
const open: ServerResponse[] = [];

/** Reads a streamed answer: its head line, then what the upstream sent, as it comes. */
async function readAnswer(response: Response) {
	const reader = (response.body as ReadableStream<Uint8Array>).getReader();
	const decoder = new TextDecoder();
	let text = '';
	const next = async () => {
		const { done, value } = await reader.read();
		if (!done) text += decoder.decode(value, { stream: true });
		return !done;
	};
	while (!text.includes('\n')) if (!(await next())) break;
	const head = JSON.parse(text.slice(0, text.indexOf('\n')));
	return {
		head,
		/** The body so far. */
		body: () => text.slice(text.indexOf('\n') + 1),
		/** Reads until the body holds `part`. */
		until: async (part: string) => {
			while (!text.slice(text.indexOf('\n') + 1).includes(part)) {
				if (!(await next())) break;
			}
		},
		/** Reads to the end. */
		rest: async () => {
			while (await next());
			return text.slice(text.indexOf('\n') + 1);
		},
		cancel: () => reader.cancel(),
	};
}

describe('playground proxy: a sequential answer streamed as it arrives', () => {
	let upstream: RecordingServer;
	let server: TestServer;

	beforeAll(async () => {
		upstream = await startRecordingServer((call, res) => {
			if (call.url.startsWith('/events')) {
				res.writeHead(200, { 'content-type': 'text/event-stream', 'x-request-id': 'ev1' });
				res.write('event: loaned\ndata: {"loan":"ln_1"}\n\n');
				open.push(res);
			} else if (call.url.startsWith('/parts')) {
				res.writeHead(200, { 'content-type': 'multipart/mixed; boundary=b' });
				res.write('--b\r\nContent-Type: text/plain\r\n\r\npage one\r\n');
				open.push(res);
			} else if (call.url.startsWith('/endless')) {
				res.writeHead(200, { 'content-type': 'application/jsonl' });
				const timer = setInterval(() => res.write(`${JSON.stringify({ n: 'x'.repeat(90) })}\n`), 5);
				res.on('close', () => clearInterval(timer));
			} else {
				res.writeHead(200, { 'content-type': 'application/json' });
				res.end('{"ok":true}');
			}
		});
		server = await startTestServer(
			createTestConfig({
				proxy: {
					allow: [upstream.url],
					trusted: [upstream.url],
					timeoutMs: 3_000,
					maxRequestBytes: 64 * 1024,
					maxResponseBytes: 8 * 1024,
					requestsPerClient: 1000,
					maxInFlightPerClient: 1,
					maxInFlight: 100,
					maxInFlightBytes: 16 * 1024 * 1024,
				},
			}),
			{ env: { TEST_ACCESS_TOKEN: 't' } },
		);
	});
	afterAll(async () => {
		await server?.stop();
		await upstream?.close();
	});

	const proxy = (path: string, stream?: boolean) =>
		fetch(`${server.url}/api/playground/proxy`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({
				method: 'GET',
				url: `${upstream.url}${path}`,
				...(stream === undefined ? {} : { stream }),
			}),
		});

	it('sends the status and headers at once, each event as the upstream writes it, and holds the slot until the end', async () => {
		const response = await proxy('/events', true);
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toBe(PROXY_STREAM_TYPE);
		const answer = await readAnswer(response);
		expect(answer.head).toMatchObject({ status: 200, body: '', bodyEncoding: 'utf8' });
		expect(answer.head.headers).toContainEqual({ name: 'x-request-id', value: 'ev1' });
		await answer.until('loaned');
		// The first event is through while the upstream still holds the stream open.
		expect(answer.body()).toBe('event: loaned\ndata: {"loan":"ln_1"}\n\n');
		// One request in flight per client: the stream still holds its slot.
		const second = await proxy('/other');
		expect(second.status).toBe(429);
		await second.body?.cancel();
		open.shift()?.end('event: returned\ndata: {"loan":"ln_1"}\n\n');
		expect(await answer.rest()).toBe(
			'event: loaned\ndata: {"loan":"ln_1"}\n\nevent: returned\ndata: {"loan":"ln_1"}\n\n',
		);
		await expect.poll(async () => (await proxy('/other')).status).toBe(200);
	});

	it('streams a multipart/mixed answer part by part (OpenAPI 3.2 streamed multipart)', async () => {
		const answer = await readAnswer(await proxy('/parts', true));
		expect(answer.head.headers).toContainEqual({
			name: 'content-type',
			value: 'multipart/mixed; boundary=b',
		});
		await answer.until('page one');
		expect(answer.body()).toBe('--b\r\nContent-Type: text/plain\r\n\r\npage one\r\n');
		open.shift()?.end('--b\r\nContent-Type: text/plain\r\n\r\npage two\r\n--b--\r\n');
		expect(await answer.rest()).toContain('page two\r\n--b--\r\n');
	});

	it('gives the slot back when the reader stops reading', async () => {
		const answer = await readAnswer(await proxy('/events', true));
		await answer.until('loaned');
		await answer.cancel();
		await expect.poll(async () => (await proxy('/other')).status).toBe(200);
		open.shift()?.destroy();
	});

	it('cuts an endless stream at maxResponseBytes', async () => {
		const answer = await readAnswer(await proxy('/endless', true));
		const body = await answer.rest();
		expect(body.length).toBe(8 * 1024);
		expect(body.startsWith('{"n":"xxx')).toBe(true);
		await expect.poll(async () => (await proxy('/other')).status).toBe(200);
	});

	it('answers as before, one JSON, without `stream` or for a body that is not sequential', async () => {
		const buffered = await proxy('/other', true);
		expect(buffered.headers.get('content-type')).toMatch(/^application\/json/);
		expect(await buffered.json()).toMatchObject({ status: 200, body: '{"ok":true}' });
		const whole = proxy('/events');
		await expect.poll(() => open.length).toBe(1);
		open.shift()?.end('event: returned\ndata: {}\n\n');
		const json = await (await whole).json();
		expect(json.body).toBe('event: loaned\ndata: {"loan":"ln_1"}\n\nevent: returned\ndata: {}\n\n');
	});

	it('refuses a `stream` that is not a boolean, saying so', async () => {
		const response = await fetch(`${server.url}/api/playground/proxy`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ method: 'GET', url: `${upstream.url}/events`, stream: 'yes' }),
		});
		expect(response.status).toBe(400);
		expect((await response.json()).error.message).toMatch(/`stream`/);
	});
});
