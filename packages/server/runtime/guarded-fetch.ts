import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { isInternalAddress } from '../handlers/playground/address.ts';

/** The error code of a connection refused because its host resolved to an internal address. */
export const INTERNAL_ADDRESS_CODE = 'ETRYDOCS_INTERNAL_ADDRESS';

/** A `dns.lookup`-shaped resolver (tests pass one that answers like a rebinding DNS server). */
export type Resolve = typeof dnsLookup;

/**
 * The playground proxy's outbound `fetch` on Node. A host name is resolved once, every address
 * it gives is checked, and the connection goes to the checked address: a name that resolves to
 * loopback, private, link-local or metadata addresses is refused at connect time, so answering
 * the check and the connection differently (DNS rebinding) gains nothing. Origins in `trusted`
 * (the author's `proxy.allow`) skip the check. Redirects are never followed; gzip, deflate and
 * br bodies are decoded as `fetch` would.
 */
export function createGuardedFetch(
	trusted: readonly string[],
	resolve: Resolve = dnsLookup,
): typeof fetch {
	const trustedOrigins = new Set(trusted);
	const guardedLookup = (
		hostname: string,
		options: LookupOptions,
		callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
	) => {
		resolve(hostname, { ...options, all: true }, (error, addresses) => {
			if (error) return callback(error, []);
			const list = addresses as LookupAddress[];
			const inward = list.find((entry) => isInternalAddress(entry.address));
			if (inward || list.length === 0) {
				const refused = new Error(
					`\`${hostname}\` resolves to ${inward ? `the internal address ${inward.address}` : 'no address'}`,
				) as Error & { code: string };
				refused.code = INTERNAL_ADDRESS_CODE;
				return callback(refused, []);
			}
			const first = list[0] as LookupAddress;
			if (options.all) callback(null, list);
			else callback(null, first.address, first.family);
		});
	};

	return (async (input: string | URL | Request, init: RequestInit = {}) => {
		const url = new URL(input instanceof Request ? input.url : input);
		const headers = new Headers(init.headers);
		const body = init.body ? Buffer.from(await new Response(init.body).arrayBuffer()) : undefined;
		if (body) headers.set('content-length', String(body.byteLength));
		if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'gzip, deflate, br');
		const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
		return new Promise<Response>((done, fail) => {
			const outgoing = send(url, {
				method: init.method ?? 'GET',
				headers: Object.fromEntries(headers),
				signal: init.signal ?? undefined,
				lookup: trustedOrigins.has(url.origin) ? undefined : guardedLookup,
			});
			outgoing.on('error', (error) =>
				fail(Object.assign(new TypeError('fetch failed'), { cause: error })),
			);
			outgoing.on('response', (incoming) => done(toResponse(incoming, init.method === 'HEAD')));
			outgoing.end(body);
		});
	}) as typeof fetch;
}

function toResponse(incoming: IncomingMessage, isHead: boolean): Response {
	const headers = new Headers();
	const raw = incoming.rawHeaders;
	for (let index = 0; index < raw.length; index += 2) {
		try {
			headers.append(raw[index] as string, raw[index + 1] as string);
		} catch {
			// A header Fetch cannot hold is dropped, as fetch itself would refuse the response.
		}
	}
	const status = incoming.statusCode ?? 502;
	const noBody = isHead || status === 204 || status === 304 || (status >= 100 && status < 200);
	let stream: Readable = incoming;
	const encoding = headers.get('content-encoding')?.trim().toLowerCase();
	if (!noBody && encoding === 'gzip') stream = incoming.pipe(createGunzip());
	else if (!noBody && encoding === 'deflate') stream = incoming.pipe(createInflate());
	else if (!noBody && encoding === 'br') stream = incoming.pipe(createBrotliDecompress());
	if (stream !== incoming) incoming.on('error', (error) => stream.destroy(error));
	return new Response(noBody ? null : (Readable.toWeb(stream) as ReadableStream<Uint8Array>), {
		status: status < 200 || status > 599 ? 502 : status,
		statusText: incoming.statusMessage ?? '',
		headers,
	});
}
