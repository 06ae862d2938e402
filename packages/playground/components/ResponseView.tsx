import type { Signal } from '@preact/signals';
import type { ResponseCheck } from '../state/check-response.ts';
import type { PlaygroundState } from '../state/create-playground-state.ts';
import type { SendResult } from '../state/send/types.ts';
import type { Variable } from '../state/variables.ts';
import { RESPONSE_STRINGS } from '../strings/response.ts';
import { JsonCapture } from './JsonCapture.tsx';

/** Shows a byte count the way people read it: 512 B, 1.2 KB, 3.4 MB. */
export function formatSize(bytes: number): string {
	if (bytes < 1024) return `${bytes} B`;
	if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
	return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The response: status code and text, duration, size, headers, and the body formatted by its
 * type (JSON pretty-printed and highlighted, its values ready to save as variables, images as
 * images, everything else escaped text).
 */
export function ResponseView({ result, state }: { result: SendResult; state: PlaygroundState }) {
	const t = { ...RESPONSE_STRINGS, ...state.props.strings };
	const say = (template: string, values: Record<string, string | number>) =>
		state.fillText(template, values);
	const check = state.check.value;
	if (result.kind === 'error') {
		return (
			<section class="td-pg-response td-pg-response-error" aria-label={t.response}>
				<div role="alert">
					<p class="td-pg-error-message">{result.message}</p>
					<p class="td-pg-error-hint">{result.hint}</p>
				</div>
			</section>
		);
	}
	const tone = result.status >= 500 ? 'server' : result.status >= 400 ? 'client' : 'ok';
	return (
		<section class="td-pg-response" aria-label={t.response}>
			<p class="td-pg-response-meta" role="status">
				<strong class={`td-pg-status td-pg-status-${tone}`} data-status={result.status}>
					{`${result.status} ${result.statusText}`.trim()}
				</strong>
				<span class="td-pg-duration">{result.durationMs} ms</span>
				<span class="td-pg-size">{formatSize(result.size)}</span>
				{result.via === 'proxy' && <span class="td-pg-via">{t.viaProxy}</span>}
				{result.streaming && <span class="td-pg-via">{t.receiving}</span>}
			</p>
			{check && <CheckView check={check} />}
			<ResponseBody result={result} strings={t} say={say} variables={state.variables} />
			<details class="td-pg-headers">
				<summary>{say(t.headersCount, { count: result.headers.length })}</summary>
				<table>
					<tbody>
						{result.headers.map((header) => (
							<tr key={`${header.name}:${header.value}`}>
								<th scope="row">{header.name}</th>
								<td>{header.value}</td>
							</tr>
						))}
					</tbody>
				</table>
			</details>
		</section>
	);
}

/** The response checked against the docs: one line when it matches, else each difference. */
function CheckView({ check }: { check: ResponseCheck }) {
	return (
		<div class={`td-pg-check td-pg-check-${check.matches ? 'ok' : 'mismatch'}`}>
			<p class="td-pg-check-summary" role="status">
				<span aria-hidden="true">{check.matches ? '✓ ' : '✗ '}</span>
				{check.summary}
			</p>
			{check.mismatches.length > 0 && (
				<ul class="td-pg-check-list">
					{check.mismatches.map((mismatch) => (
						<li key={`${mismatch.pointer} ${mismatch.message}`}>
							{mismatch.pointer && <code class="td-pg-check-pointer">{mismatch.pointer}</code>}{' '}
							{mismatch.message}
						</li>
					))}
				</ul>
			)}
		</div>
	);
}

function ResponseBody({
	result,
	strings: t,
	say,
	variables,
}: {
	result: Extract<SendResult, { kind: 'response' }>;
	strings: typeof RESPONSE_STRINGS;
	say: (template: string, values: Record<string, string | number>) => string;
	variables: Signal<Variable[]>;
}) {
	switch (result.bodyKind) {
		case 'empty':
			return <p class="td-pg-hint">{t.noBody}</p>;
		case 'image':
			return (
				<img
					class="td-pg-body-image"
					src={result.imageUrl}
					alt={`Response body (${result.contentType}, ${formatSize(result.size)})`}
				/>
			);
		case 'binary':
			return (
				<p class="td-pg-hint">
					{say(t.binaryBody, { size: formatSize(result.size), type: result.contentType || '?' })}
				</p>
			);
		case 'json':
			return <JsonCapture body={result.body} variables={variables} words={t} />;
		default:
			// HTML and other text is shown as text, escaped, never rendered or executed.
			return (
				// biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard (axe scrollable-region-focusable)
				<pre class="td-pg-pre td-pg-body" tabIndex={0}>
					<code>{result.body}</code>
				</pre>
			);
	}
}
