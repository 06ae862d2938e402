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
