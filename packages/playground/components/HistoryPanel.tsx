/**
 * The tab's request history (`state/history.ts`): the last requests sent from any endpoint page,
 * the newest first, with method, URL, status and time; one of this operation opens again in the
 * form, one of another links to its page, whose playground opens with it. Never a credential: the entries hold none. A chunk of
 * its own, loaded when the reader opens it.
 */

import type { PlaygroundState } from '../state/create-playground-state.ts';
import { handRequest } from '../state/handoff.ts';
import { isOfOperation, openRequest, requestHistory } from '../state/history.ts';
import { HISTORY_STRINGS } from '../strings/history.ts';

/** The history panel; `onOpen` runs once an entry is back in the form. */
export function HistoryPanel({ state, onOpen }: { state: PlaygroundState; onOpen: () => void }) {
	const t = { ...HISTORY_STRINGS, ...state.props.strings };
	const entries = requestHistory.value;
	return (
		<section class="td-pg-history" aria-labelledby="td-pg-history-title">
			<h3 id="td-pg-history-title" class="td-pg-history-title">
				{state.strings.history}
			</h3>
			{entries.length === 0 ? (
				<p class="td-pg-hint">{t.noHistory}</p>
			) : (
				<ol class="td-pg-history-list">
					{entries.map((entry) => {
						const time = new Date(entry.time);
						const name = state.fillText(t.historyEntry, {
							method: entry.method,
							url: entry.url,
							status: entry.status,
							time: time.toLocaleTimeString(),
						});
						return (
							<li key={entry.id} class="td-pg-history-entry">
								<span class={`td-method td-method-${entry.method.toLowerCase()}`}>
									{entry.method}
								</span>
								<code class="td-pg-history-url">{entry.url}</code>
								<span class="td-pg-history-meta">
									{entry.status} ·{' '}
									<time dateTime={time.toISOString()}>{time.toLocaleTimeString()}</time>
								</span>
								{isOfOperation(state, entry) ? (
									<button
										type="button"
										class="td-pg-small-button"
										aria-label={state.fillText(t.openInForm, { name })}
										onClick={() => {
											openRequest(state, entry);
											onOpen();
										}}
									>
										{t.open}
									</button>
								) : (
									<a
										class="td-pg-history-link"
										href={entry.page}
										// The page swap keeps this document: its island takes the request.
										onClick={() => handRequest(entry.page, entry.request)}
										aria-label={state.fillText(t.goToPageOf, { name })}
									>
										{t.itsPage}
									</a>
								)}
							</li>
						);
					})}
				</ol>
			)}
			<p class="td-pg-hint">{t.historyHint}</p>
		</section>
	);
}
