/**
 * Mintlify publishes a page whose MDX has a construct MDX cannot read (an unclosed `<br>` or
 * `<img>` as HTML allows it, a `<` or `{` in prose: `<= 100k`, `<Colors.RED: 'red'>`, a Python
 * dict), so one such page must not stop a Trydocs build either. Before `@astrojs/mdx` compiles a
 * file, this step parses it as MDX; only a file that fails is changed, one construct at a time:
 * an HTML void element is closed (`<br>` -> `<br />`), anything else that broke the parse is
 * written as a character reference (`&lt;`, `&#123;`) so it shows as the text it is. Each file gets one warning naming the
 * lines and how to fix them at the source.
 */
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Problem } from '../problems/problems.ts';

/** One change made to a file so that MDX reads it. */
export interface MdxRepair {
	/** 1-based line of the source file. */
	line: number;
	/** What the MDX parser said. */
	reason: string;
	/** What was done: the element closed, or the character escaped. */
	fix: string;
}

const VOID_ELEMENTS = new Set(
	'area base br col embed hr img input link meta source track wbr'.split(' '),
);
/** More repairs than this in one file: every `<` and `{` outside code is escaped at once. */
const MAX_REPAIRS = 50;
// As `@astrojs/mdx` reads it: GFM changes where JSX can be (table cells, autolinks).
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

interface ParseError {
	line: number;
	column: number;
	reason: string;
}

function findParseError(text: string): ParseError | undefined {
	try {
		parser.parse(text);
		return undefined;
	} catch (error) {
		const { line, column, reason, message } = error as {
			line?: number;
			column?: number;
			reason?: string;
			message: string;
		};
		return { line: line ?? 1, column: column ?? 1, reason: reason ?? message };
	}
}

function toOffset(text: string, line: number, column: number): number {
	let offset = 0;
	for (let current = 1; current < line; current++) {
		const next = text.indexOf('\n', offset);
		if (next === -1) return text.length;
		offset = next + 1;
	}
	return Math.min(offset + column - 1, text.length);
}

/** The frontmatter block, blanked to keep line numbers, and the text after it. */
function splitFrontmatter(source: string): { head: string; body: string } {
	const match = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/.exec(source);
	if (!match) return { head: '', body: source };
	return { head: match[0], body: match[0].replace(/[^\n]/g, '') + source.slice(match[0].length) };
}

/** Closes the void element the parser names as the open tag (`<img>` at 26:39-26:102). */
function closeVoidElement(text: string, error: ParseError): string | undefined {
	const open = /for `<(\w+)>` \((\d+):(\d+)-(\d+):(\d+)\)/.exec(error.reason);
	if (!open?.[1] || !VOID_ELEMENTS.has(open[1])) return undefined;
	const end = toOffset(text, Number(open[4]), Number(open[5])) - 1;
	if (text[end] !== '>') return undefined;
	return `${text.slice(0, end)} />${text.slice(end + 1)}`;
}

/** `<` and `{` as character references: text wherever they stand, even inside a GFM autolink. */
const REFERENCES: Record<string, string> = { '<': '&lt;', '{': '&#123;' };

/**
 * Turns the `<` or `{` that starts the construct the parser stopped in into text: the open tag
 * the parser names (`<i>` at 29:3), else the nearest one before where it stopped.
 */
function escapeConstruct(text: string, error: ParseError): string | undefined {
	const open = /for `<[^`]*>` \((\d+):(\d+)-/.exec(error.reason);
	const at = open
		? toOffset(text, Number(open[1]), Number(open[2]))
		: toOffset(text, error.line, error.column);
	const opener = /expression|acorn|`\{`|brace/i.test(error.reason) ? '{' : '<';
	let start = text[at] === '<' || text[at] === '{' ? at : text.lastIndexOf(opener, at);
	if (start === -1) start = text.lastIndexOf(opener === '<' ? '{' : '<', at);
	if (start === -1) return undefined;
	const char = text[start] ?? '';
	// An escaped `\<` that a GFM autolink swallowed the backslash of: the reference holds.
	const from = text[start - 1] === '\\' ? start - 1 : start;
	return `${text.slice(0, from)}${REFERENCES[char]}${text.slice(start + 1)}`;
}

/** Every `<` and `{` outside fenced and inline code as text: the page reads as plain Markdown. */
function escapeAll(text: string): string {
	let inFence = false;
	return text
		.split('\n')
		.map((line) => {
			if (/^\s*(```|~~~)/.test(line)) {
				inFence = !inFence;
				return line;
			}
			if (inFence) return line;
			return line
				.split(/(`+[^`]*`+)/)
				.map((part, index) =>
					index % 2 === 1 ? part : part.replace(/[<{]/g, (char) => REFERENCES[char] ?? char),
				)
				.join('');
		})
		.join('\n');
}

/**
 * Makes `source` (an MDX file) readable by MDX, as described above. Returns `undefined` when it
 * already is (the common case: the file is not touched), else the new source and what changed.
 */
export function repairMdx(source: string): { code: string; repairs: MdxRepair[] } | undefined {
	const { head, body } = splitFrontmatter(source);
	let error = findParseError(body);
	if (!error) return undefined;
	let text = body;
	const repairs: MdxRepair[] = [];
	while (error && repairs.length < MAX_REPAIRS) {
		const closed = closeVoidElement(text, error);
		const next = closed ?? escapeConstruct(text, error);
		if (next === undefined) break;
		repairs.push({
			line: error.line,
			reason: error.reason,
			fix: closed ? 'closed the HTML element' : 'shown as text',
		});
		text = next;
		error = findParseError(text);
	}
	if (error) {
		repairs.push({ line: error.line, reason: error.reason, fix: 'the page is shown as text' });
		text = escapeAll(body);
		// Last resort, never reached on the corpus: the page as one block of preformatted text.
		if (findParseError(text)) text = `~~~~~~text\n${body.replaceAll('~~~~~~', '~ ~ ~')}\n~~~~~~\n`;
	}
	return { code: head + text.slice(head.replace(/[^\n]/g, '').length), repairs };
}

/** The repairs of one file as one problem: where, what MDX said, and the fix. */
export function describeRepairs(file: string, repairs: MdxRepair[]): Problem {
	const lines = repairs.map((repair) => `line ${repair.line}: ${repair.reason} (${repair.fix})`);
	return {
		kind: 'page',
		file,
		line: repairs[0]?.line,
		message: `MDX cannot read this file; Trydocs publishes it anyway. ${lines.join('; ')}.`,
		hint: 'Close HTML elements (`<br />`, `<img ... />`) and escape a `<` or `{` meant as text (`\\<`, `\\{`), or put it in backticks.',
		severity: 'warning',
	};
}
