/**
 * `?playground=open` in the page URL (SPEC.md rule 8): set with `history.replaceState` when the
 * modal opens, other query parameters and the hash kept, removed when it closes.
 */

const PARAM = 'playground';

/** True when the page URL asks for the playground to be open. */
export function isOpenInUrl(): boolean {
	return new URL(location.href).searchParams.get(PARAM) === 'open';
}

/** Adds or removes `playground=open` without a navigation or a history entry. */
export function setOpenInUrl(open: boolean) {
	const url = new URL(location.href);
	if (open) url.searchParams.set(PARAM, 'open');
	else url.searchParams.delete(PARAM);
	if (url.href !== location.href) history.replaceState(history.state, '', url);
}
