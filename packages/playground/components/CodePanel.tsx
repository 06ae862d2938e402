import { useRef, useState } from 'preact/hooks';
import { highlightCode } from '../highlight.ts';
import type { PlaygroundState } from '../state/create-playground-state.ts';
import { writeClipboard } from './clipboard.ts';

/**
 * The code examples: a tab per configured language; the one on screen is regenerated from the
 * request on each keystroke (its writer loads when the tab is first shown), with a copy button
 * that says when it copied.
 */
export function CodePanel({ state }: { state: PlaygroundState }) {
	const t = state.strings;
	const { languages } = state;
	const active = Math.max(
		0,
		languages.findIndex((language) => language.key === state.language.value),
	);
	const setActive = (index: number) => void state.selectLanguage(languages[index]?.key ?? '');
	const [copied, setCopied] = useState<string | undefined>(undefined);
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	const tabs = useRef<Array<HTMLButtonElement | null>>([]);
	const current = state.snippet.value;

	const copy = async (key: string) => {
		const text = current ?? '';
		await writeClipboard(text);
		clearTimeout(timer.current);
		setCopied(key);
		timer.current = setTimeout(() => setCopied(undefined), 2000);
	};

	const onTabKey = (event: KeyboardEvent) => {
		const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
		if (!step) return;
		event.preventDefault();
		const next = (active + step + languages.length) % languages.length;
		setActive(next);
		tabs.current[next]?.focus();
	};

	return (
		<section class="td-pg-code" aria-label={t.codeExamples}>
			<div class="td-pg-tabs" role="tablist" aria-label={t.language}>
				{languages.map(({ key, label }, index) => (
					<button
						key={key}
						ref={(element) => {
							tabs.current[index] = element;
						}}
						type="button"
						role="tab"
						id={`td-pg-tab-${index}`}
						aria-selected={index === active}
						aria-controls={`td-pg-panel-${index}`}
						tabIndex={index === active ? 0 : -1}
						onClick={() => setActive(index)}
						onKeyDown={onTabKey}
					>
						{label}
					</button>
				))}
			</div>
			{languages.map((language, index) => {
				const { key } = language;
				const shown = index === active;
				const snippet = shown ? current : undefined;
				return (
					<div
						key={key}
						role="tabpanel"
						id={`td-pg-panel-${index}`}
						aria-labelledby={`td-pg-tab-${index}`}
						hidden={!shown}
						class="td-pg-code-panel"
						data-language={key}
					>
						<button
							type="button"
							class="td-pg-copy"
							disabled={snippet === undefined}
							onClick={() => void copy(key)}
						>
							{copied === key ? t.copied : t.copy}
						</button>
						{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard (axe scrollable-region-focusable) */}
						<pre class="td-pg-pre" tabIndex={0}>
							{snippet === undefined ? (
								shown && <code>{t.loading}</code>
							) : (
								<code
									data-ready
									// Escaped by the highlighter: safe whatever the values typed.
									// highlightCode escapes all text before adding its markup.
									dangerouslySetInnerHTML={{
										__html: highlightCode(snippet, language.syntax),
									}}
								/>
							)}
						</pre>
						{language.note && <p class="td-pg-hint">{language.note}</p>}
					</div>
				);
			})}
			<span class="td-pg-sr-only" role="status" aria-live="polite">
				{copied ? t.copiedToClipboard : ''}
			</span>
		</section>
	);
}
