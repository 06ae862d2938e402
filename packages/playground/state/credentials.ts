/**
 * Credentials the reader typed, held in memory only: a module-level signal, so they survive
 * closing and reopening the modal, and the site's page swap (`client/page-swap.ts` of
 * `@trydocs/astro` keeps the document, and with it this module), and vanish with the document.
 * Nothing here writes to localStorage, sessionStorage, IndexedDB, cookies, the URL or
 * `history.state` (the playground guide, Authentication and CORS).
 */
import { signal } from '@preact/signals';
import type { AuthCredentials } from '@trydocs/openapi/request';
import type { PlaygroundSecurityScheme } from '../types.ts';

/** Credentials by credential class (`credentialKey`). */
export const credentials = signal<Record<string, AuthCredentials>>({});

/**
 * The key of a scheme's credential class (`credential-class.ts`, the rule): the origin of the
 * server chosen, then the API and kind the build wrote into the prop. A prop made without the
 * build's class (`credential` unset) falls back to the scheme's name.
 */
export function credentialKey(
	apiOrigin: string,
	entry: Pick<PlaygroundSecurityScheme, 'name' | 'credential'>,
): string {
	return `${apiOrigin} ${entry.credential ?? entry.name}`;
}

/** The chosen security alternative, by index, per operation (`METHOD /path`). */
export const chosenAlternative = signal<Record<string, number>>({});

/** Stores the credential of one class (replacing what was there). */
export function setCredentials(key: string, value: AuthCredentials) {
	credentials.value = { ...credentials.value, [key]: value };
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

/** Obtained tokens by credential class (`credentialKey`). */
export const obtainedTokens = signal<Record<string, ObtainedToken>>({});

/** Records (or, with `undefined`, forgets) what is known about an obtained token. */
export function setObtainedToken(key: string, token: ObtainedToken | undefined) {
	const { [key]: _, ...others } = obtainedTokens.value;
	obtainedTokens.value = token ? { ...others, [key]: token } : others;
}

/** Forgets the credential of one class. */
export function clearCredentials(key: string) {
	const { [key]: _, ...others } = credentials.value;
	credentials.value = others;
}
