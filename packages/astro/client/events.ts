/**
 * The events the shell script sends its on-demand modules once they have loaded (types only, so
 * no module is shared between the shell's chunk and theirs; the names are checked by TypeScript).
 */
export interface ShellOpenDetail {
	/** The button that opened it: focus returns there when it closes. */
	opener: HTMLElement | null;
	/** For search: the words to start from. */
	query?: string;
	/** True when the reader typed `query` (the caret goes after it), false when it is proposed. */
	typed?: boolean;
}

declare global {
	interface DocumentEventMap {
		'trydocs:open-search': CustomEvent<ShellOpenDetail>;
		'trydocs:open-menu': CustomEvent<ShellOpenDetail>;
		'trydocs:contextual': CustomEvent<ShellOpenDetail>;
		/** Sent once a page is shown in place of another (client/page-swap.ts). */
		'trydocs:page-swap': CustomEvent<undefined>;
	}
}
