/** The words of the request history's chunk (`components/HistoryPanel.tsx`). English; a page in another language overrides them. */
export const HISTORY_STRINGS = {
	noHistory: 'No requests sent from this tab yet.',
	historyHint: "Kept in this tab's memory only, without credentials.",
	open: 'Open',
	itsPage: 'Its page',
	openInForm: 'Open {name} in the form',
	goToPageOf: 'Go to the page of {name}',
	historyEntry: '{method} {url}, {status}, at {time}',
	sendingStatus: 'Sending…',
	failedNetwork: 'Network error',
	failedTimeout: 'Timed out',
	failedCors: 'Blocked (CORS)',
	failedMixedContent: 'Blocked (mixed content)',
	failedProxy: 'Proxy error',
	failedInvalidUrl: 'Invalid URL',
};
