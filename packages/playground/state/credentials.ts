/**
 * Credentials the reader typed, held in memory only: a module-level signal, so they survive
 * closing and reopening the modal on the same page, and vanish with the page. Nothing here
 * writes to localStorage, sessionStorage, IndexedDB, cookies or the URL (SPEC.md,
 * Authentication 3).
 */
import { signal } from '@preact/signals';
import type { AuthCredentials } from '@trydocs/openapi/request';

/** Credentials by security scheme name. */
export const credentials = signal<Record<string, AuthCredentials>>({});

/** The chosen security alternative, by index, per operation (`METHOD /path`). */
export const chosenAlternative = signal<Record<string, number>>({});

/** Stores one scheme's credentials (replacing what was there). */
export function setCredentials(scheme: string, value: AuthCredentials) {
	credentials.value = { ...credentials.value, [scheme]: value };
}
