/**
 * Send: performs the playground's request, directly or through the site's proxy, and says
 * precisely what went wrong when it fails (network, timeout, CORS, mixed content, proxy refusal)
 * instead of "Failed to fetch". No DOM beyond `fetch` and `URL`, so Node runs it in tests.
 */
import type { HarPair, HarRequest } from '@trydocs/openapi/request';

/** How a response body is shown. */
export type BodyKind = 'json' | 'text' | 'html' | 'image' | 'binary' | 'empty';

/** What Send returned, or why it could not. */
export type SendResult =
	| {
			kind: 'response';
			status: number;
			statusText: string;
			durationMs: number;
			/** Body size in bytes. */
			size: number;
			headers: HarPair[];
			contentType: string;
			bodyKind: BodyKind;
			/** The body as text (empty for images and binary bodies). */
			body: string;
			/** For images: a URL the `<img>` shows (an object URL in browsers). */
			imageUrl?: string;
			via: 'direct' | 'proxy';
	  }
	| {
			kind: 'error';
			reason: 'network' | 'timeout' | 'cors' | 'mixed-content' | 'proxy' | 'invalid-url';
			/** One line: what happened. */
			message: string;
			/** What to do about it. */
			hint: string;
	  };

/** Options of `sendRequest`. */
export interface SendOptions {
	/** The page's origin; a target on another origin goes through the proxy when it is on. */
	origin: string;
	/** `api.playground.proxy`. */
	proxy: boolean;
	/** Path or URL of the proxy endpoint. */
	proxyUrl: string;
	/** The files of the multipart body, in the order of the request's file fields. */
	files?: File[];
	/** Gives up after this long (default 30 s). */
	timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;

/** Sends the request and describes the response, or the failure, for the response panel. */
export async function sendRequest(request: HarRequest, options: SendOptions): Promise<SendResult> {
	let target: URL;
	try {
		target = new URL(request.url);
	} catch {
		return {
			kind: 'error',
			reason: 'invalid-url',
			message: `\`${request.url}\` is not a valid URL.`,
			hint: 'Check the server address and its variables at the top of the form.',
		};
	}
	if (/\{[^}]+\}/.test(decodeURI(target.pathname))) {
		const name = /\{([^}]+)\}/.exec(decodeURI(target.pathname))?.[1];
		return {
			kind: 'error',
			reason: 'invalid-url',
			message: `The URL still contains \`{${name}}\`.`,
			hint: `Fill in the path parameter \`${name}\`.`,
		};
	}
	// The site itself is called directly (the proxy refuses it); other origins go through the
	// proxy when it is on, which also carries cookie parameters a page cannot set itself.
	const viaProxy = options.proxy && target.origin !== options.origin;
	const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
	return viaProxy
		? sendThroughProxy(request, target, options, timeoutMs)
		: sendDirectly(request, target, options, timeoutMs);
}

function isMultipart(request: HarRequest): boolean {
	return !!request.postData?.mimeType.startsWith('multipart/');
}

function buildBody(request: HarRequest, files: File[]): BodyInit | undefined {
	const postData = request.postData;
	if (!postData || request.method === 'GET' || request.method === 'HEAD') return undefined;
	if (postData.mimeType.startsWith('multipart/') && postData.params) {
		const form = new FormData();
		let next = 0;
		for (const param of postData.params) {
			if (param.fileName) {
				const file = files[next++];
				if (file) form.append(param.name, file, param.fileName);
			} else form.append(param.name, param.value ?? '');
		}
		return form;
	}
	return postData.text;
}

async function sendDirectly(
	request: HarRequest,
	target: URL,
	options: SendOptions,
	timeoutMs: number,
): Promise<SendResult> {
	const headers = new Headers();
	for (const { name, value } of request.headers) {
		// FormData writes its own Content-Type with the boundary.
		if (isMultipart(request) && name.toLowerCase() === 'content-type') continue;
		try {
			headers.append(name, value);
		} catch {
			// A header value the browser refuses (e.g. non-Latin-1) is left out, not fatal.
		}
	}
	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(), timeoutMs);
	const started = performance.now();
	try {
		const body = buildBody(request, options.files ?? []);
		const response = await fetch(target, {
			method: request.method,
			headers,
			...(body !== undefined ? { body } : {}),
			signal: controller.signal,
		});
		const bytes = new Uint8Array(await response.arrayBuffer());
		const durationMs = Math.round(performance.now() - started);
		return describeResponse({
			status: response.status,
			statusText: response.statusText,
			headers: [...response.headers].map(([name, value]) => ({ name, value })),
			bytes,
			durationMs,
			via: 'direct',
		});
	} catch (error) {
		if (controller.signal.aborted) return timedOut(target, timeoutMs);
		return diagnose(target, options, error);
	} finally {
		clearTimeout(timer);
	}
}

