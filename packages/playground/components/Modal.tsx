import { useEffect, useMemo, useRef } from 'preact/hooks';
import '../styles.css';
import { createPlaygroundState } from '../state/create-playground-state.ts';
import type { PlaygroundProps } from '../types.ts';

interface ModalProps extends PlaygroundProps {
	onClose: () => void;
}

/** The playground dialog: the form, Send, and the response. */
export function Modal({ onClose, ...props }: ModalProps) {
	// Created once per opening; the props of an island never change.
	const state = useMemo(() => createPlaygroundState(props, location.origin), []);
	const dialog = useRef<HTMLDivElement>(null);
	const { operation } = props;

	useEffect(() => {
		dialog.current?.querySelector<HTMLElement>('input, button')?.focus();
		const onKey = (event: KeyboardEvent) => {
			if (event.key === 'Escape') onClose();
		};
		document.addEventListener('keydown', onKey);
		return () => document.removeEventListener('keydown', onKey);
	}, [onClose]);

	const result = state.result.value;
	return (
		<div class="td-backdrop">
			<div
				ref={dialog}
				class="td-modal"
				role="dialog"
				aria-modal="true"
				aria-labelledby="td-modal-title"
			>
				<header class="td-modal-header">
					<h2 id="td-modal-title">{props.title}</h2>
					<button type="button" class="td-close" aria-label="Close" onClick={onClose}>
						×
					</button>
				</header>
				<p class="td-modal-url">
					<span class={`td-method td-method-${operation.method}`}>
						{operation.method.toUpperCase()}
					</span>{' '}
					<code>{state.request.value.url}</code>
				</p>
				<form
					class="td-form"
					onSubmit={(event) => {
						event.preventDefault();
						void state.send();
					}}
				>
					{operation.parameters.map((parameter) => (
						<label class="td-field" key={`${parameter.in}:${parameter.name}`}>
							<span class="td-field-name">
								{parameter.name}
								{parameter.required && <span class="td-required"> (required)</span>}
							</span>
							<input
								name={parameter.name}
								value={state.values.value[parameter.in]?.[parameter.name] ?? ''}
								onInput={(event) =>
									state.setValue(parameter.in, parameter.name, event.currentTarget.value)
								}
							/>
						</label>
					))}
					{props.display === 'interactive' && (
						<button type="submit" class="td-send" disabled={state.sending.value}>
							Send
						</button>
					)}
				</form>
				{result && (
					<section class="td-response" aria-live="polite">
						{result.kind === 'response' ? (
							<>
								<p>
									<strong class="td-status" data-status={result.status}>
										{result.status} {result.statusText}
									</strong>{' '}
									<span class="td-duration">{result.durationMs} ms</span>
								</p>
								<pre class="td-body">{formatBody(result.body)}</pre>
							</>
						) : (
							<p role="alert">{result.message}</p>
						)}
					</section>
				)}
			</div>
		</div>
	);
}

function formatBody(body: string): string {
	try {
		return JSON.stringify(JSON.parse(body), null, 2);
	} catch {
		return body;
	}
}
