/**
 * Talks to an authorization server's token endpoint and discovery document: straight from the
 * browser, and through the site's playground proxy when the endpoint does not allow this site
 * (no CORS) and the proxy is on. The proxy forwards only to origins the spec declares (its token
 * URLs and discovery documents are on the allow list of `@trydocs/server`).
 */

/** Where requests may go, as the playground's Send reaches APIs. */
export interface Reach {
	/** The page's origin. */
	origin: string;
	/** `api.playground.proxy`. */
	proxy: boolean;
	/** Path or URL of the proxy endpoint. */
	proxyUrl: string;
}

/** What an endpoint answered: a JSON body and its status, or why there is none. */
export type EndpointAnswer =
	| { ok: true; status: number; json: Record<string, unknown>; via: 'direct' | 'proxy' }
	| { ok: false; message: string };

/** A token endpoint's answer that carries a token (RFC 6749, section 5.1). */
export interface TokenAnswer {
	accessToken: string;
	expiresIn?: number;
	refreshToken?: string;
	scope?: string;
}

/** Posts a form to a token endpoint and reads the token, or says what went wrong. */
export async function requestToken(
	tokenUrl: string,
	form: Record<string, string | undefined>,
	reach: Reach,
): Promise<TokenAnswer | { error: string }> {
	return readTokenAnswer(tokenUrl, await postForm(tokenUrl, form, reach));
}

/** Posts a form (a token or device authorization request) and reads the JSON it answers. */
export function postForm(
	url: string,
	form: Record<string, string | undefined>,
	reach: Reach,
): Promise<EndpointAnswer> {
	const body = new URLSearchParams();
	for (const [name, value] of Object.entries(form)) if (value) body.set(name, value);
	return callEndpoint(url, reach, {
		method: 'POST',
		headers: [
			{ name: 'Content-Type', value: 'application/x-www-form-urlencoded' },
			{ name: 'Accept', value: 'application/json' },
		],
		body: body.toString(),
	});
}

/** A token endpoint's answer as a token (RFC 6749, 5.1), or what went wrong (5.2). */
export function readTokenAnswer(
	tokenUrl: string,
	answer: EndpointAnswer,
): TokenAnswer | { error: string } {
	if (!answer.ok) return { error: answer.message };
	const { json, status } = answer;
	if (status < 200 || status >= 300 || typeof json.access_token !== 'string') {
		return { error: describeTokenError(tokenUrl, status, json) };
	}
	const expiresIn = Number(json.expires_in);
	return {
		accessToken: json.access_token,
		...(Number.isFinite(expiresIn) && expiresIn > 0 ? { expiresIn } : {}),
		...(typeof json.refresh_token === 'string' ? { refreshToken: json.refresh_token } : {}),
		...(typeof json.scope === 'string' ? { scope: json.scope } : {}),
	};
}

/** Reads a JSON document (OpenID Connect discovery) with a GET. */
export function fetchJson(url: string, reach: Reach): Promise<EndpointAnswer> {
	return callEndpoint(url, reach, {
		method: 'GET',
		headers: [{ name: 'Accept', value: 'application/json' }],
	});
}

interface Call {
	method: 'GET' | 'POST';
	headers: Array<{ name: string; value: string }>;
	body?: string;
}

/**
 * Calls an endpoint directly; when the browser refuses or cannot reach it (CORS, network) and the
 * proxy is on, calls it once more through the proxy, whose answer says which of the two it was.
 */
async function callEndpoint(url: string, reach: Reach, call: Call): Promise<EndpointAnswer> {
	let target: URL;
	try {
		target = new URL(url, reach.origin);
	} catch {
		return {
			ok: false,
			message: `\`${url}\` is not a valid URL; check the security scheme in the spec.`,
		};
	}
	try {
		const response = await fetch(target, {
			method: call.method,
			headers: Object.fromEntries(call.headers.map(({ name, value }) => [name, value])),
			...(call.body !== undefined ? { body: call.body } : {}),
			// A token endpoint never needs the reader's cookies for this site or another.
			credentials: 'omit',
		});
		return { ok: true, status: response.status, json: await readJson(response), via: 'direct' };
	} catch (error) {
		const direct = (error as Error).message;
		if (!reach.proxy || target.origin === reach.origin) {
			return {
				ok: false,
				message: `Could not reach ${target.href} (${direct}): the server is down or unreachable from here, or it does not allow requests from this site (CORS), and this site's playground proxy is off.`,
			};
		}
		return callThroughProxy(target, reach, call);
	}
}

async function callThroughProxy(target: URL, reach: Reach, call: Call): Promise<EndpointAnswer> {
	let response: Response;
	try {
		response = await fetch(new URL(reach.proxyUrl, reach.origin), {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({
				method: call.method,
				url: target.href,
				headers: call.headers,
				body: call.body,
			}),
		});
	} catch (error) {
		return {
			ok: false,
			message: `Could not reach ${target.href} directly (no CORS, or unreachable), nor this site's playground proxy (${(error as Error).message}).`,
		};
	}
	const envelope = await readJson(response);
	if (response.ok && typeof envelope.status === 'number') {
		let json: Record<string, unknown> = {};
		try {
			json = JSON.parse(typeof envelope.body === 'string' ? envelope.body : '') ?? {};
		} catch {
			// Not JSON: described by the caller from the status.
		}
		return { ok: true, status: envelope.status, json, via: 'proxy' };
	}
	const error = (envelope.error ?? {}) as { code?: string; message?: string };
	const said = error.message ? ` The proxy said: ${error.message}` : '';
	return {
		ok: false,
		message:
			error.code === 'upstream_unreachable' || error.code === 'upstream_timeout'
				? `Could not reach ${target.href}, directly or through this site's playground proxy.${said}`
				: error.code
					? `${target.href} does not allow requests from this site (CORS), and the playground proxy refused to forward (${error.code}).${said}`
					: `${target.href} does not allow requests from this site (CORS), and this site has no playground proxy (it answered ${response.status}).`,
	};
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
	try {
		const json = await response.json();
		return json && typeof json === 'object' && !Array.isArray(json) ? json : {};
	} catch {
		return {};
	}
}

function describeTokenError(tokenUrl: string, status: number, json: Record<string, unknown>) {
	const code = typeof json.error === 'string' ? json.error : undefined;
	const description =
		typeof json.error_description === 'string' ? `: ${json.error_description}` : '';
	if (code) return `The token endpoint ${tokenUrl} refused the request (${code}${description}).`;
	if (status >= 200 && status < 300) {
		return `The token endpoint ${tokenUrl} answered without an \`access_token\`.`;
	}
	return `The token endpoint ${tokenUrl} answered ${status} without a token.`;
}