async function sendThroughProxy(
	request: HarRequest,
	target: URL,
	options: SendOptions,
	timeoutMs: number,
): Promise<SendResult> {
	const headers = request.headers.filter(
		(h) => !(isMultipart(request) && h.name.toLowerCase() === 'content-type'),
	);
	if (request.cookies.length > 0) {
		const cookie = request.cookies
			.map(({ name, value }) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
			.join('; ');
		headers.push({ name: 'Cookie', value: cookie });
	}
	const payload: Record<string, unknown> = { method: request.method, url: target.href, headers };
	const body = buildBody(request, options.files ?? []);
	if (typeof body === 'string') payload.body = body;
	else if (body) {
		// Encode the multipart body here, so the proxy forwards the exact bytes and boundary.
		const encoded = new Request('http://localhost/', { method: 'POST', body });
		headers.push({ name: 'Content-Type', value: encoded.headers.get('content-type') ?? '' });
		payload.bodyBase64 = toBase64(new Uint8Array(await encoded.arrayBuffer()));
	}

	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(), timeoutMs + 5_000);
	const proxyUrl = new URL(options.proxyUrl, options.origin);
	let response: Response;
	try {
		response = await fetch(proxyUrl, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify(payload),
			signal: controller.signal,
		});
	} catch (error) {
		if (controller.signal.aborted) return timedOut(target, timeoutMs);
		return {
			kind: 'error',
			reason: 'network',
			message: `The playground proxy of this site could not be reached (${(error as Error).message}).`,
			hint: 'Check your connection and reload the page.',
		};
	} finally {
		clearTimeout(timer);
	}
	let json: Record<string, unknown> | undefined;
	try {
		json = (await response.json()) as Record<string, unknown>;
	} catch {
		json = undefined;
	}
	if (response.ok && json && typeof json.status === 'number') {
		const encoding = json.bodyEncoding === 'base64' ? 'base64' : 'utf8';
		const text = typeof json.body === 'string' ? json.body : '';
		return describeResponse({
			status: json.status,
			statusText: typeof json.statusText === 'string' ? json.statusText : '',
			headers: Array.isArray(json.headers) ? (json.headers as HarPair[]) : [],
			bytes: encoding === 'base64' ? fromBase64(text) : new TextEncoder().encode(text),
			durationMs: typeof json.durationMs === 'number' ? Math.round(json.durationMs) : 0,
			via: 'proxy',
		});
	}
	return describeProxyError(response.status, json, target, timeoutMs);
}

function describeProxyError(
	status: number,
	json: Record<string, unknown> | undefined,
	target: URL,
	timeoutMs: number,
): SendResult {
	const error = (json?.error ?? {}) as { code?: string; message?: string };
	const said = error.message ? ` The proxy said: ${error.message}` : '';
	switch (error.code) {
		case 'target_not_allowed':
			return {
				kind: 'error',
				reason: 'proxy',
				message: `The proxy refused to forward to ${target.origin}: it only forwards to the servers the docs declare.${said}`,
				hint: "Choose one of the listed servers, or add this address to the spec's `servers` (or `api.mdx.server` in docs.json).",
			};
		case 'upstream_unreachable':
			return {
				kind: 'error',
				reason: 'network',
				message: `Could not reach ${target.origin} (through the proxy).${said}`,
				hint: 'Check the server address and its variables, and that the API is up.',
			};
		case 'upstream_timeout':
			return timedOut(target, timeoutMs);
		default:
			if (status === 413) {
				return {
					kind: 'error',
					reason: 'proxy',
					message: `The request is too large for the playground proxy.${said}`,
					hint: 'Send a smaller body or file, or use the code example outside the browser.',
				};
			}
			if (error.code) {
				return {
					kind: 'error',
					reason: 'proxy',
					message: `The proxy could not send the request (${error.code}).${said}`,
					hint: 'Check the values in the form; the code examples show the request that was attempted.',
				};
			}
			return {
				kind: 'error',
				reason: 'proxy',
				message: `This site's playground proxy is not available (it answered ${status}).`,
				hint: 'Add `trydocsServer()` to the site so it serves `POST /api/playground/proxy`, or set `api.playground.proxy` to false when the API allows CORS.',
			};
	}
}

function timedOut(target: URL, timeoutMs: number): SendResult {
	return {
		kind: 'error',
		reason: 'timeout',
		message: `${target.origin} did not answer within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}: the request timed out.`,
		hint: 'The server may be slow or down; try again, or check its status.',
	};
}

/**
 * A fetch that fails without a response is either a network failure or a CORS refusal; the
 * browser hides which. A `no-cors` probe tells them apart: if it gets an (opaque) answer, the
 * server is reachable and it was CORS.
 */
