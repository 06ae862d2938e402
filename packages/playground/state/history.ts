/**
 * The tab's request history: the last `HISTORY_SIZE` requests the playground sent, from any
 * endpoint page of the site, to open again in the form. Memory only, as the credentials are
 * (`credentials.ts`): a module-level signal that survives the site's page swap and vanishes with
 * the document; nothing is written to storage, the URL or `history.state`. An entry never holds
 * a credential: its URL is built without the auth input, and its request is what a share link
 * would carry (`readShareable`: no API key parameter, no file). Loaded with the first Send.
 */
import { signal } from '@preact/signals';
import { HISTORY_STRINGS } from '../strings/history.ts';
import type { PlaygroundState, SendResult } from './create-playground-state.ts';
import { readShareable, restoreRequest, type SharedRequest } from './share-link.ts';

/** How many requests the history keeps, the newest first. */
export const HISTORY_SIZE = 20;

/** One request the playground sent, as the history lists it. */
export interface HistoryEntry {
	/** Unique in the tab. */
	id: number;
	/** `GET`. */
	method: string;
	/** The URL without credentials. */
	url: string;
	/** `200 OK`, what went wrong (`Network error`), or `Sending…` until the answer. */
	status: string;
	/** When it was sent (ms since the epoch). */
	time: number;
	/** The path of the page it was sent from. */
	page: string;
	/** What the form held, credentials left out: what `openRequest` puts back. */
	request: SharedRequest;
}

/** The history, the newest first. */
export const requestHistory = signal<HistoryEntry[]>([]);

let lastId = 0;

/** What a failure reads as in the history (the response panel says more). */
const FAILURES: Record<Extract<SendResult, { kind: 'error' }>['reason'], HistoryKey> = {
	network: 'failedNetwork',
	timeout: 'failedTimeout',
	cors: 'failedCors',
	'mixed-content': 'failedMixedContent',
	proxy: 'failedProxy',
	'invalid-url': 'failedInvalidUrl',
};

type HistoryKey = keyof typeof HISTORY_STRINGS;

/** The history's words in the language of the page that sent the request. */
function getHistoryWords(strings: Partial<Record<HistoryKey, string>> | undefined) {
	return { ...HISTORY_STRINGS, ...strings };
}

/**
 * Records the request `state` is about to send, from the page `page`, and returns the entry's
 * id for `settleRequest`. Read before sending, so the entry is what was sent even when the
 * reader edits the form while waiting.
 */
export function recordRequest(state: PlaygroundState, page: string, time = Date.now()): number {
	const request = readShareable(state);
	const { operation } = state.props;
	const url = state.buildUrl(request.params as Record<string, Record<string, string | string[]>>);
	const entry: HistoryEntry = {
		id: ++lastId,
		method: operation.method.toUpperCase(),
		url,
		status: getHistoryWords(state.props.strings).sendingStatus,
		time,
		page,
		request,
	};
	requestHistory.value = [entry, ...requestHistory.value].slice(0, HISTORY_SIZE);
	return entry.id;
}

/** Writes the outcome of a recorded request (`undefined`: it was not sent after all). */
export function settleRequest(
	id: number,
	result: SendResult | undefined,
	strings?: Partial<Record<HistoryKey, string>>,
) {
	requestHistory.value = result
		? requestHistory.value.map((entry) =>
				entry.id === id
					? {
							...entry,
							status:
								result.kind === 'response'
									? `${result.status} ${result.statusText}`.trim()
									: getHistoryWords(strings)[FAILURES[result.reason]],
						}
					: entry,
			)
		: requestHistory.value.filter((entry) => entry.id !== id);
}

/** True when `entry` was sent from the operation of `state`, so its form can take it back. */
export function isOfOperation(state: PlaygroundState, entry: HistoryEntry): boolean {
	const { method, path } = state.props.operation;
	return entry.request.op === `${method} ${path}`;
}

/** Puts an entry's request back into the form; the credentials stay as the reader left them. */
export function openRequest(state: PlaygroundState, entry: HistoryEntry) {
	restoreRequest(state, entry.request);
}
