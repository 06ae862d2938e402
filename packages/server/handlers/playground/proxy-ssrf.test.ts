import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolve } from '../../runtime/guarded-fetch.ts';
import {
	createTestConfig,
	type RecordingServer,
	startRecordingServer,
	startTestServer,
	type TestServer,
} from '../../test-utils/setup.ts';
import { isInternalAddress } from './address.ts';

/**
 * Targets a visitor must never reach through the proxy, each declared by the site (so only the
 * address check stands between the caller and it). Literal addresses in every spelling the URL
 * parser accepts, names that always mean this machine, and names a DNS server (played by the
 * test's resolver) answers with internal addresses: the rebinding case.
 */
const LITERALS = [
	'http://127.0.0.1',
	'http://127.0.0.1:8080',
	'http://127.1.2.3',
	'http://2130706433',
	'http://0x7f.0.0.1',
	'http://0177.0.0.1',
	'http://0.0.0.0',
	'http://0',
	'http://10.0.0.1',
	'http://10.255.255.255',
	'http://172.16.0.1',
	'http://172.31.255.254',
	'http://192.168.0.1',
	'http://192.168.1.1:3000',
	'http://169.254.169.254',
	'https://169.254.169.254',
	'http://169.254.170.2',
	'http://100.64.0.1',
	'http://100.127.255.254',
	'http://192.0.0.170',
	'http://198.18.0.1',
	'http://224.0.0.1',
	'http://255.255.255.255',
	'http://[::1]',
	'http://[::1]:8080',
	'http://[::]',
	'http://[::ffff:127.0.0.1]',
	'http://[::ffff:a9fe:a9fe]',
	'http://[::ffff:10.0.0.1]',
	'http://[0:0:0:0:0:0:0:1]',
	'http://[fe80::1]',
	'http://[fc00::1]',
	'http://[fd00:ec2::254]',
	'http://[64:ff9b::7f00:1]',
	'http://[2002:7f00:1::]',
	'http://[ff02::1]',
	'http://localhost',
	'http://localhost:4321',
	'http://LOCALHOST:8080',
	'http://api.localhost',
];
/** Names the test's DNS answers inward (metadata, rebinding to loopback, a mixed answer). */
const INWARD_NAMES: Record<string, string[]> = {
	'metadata.internal.test': ['169.254.169.254'],
	'rebind.example.test': ['127.0.0.1'],
	'mixed.example.test': ['93.184.216.34', '10.1.2.3'],
	'v6.example.test': ['::1'],
	'private.example.test': ['192.168.10.20'],
	'mapped.example.test': ['::ffff:127.0.0.1'],
};

describe('playground proxy refuses internal addresses at connect time', () => {
	let upstream: RecordingServer;
	let server: TestServer;
	let trustedServer: TestServer;
	const resolved: string[] = [];
	const resolve = ((
		hostname: string,
		_options: unknown,
		callback: (error: Error | null, answer?: LookupAddress[]) => void,
	) => {
		resolved.push(hostname);
		// Every inward name resolves to the upstream's loopback address on a real connect, so a
		// connection that got through would show up in `upstream.calls`.
		const addresses = INWARD_NAMES[hostname] ?? [];
		const answer: LookupAddress[] = addresses.map((address) => ({
			address,
			family: address.includes(':') ? 6 : 4,
		}));
		if (answer.length === 0) callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }));
		else callback(null, answer);
	}) as unknown as Resolve;

	const upstreamPort = () => new URL(upstream.url).port;
	const inwardOrigins = () =>
		Object.keys(INWARD_NAMES).map((name) => `http://${name}:${upstreamPort()}`);

	beforeAll(async () => {
		upstream = await startRecordingServer((_call, res) => res.end('internal secret'));
		const allow = [...LITERALS.map((url) => new URL(url).origin), ...inwardOrigins(), upstream.url];
		const base = createTestConfig();
		server = await startTestServer(
			{ ...base, proxy: { ...base.proxy, allow, trusted: [] } },
			{ env: { TEST_ACCESS_TOKEN: 't' }, resolve },
		);
		const trusted = createTestConfig();
		trustedServer = await startTestServer(
			{ ...trusted, proxy: { ...trusted.proxy, allow: [upstream.url], trusted: [upstream.url] } },
			{ env: { TEST_ACCESS_TOKEN: 't' } },
		);
	});
	afterAll(async () => {
		await server?.stop();
		await trustedServer?.stop();
		await upstream?.close();
	});

	const proxy = (target: TestServer, url: string) =>
		fetch(`${target.url}/api/playground/proxy`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ method: 'GET', url, headers: [] }),
		});

	it('answers 403 target_not_allowed for 40 internal literals and 6 inward names; nothing connects', async () => {
		const targets = [...LITERALS, upstream.url, ...inwardOrigins()];
		const held: string[] = [];
		for (const url of targets) {
			const response = await proxy(server, `${url}/latest/meta-data/`);
			const body = await response.json();
			expect({ url, status: response.status }).toEqual({ url, status: 403 });
			expect(body).toEqual({
				error: { code: 'target_not_allowed', message: expect.any(String), status: 403 },
			});
			expect(body.error.message).toContain('private network');
			held.push(url);
		}
		expect(upstream.calls).toHaveLength(0);
		// The names were resolved by the proxy's own lookup, the one its connection used.
		expect(resolved).toEqual(expect.arrayContaining(Object.keys(INWARD_NAMES)));
		console.log(
			`[ssrf] tried ${targets.length} internal targets (${LITERALS.length + 1} literal, ${inwardOrigins().length} via DNS); held ${held.length}: 403 target_not_allowed, 0 connections`,
		);
	});

	it('reaches an internal origin the author named in `proxy.allow`', async () => {
		const response = await proxy(trustedServer, `${upstream.url}/ok`);
		expect(response.status).toBe(200);
		expect((await response.json()).body).toBe('internal secret');
	});

	it('classifies public addresses as public', () => {
		for (const address of [
			'93.184.216.34',
			'8.8.8.8',
			'172.32.0.1',
			'2606:4700::1111',
			'::ffff:8.8.8.8',
		]) {
			expect({ address, internal: isInternalAddress(address) }).toEqual({
				address,
				internal: false,
			});
		}
	});
});