async function diagnose(target: URL, options: SendOptions, error: unknown): Promise<SendResult> {
	const pageProtocol = new URL(options.origin).protocol;
	if (pageProtocol === 'https:' && target.protocol === 'http:' && !isLoopback(target.hostname)) {
		return {
			kind: 'error',
			reason: 'mixed-content',
			message: `The browser blocked ${target.origin}: an HTTPS page cannot call a plain HTTP address.`,
			hint: 'Use the HTTPS address of the API, or turn on the proxy (`api.playground.proxy`).',
		};
	}
	const reachable = await probe(target);
	if (reachable && target.origin !== options.origin) {
		return {
			kind: 'error',
			reason: 'cors',
			message: `${target.origin} answered, but its CORS policy does not allow requests from ${options.origin}, so the browser blocked the response.`,
			hint: options.proxy
				? "Allow this docs site's origin in the API's CORS settings, or use the code example outside the browser."
				: "Turn on the playground proxy (`api.playground.proxy: true` in docs.json) or allow this docs site's origin in the API's CORS settings; the code examples work outside the browser.",
		};
	}
	return {
		kind: 'error',
		reason: 'network',
		message: `Could not reach ${target.origin}: the connection failed (${(error as Error).message}).`,
		hint: 'Check the server address and its variables, that the API is running, and your network or VPN.',
	};
}

async function probe(target: URL): Promise<boolean> {
	const controller = new AbortController();
	const timer = setTimeout(() => controller.abort(), 5_000);
	try {
		await fetch(target, { method: 'HEAD', mode: 'no-cors', signal: controller.signal });
		return true;
	} catch {
		return false;
	} finally {
		clearTimeout(timer);
	}
}

function isLoopback(hostname: string): boolean {
	return hostname === 'localhost' || hostname === '[::1]' || hostname.startsWith('127.');
}

function describeResponse(input: {
	status: number;
	statusText: string;
	headers: HarPair[];
	bytes: Uint8Array;
	durationMs: number;
	via: 'direct' | 'proxy';
}): SendResult {
	const contentType =
		input.headers.find((h) => h.name.toLowerCase() === 'content-type')?.value ?? '';
	const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
	let bodyKind: BodyKind;
	if (input.bytes.length === 0) bodyKind = 'empty';
	else if (mime.startsWith('image/')) bodyKind = 'image';
	else if (mime === 'application/json' || mime.endsWith('+json')) bodyKind = 'json';
	else if (mime === 'text/html' || mime === 'application/xhtml+xml') bodyKind = 'html';
	else if (
		mime.startsWith('text/') ||
		mime.endsWith('+xml') ||
		mime === 'application/xml' ||
		mime === 'application/javascript' ||
		mime === ''
	) {
		bodyKind = 'text';
	} else bodyKind = 'binary';
	const text =
		bodyKind === 'image' || bodyKind === 'binary' ? '' : new TextDecoder().decode(input.bytes);
	if (bodyKind === 'text' && mime === '' && looksLikeJson(text)) bodyKind = 'json';
	if (bodyKind === 'json' && !looksLikeJson(text)) bodyKind = 'text';
	const result: SendResult = {
		kind: 'response',
		status: input.status,
		statusText: input.statusText || STATUS_TEXT[input.status] || '',
		durationMs: input.durationMs,
		size: input.bytes.length,
		headers: input.headers,
		contentType,
		bodyKind,
		body: text,
		via: input.via,
	};
	if (bodyKind === 'image' && typeof URL.createObjectURL === 'function') {
		result.imageUrl = URL.createObjectURL(new Blob([input.bytes as BlobPart], { type: mime }));
	}
	return result;
}

function looksLikeJson(text: string): boolean {
	try {
		JSON.parse(text);
		return true;
	} catch {
		return false;
	}
}

/** HTTP/2 responses carry no reason phrase; these fill it in for the common codes. */
const STATUS_TEXT: Record<number, string> = {
	200: 'OK',
	201: 'Created',
	202: 'Accepted',
	204: 'No Content',
	301: 'Moved Permanently',
	302: 'Found',
	304: 'Not Modified',
	400: 'Bad Request',
	401: 'Unauthorized',
	403: 'Forbidden',
	404: 'Not Found',
	405: 'Method Not Allowed',
	409: 'Conflict',
	413: 'Content Too Large',
	415: 'Unsupported Media Type',
	422: 'Unprocessable Content',
	429: 'Too Many Requests',
	500: 'Internal Server Error',
	502: 'Bad Gateway',
	503: 'Service Unavailable',
	504: 'Gateway Timeout',
};

function toBase64(bytes: Uint8Array): string {
	let binary = '';
	for (let i = 0; i < bytes.length; i += 0x8000) {
		binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
	}
	return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
	const binary = atob(text);
	const bytes = new Uint8Array(binary.length);
	for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
	return bytes;
}
