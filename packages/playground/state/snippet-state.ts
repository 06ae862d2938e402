import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { HarRequest } from '@trydocs/openapi/request';
import type { PlaygroundLanguage } from '../types.ts';

/** Writes a request in one language (`@trydocs/openapi/snippet-writers`, loaded on demand). */
export type SnippetWriter = (request: HarRequest) => string;

/** Loads one language's writer; the loader and each writer are chunks of their own. */
async function loadWriter(language: PlaygroundLanguage): Promise<SnippetWriter> {
	const { loadSnippetWriter } = await import('@trydocs/openapi/snippet-writers');
	return loadSnippetWriter(language);
}

/**
 * The code examples: the language on screen (only its writer is loaded, and another when the
 * reader switches) and the example of `request` in it.
 */
export function createSnippetState(
	languages: PlaygroundLanguage[],
	request: ReadonlySignal<HarRequest>,
) {
	const language = signal(languages[0]?.key ?? '');
	const snippetWriters = signal<Record<string, SnippetWriter>>({});

	/** The code example in the language on screen; undefined until its writer has loaded. */
	const snippet = computed<string | undefined>(() => {
		const write = snippetWriters.value[language.value];
		if (!write) return undefined;
		try {
			return write(request.value);
		} catch (error) {
			return `// ${(error as Error).message}`;
		}
	});

	/** Shows a language's code example, loading its writer the first time. */
	async function selectLanguage(key: string): Promise<void> {
		language.value = key;
		const chosen = languages.find((candidate) => candidate.key === key);
		if (!chosen || snippetWriters.peek()[key]) return;
		let write: SnippetWriter;
		try {
			write = await loadWriter(chosen);
		} catch (error) {
			const message = `// ${(error as Error).message}`;
			write = () => message;
		}
		snippetWriters.value = { ...snippetWriters.peek(), [key]: write };
	}

	return { languages, language, snippetWriters, snippet, selectLanguage };
}
