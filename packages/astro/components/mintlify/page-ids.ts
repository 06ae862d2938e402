/**
 * Ids unique within one page, for the components that need them (a tab set's radio group, a
 * code block's fold toggle, a Mermaid diagram's markers). The counters live on `Astro.locals`
 * under `Symbol.for` keys, as Starlight's `<Tabs>` keeps its own: fresh for each page, so an id
 * depends on the page alone, never on the order the build renders pages in, and shared by
 * everything the page renders (its snippets too).
 */

/** The kinds of ids a page hands out, each counted apart. */
export type PageIdKind = 'tabs' | 'code' | 'mermaid';

const KEYS: { readonly [Kind in PageIdKind]: symbol } = {
	tabs: Symbol.for('@trydocs/astro:tabs-count'),
	code: Symbol.for('@trydocs/astro:code-count'),
	mermaid: Symbol.for('@trydocs/astro:mermaid-count'),
};

/** The next number (from 1) of `kind` on the page whose `Astro.locals` is `locals`. */
export function nextPageId(locals: object, kind: PageIdKind): number {
	const counters = locals as { [key: symbol]: number | undefined };
	const next = (counters[KEYS[kind]] ?? 0) + 1;
	counters[KEYS[kind]] = next;
	return next;
}
