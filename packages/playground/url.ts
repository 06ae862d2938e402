/**
 * `?playground=open` in the page URL (the docs site's playground guide): set with `history.replaceState` when the
 * modal opens, other query parameters and the hash kept, removed when it closes. A shared
 * request (`?playground-request=`) is removed once the modal has read it.
 */

const PARAM = 'playground';

/** The query parameter that carries a shared request (`state/share-link.ts`). */
export const SHARE_PARAM = 'playground-request';

/** The shared request the page URL carries, if any (`state/share-link.ts` reads it). */
export function readSharedRequest(): string | undefined {
	return new URL(location.href).searchParams.get(SHARE_PARAM) ?? undefined;
}

/** The page URL that opens the playground with a shared request, the hash left out. */
export function createShareUrl(encoded: string): string {
	const url = new URL(location.href);
	url.hash = '';
	url.searchParams.set(PARAM, 'open');
	url.searchParams.set(SHARE_PARAM, encoded);
	return url.href;
}

/** Drops the shared request from the address bar once it has been read. */
export function clearSharedRequest() {
	const url = new URL(location.href);
	url.searchParams.delete(SHARE_PARAM);
	if (url.href !== location.href) history.replaceState(history.state, '', url);
}

/** True when the page URL asks for the playground to be open. */
export function isOpenInUrl(): boolean {
	return new URL(location.href).searchParams.get(PARAM) === 'open';
}

/** Adds or removes `playground=open` without a navigation or a history entry. */
export function setOpenInUrl(open: boolean) {
	const url = new URL(location.href);
	if (open) url.searchParams.set(PARAM, 'open');
	else {
		url.searchParams.delete(PARAM);
		// A shared request is read once, when the playground opens from it.
		url.searchParams.delete(SHARE_PARAM);
	}
	if (url.href !== location.href) history.replaceState(history.state, '', url);
}
