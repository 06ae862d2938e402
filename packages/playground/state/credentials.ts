/**
 * Credentials the reader typed, held in memory only: a module-level signal, so they survive
 * closing and reopening the modal on the same page, and vanish with the page. Nothing here
 * writes to localStorage, sessionStorage, IndexedDB, cookies or the URL (the playground guide,
 * Authentication and CORS).
 */
import { signal } from '@preact/signals';
import type { AuthCredentials } from '@trydocs/openapi/request';

/**
 * Credentials by API and security scheme (`credentialKey`): a key typed for `bearerAuth` of one
 * API is never sent to another API on the page whose scheme has the same name.
 */
export const credentials = signal<Record<string, AuthCredentials>>({});

/**
 * Where credentials belong: the origin requests go to (the chosen server, resolved against the
 * page) and the scheme's name. Operations of one API share them; other APIs never see them.
 */
export function credentialKey(apiOrigin: string, scheme: string): string {
	return `${apiOrigin} ${scheme}`;
}

/** The chosen security alternative, by index, per operation (`METHOD /path`). */
export const chosenAlternative = signal<Record<string, number>>({});

/** Stores one API's credentials for a scheme (replacing what was there). */
export function setCredentials(apiOrigin: string, scheme: string, value: AuthCredentials) {
	credentials.value = { ...credentials.value, [credentialKey(apiOrigin, scheme)]: value };
}

/** The credentials typed for one API, by scheme name. */
export function getCredentials(apiOrigin: string): Record<string, AuthCredentials> {
	const prefix = credentialKey(apiOrigin, '');
	const found: Record<string, AuthCredentials> = {};
	for (const [key, value] of Object.entries(credentials.value)) {
		if (key.startsWith(prefix)) found[key.slice(prefix.length)] = value;
	}
	return found;
}

/**
 * A token the playground obtained itself through OAuth (never one the reader typed): code
 * examples show `Bearer <token>` until the reader reveals it, and Send refreshes it first when it
 * has expired and a refresh is possible. Memory only, like every credential here.
 */
export interface ObtainedToken {
	/** When the access token expires (ms since the epoch), when the server said. */
	expiresAt?: number;
	/** The scopes the server granted (else the ones asked for). */
	scopes: string[];
	/** True once the reader asked to see the token in the code examples. */
	revealed: boolean;
	/** Gets a fresh token with the refresh token; resolves to an error message, or undefined. */
	refresh?: () => Promise<string | undefined>;
}

/** Obtained tokens by credential key (`credentialKey`). */
export const obtainedTokens = signal<Record<string, ObtainedToken>>({});

/** Records (or, with `undefined`, forgets) what is known about an obtained token. */
export function setObtainedToken(
	apiOrigin: string,
	scheme: string,
	token: ObtainedToken | undefined,
) {
	const key = credentialKey(apiOrigin, scheme);
	const { [key]: _, ...others } = obtainedTokens.value;
	obtainedTokens.value = token ? { ...others, [key]: token } : others;
}

/** Forgets one API's credentials for a scheme. */
export function clearCredentials(apiOrigin: string, scheme: string) {
	const { [credentialKey(apiOrigin, scheme)]: _, ...others } = credentials.value;
	credentials.value = others;
}
