import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { HarRequest } from '@trydocs/openapi/request';

/** Writes a request in one language (`@trydocs/openapi/snippet-writers`, loaded on demand). */
export type SnippetWriter = (request: HarRequest) => string;

/** The languages of the code examples when the page configures none. */
const DEFAULT_LANGUAGES = ['bash', 'python', 'javascript'];

/** Loads one language's writer; the loader and each writer are chunks of their own. */
async function loadWriter(languageKey: string): Promise<SnippetWriter> {
	const { loadSnippetWriter } = await import('@trydocs/openapi/snippet-writers');
	return loadSnippetWriter(languageKey);
}

/**
 * The code examples: the language on screen (only its writer is loaded, and another when the
 * reader switches) and the example of `request` in it.
 */
export function createSnippetState(
	configured: string[] | undefined,
	request: ReadonlySignal<HarRequest>,
) {
	const languages = configured ?? DEFAULT_LANGUAGES;
	const language = signal(languages[0] ?? 'bash');
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
		if (snippetWriters.peek()[key]) return;
		let write: SnippetWriter;
		try {
			write = await loadWriter(key);
		} catch (error) {
			const message = `// ${(error as Error).message}`;
			write = () => message;
		}
		snippetWriters.value = { ...snippetWriters.peek(), [key]: write };
	}

	return { languages, language, snippetWriters, snippet, selectLanguage };
}
