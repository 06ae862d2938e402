/**
 * What the page swap (client/page-swap.ts) and the links that load it (client/page-links.ts)
 * share: a leaf both import, so neither imports the other's types.
 */

/** What the swap asks of the island: hydrate the new page's buttons, unmount the old ones. */
export interface SwapHooks {
	/** The selector of the 'Try it' hosts. */
	hosts: string;
	/** Hydrates a 'Try it' host with its props. */
	mount(host: HTMLElement): void;
	/** Unmounts a 'Try it' host before it leaves the document. */
	unmount(host: HTMLElement): void;
}

/**
 * The first page's scripts and stylesheets, taken before the playground adds its modal's sheet:
 * what a page of this document may bring without a load.
 */
export interface FirstPage {
	scripts: HTMLScriptElement[];
	styles: Array<HTMLLinkElement | HTMLStyleElement>;
}
