/**
 * A fenced code block's meta string as Mintlify and Starlight's Expressive Code write it:
 * ```` ```js title="astro.config.mjs" ```` or Mintlify's ```` ```java HelloWorld.java example lines icon="java" {1,3-4} ````.
 * Words that are no option make the title; `{1,3-4}` and `highlight={...}` mark lines, `focus`
 * too; `lines` (or `showLineNumbers`) numbers them, `wrap` wraps them, `expandable` folds a long
 * block, `nocopy` (any case, or `no-copy`) leaves the copy button out. Options Trydocs does not draw (`twoslash`, `diff`) are returned to be reported.
 */

/** What a code block's meta asks for. */
export interface CodeMeta {
	title?: string | undefined;
	icon?: string | undefined;
	/** 1-based line numbers to highlight (`{1,3-4}`, `highlight={...}`, `mark=...`, and `focus`). */
	highlight: number[];
	lines: boolean;
	wrap: boolean;
	expandable: boolean;
	/** False for Mintlify's `nocopy`: the block has no copy button. */
	copy: boolean;
	/** Options written in the meta that Trydocs does not draw. */
	unsupported: string[];
}

/** `1,3-4` (with or without braces) as `[1, 3, 4]`. */
export function parseLineRanges(text: string): number[] {
	const lines = new Set<number>();
	for (const part of text.replace(/[{}[\]"']/g, '').split(',')) {
		const range = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(part);
		if (!range) continue;
		const from = Number(range[1]);
		const to = Math.min(Number(range[2] ?? range[1]), from + 10_000);
		for (let line = from; line <= to; line++) lines.add(line);
	}
	return [...lines].sort((a, b) => a - b);
}

const FLAGS = new Set(['lines', 'showLineNumbers', 'wrap', 'expandable']);
/** Mintlify's `nocopy`, as writers spell it (`noCopy`, `no-copy`). */
const NO_COPY = /^no-?copy$/i;
/** Expressive Code and Mintlify options with no effect here, which are reported, never silently read as title. */
const UNSUPPORTED = new Set([
	'twoslash',
	'diff',
	'collapse',
	'ins',
	'del',
	'frame',
	'startLineNumber',
]);

/**
 * Options that ask for nothing a reader would see, which Mintlify itself writes and ignores:
 * `theme={null}` (the site's theme, Mintlify's own pages carry it on every block) and `test`
 * (`test="skip"`, for tools that run a page's examples). Neither is reported.
 */
function isInert(key: string, value: string): boolean {
	return key === 'test' || (key === 'theme' && /^(null|undefined|)$/.test(value.trim()));
}

/** Reads a code block's meta string. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
	const result: CodeMeta = {
		highlight: [],
		lines: false,
		wrap: false,
		expandable: false,
		copy: true,
		unsupported: [],
	};
	const words: string[] = [];
	const tokens =
		(meta ?? '').match(/[\w-]+=(?:"[^"]*"|'[^']*'|\{[^}]*\}|\S+)|\{[^}]*\}|"[^"]*"|'[^']*'|\S+/g) ??
		[];
	for (const token of tokens) {
		const pair = /^([\w-]+)=(.*)$/s.exec(token);
		if (pair) {
			const key = (pair[1] as string).toLowerCase();
			const value = (pair[2] as string).replace(/^["'{]|["'}]$/g, '');
			if (key === 'title') result.title = value;
			else if (key === 'icon') result.icon = value;
			else if (key === 'highlight' || key === 'mark' || key === 'focus')
				result.highlight.push(...parseLineRanges(value));
			else if (key === 'lines' || key === 'showlinenumbers') result.lines = value !== 'false';
			else if (key === 'wrap') result.wrap = value !== 'false';
			else if (key === 'expandable') result.expandable = value !== 'false';
			else if (NO_COPY.test(key)) result.copy = value === 'false';
			else if (!isInert(key, value)) result.unsupported.push(key);
		} else if (token.startsWith('{')) {
			result.highlight.push(...parseLineRanges(token));
		} else if (NO_COPY.test(token)) {
			result.copy = false;
		} else if (FLAGS.has(token)) {
			if (token === 'wrap') result.wrap = true;
			else if (token === 'expandable') result.expandable = true;
			else result.lines = true;
		} else if (UNSUPPORTED.has(token)) {
			result.unsupported.push(token);
		} else {
			words.push(token.replace(/^["']|["']$/g, ''));
		}
	}
	if (result.title === undefined && words.length > 0) result.title = words.join(' ');
	result.highlight = [...new Set(result.highlight)].sort((a, b) => a - b);
	return result;
}
