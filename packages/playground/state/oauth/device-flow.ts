/**
 * The OAuth 2.0 device authorization grant (RFC 8628; OpenAPI 3.2's `deviceAuthorization`
 * flow): the playground asks for a user code, the reader approves it at the server's
 * verification page in any browser, and the playground polls the token endpoint until the token
 * comes, the reader denies, or the code expires. Nothing is stored; the code lives in memory.
 */
import type { OAuthFlow } from '@trydocs/openapi/oauth';
import { postForm, type Reach, readTokenAnswer, type TokenAnswer } from './token-endpoint.ts';

/** What the reader is shown while the playground waits: the code and where to enter it. */
export interface DeviceCode {
	userCode: string;
	verificationUri: string;
	/** The verification page with the code already in it, when the server gives one. */
	verificationUriComplete?: string;
}

/** What the device flow needs. */
export interface DeviceFlowInput {
	flow: OAuthFlow;
	clientId: string;
	clientSecret?: string | undefined;
	scope: string | undefined;
	reach: Reach;
	/** Called once the user code is known, to show it. */
	onCode: (code: DeviceCode) => void;
	/** Waits between polls; a test or a caller may shorten it. */
	wait?: (ms: number) => Promise<void>;
}

const GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
/** The RFC's default polling interval, in seconds. */
const DEFAULT_INTERVAL = 5;

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Runs the device flow to its token, or to a message a reader can act on. */
export async function runDeviceFlow(
	input: DeviceFlowInput,
): Promise<TokenAnswer | { error: string }> {
	const { flow, reach } = input;
	const client = { client_id: input.clientId, client_secret: input.clientSecret };
	const url = flow.deviceAuthorizationUrl ?? '';
	const started = await postForm(url, { ...client, scope: input.scope }, reach);
	if (!started.ok) return { error: started.message };
	const { json } = started;
	const deviceCode = text(json.device_code);
	const userCode = text(json.user_code);
	const verificationUri = text(json.verification_uri) ?? text(json.verification_url);
	if (started.status !== 200 || !deviceCode || !userCode || !verificationUri) {
		const code = text(json.error);
		return {
			error: `The device authorization endpoint ${url} answered ${started.status}${code ? ` (${code})` : ''} without a user code.`,
		};
	}
	const complete = text(json.verification_uri_complete);
	input.onCode({
		userCode,
		verificationUri,
		...(complete ? { verificationUriComplete: complete } : {}),
	});
	const wait = input.wait ?? ((ms: number) => new Promise((done) => setTimeout(done, ms)));
	const expiresAt =
		Date.now() + (Number(json.expires_in) > 0 ? Number(json.expires_in) : 600) * 1000;
	let interval = Number(json.interval) > 0 ? Number(json.interval) : DEFAULT_INTERVAL;
	const tokenUrl = flow.tokenUrl ?? '';
	while (Date.now() < expiresAt) {
		await wait(interval * 1000);
		const answer = await postForm(
			tokenUrl,
			{ grant_type: GRANT, device_code: deviceCode, ...client },
			reach,
		);
		const error = answer.ok ? text(answer.json.error) : undefined;
		if (error === 'authorization_pending') continue;
		if (error === 'slow_down') {
			interval += 5;
			continue;
		}
		if (error === 'access_denied') {
			return {
				error: 'The request was denied at the verification page. Approve it to get a token.',
			};
		}
		if (error === 'expired_token') break;
		return readTokenAnswer(tokenUrl, answer);
	}
	return { error: `The code ${userCode} expired before it was approved. Get a new one.` };
}
