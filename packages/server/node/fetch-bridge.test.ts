import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	createGitRepo,
	createNoopProject,
	createTestConfig,
	startTestServer,
	type TestServer,
} from '../test-utils/setup.ts';

const KEY = 'td_key_keep_alive_0123456789';

interface Answer {
	status: number;
	connection: string | undefined;
	body: string;
	socket: unknown;
}

/** One request through `agent`, answered or failed within `ms`. */
function send(
	agent: Agent,
	url: string,
	options: { method: string; headers?: Record<string, string>; body?: Buffer | string },
	ms = 5_000,
): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const req = request(url, { agent, method: options.method, headers: options.headers });
		const timer = setTimeout(() => {
			req.destroy(new Error(`no answer to ${options.method} ${url} within ${ms} ms`));
		}, ms);
		req.on('response', (res) => {
			let body = '';
			res.setEncoding('utf8');
			res.on('data', (chunk) => {
				body += chunk;
			});
			res.on('end', () => {
				clearTimeout(timer);
				resolve({
					status: res.statusCode ?? 0,
					connection: res.headers.connection,
					body,
					socket: req.socket,
				});
			});
		});
		req.on('error', (error) => {
			clearTimeout(timer);
			reject(error);
		});
		req.end(options.body);
	});
}

describe('a keep-alive connection after a body the answer did not read', () => {
	let server: TestServer;
	const agents: Agent[] = [];
	beforeAll(async () => {
		server = await startTestServer(
			createTestConfig({ projects: [createNoopProject('demo', createGitRepo({ 'a.md': 'a' }))] }),
			{ env: { KEY, TEST_ACCESS_TOKEN: 'tok' } },
		);
	});
	afterAll(async () => {
		for (const agent of agents) agent.destroy();
		await server?.stop();
	});

	const ticket = JSON.stringify({ customer_id: 'cus_1', subject: 'Export fails' });
	const json = { authorization: 'Bearer tok', 'content-type': 'application/json' };

	// Each case: the refused request, its answer, and whether the connection may carry the next.
	it.each([
		['413, 100 KB of declared length: read and dropped', json, 100 * 1024, false, 413, true],
		['413, 2 MB of declared length: connection closed', json, 2 * 1024 * 1024, false, 413, false],
		['413, 2 MB chunked: connection closed', json, 2 * 1024 * 1024, true, 413, false],
		[
			'415, 100 KB of text: connection closed',
			{ authorization: 'Bearer tok', 'content-type': 'text/plain' },
			100 * 1024,
			false,
			415,
			false,
		],
		[
			'401 before the body, 100 KB: read and dropped',
			{ authorization: 'Bearer wrong', 'content-type': 'application/json' },
			100 * 1024,
			false,
			401,
			true,
		],
	])(
		'%s; the next request on the agent is answered',
		async (_name, headers, size, chunked, status, keepsConnection) => {
			const agent = new Agent({ keepAlive: true, maxSockets: 1 });
			agents.push(agent);
			const refused = await send(agent, `${server.url}/api/v1/tickets`, {
				method: 'POST',
				headers: chunked ? { ...headers, 'transfer-encoding': 'chunked' } : headers,
				body: Buffer.alloc(size, 'x'),
			});
			expect(refused.status).toBe(status);
			expect(refused.connection).toBe(keepsConnection ? 'keep-alive' : 'close');
			const next = await send(agent, `${server.url}/api/v1/tickets`, {
				method: 'POST',
				headers: json,
				body: ticket,
			});
			expect(next.status).toBe(201);
			expect(JSON.parse(next.body).subject).toBe('Export fails');
			expect(next.socket === refused.socket).toBe(keepsConnection);
		},
		15_000,
	);
});
