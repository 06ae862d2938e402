/**
 * A ```mermaid fence's source read as Mermaid reads it, and rewritten into what the build-time
 * renderer (beautiful-mermaid, mermaid.ts) parses: its front matter (`---` block: the title, and
 * the configuration mermaid.js applies) and `%%` comments set aside, the header's `;` and missing
 * direction accepted (`flowchart TB;`, `graph`), a flowchart's statements split at `;`, arrows
 * written without spaces (`A-->B`) and long arrows (`---->`) made the ones the renderer knows.
 * What it cannot draw faithfully (another diagram type, circle and cross edges, invisible links,
 * shapes written `A@{ ... }`) is left to Mermaid itself, in the browser.
 */
import { parse as parseYaml } from 'yaml';

/** The diagram types the build-time renderer draws, by their header's first word. */
const BUILD_TIME_TYPES = new Set([
	'graph',
	'flowchart',
	'flowchart-elk',
	'sequenceDiagram',
	'classDiagram',
	'stateDiagram',
	'stateDiagram-v2',
	'erDiagram',
	'xychart-beta',
	'xychart',
]);

/** Mermaid's direction symbols, as the names the renderer takes. */
const DIRECTIONS: Record<string, string> = { '>': 'LR', '<': 'RL', '^': 'BT', v: 'TB' };

/** Flowchart statements that are not edges or nodes: their text is kept as written. */
const KEYWORD = /^(subgraph|end|classDef|class|style|linkStyle|click|direction)\b/;

/** Flowchart syntax the build-time renderer would drop without a word: drawn by Mermaid instead. */
const UNSUPPORTED = [
	{ pattern: /--[ox](?=[\s\w]|$)|(?:^|\s)[ox]--/, what: 'circle and cross edges (`--o`, `--x`)' },
	{ pattern: /~~~/, what: 'invisible links (`~~~`)' },
	{ pattern: /\w@/, what: 'shapes and edge ids written with `@`' },
];

/** A diagram's source made ready for the renderer. */
export interface MermaidSource {
	/** The diagram's type, the first word of its header (`flowchart`, `pie`). */
	type: string;
	/** The `title` of its front matter, which Mermaid draws above the diagram. */
	title?: string | undefined;
	/** The text the build-time renderer takes, or why it cannot draw this diagram. */
	prepared: { text: string } | { reason: string };
}

/** Reads a ```mermaid fence's source for the build-time renderer (see above). */
export function prepareMermaidSource(source: string): MermaidSource {
	const { body, title } = splitFrontMatter(source.replace(/\r\n?/g, '\n'));
	const lines = body
		.split('\n')
		.map((line) => line.trim())
		.filter((line) => line && !line.startsWith('%%'));
	const header = lines[0] ?? '';
	const type = header.split(/[\s;]/)[0] ?? '';
	if (!BUILD_TIME_TYPES.has(type)) {
		return {
			type,
			title,
			prepared: { reason: `\`${type || 'an empty diagram'}\` is drawn by Mermaid in the browser` },
		};
	}
	if (type !== 'graph' && !type.startsWith('flowchart')) {
		// Mermaid takes a `;` after any header (`sequenceDiagram;`).
		const text = [header.replace(/\s*;\s*$/, ''), ...lines.slice(1)].join('\n');
		return { type, title, prepared: { text } };
	}
	return { type, title, prepared: prepareFlowchart(header, lines.slice(1)) };
}

/** The `---` block before the diagram (YAML: `title`, `config`), and the rest. */
function splitFrontMatter(source: string): { body: string; title?: string | undefined } {
	const match = /^\s*---\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(source);
	if (!match) return { body: source };
	let title: string | undefined;
	try {
		const data: unknown = parseYaml(match[1] ?? '');
		if (data && typeof data === 'object' && 'title' in data && typeof data.title === 'string') {
			title = data.title;
		}
	} catch {
		// Front matter that is not YAML configures nothing; Mermaid ignores it the same way.
	}
	return { body: source.slice(match[0].length), title };
}

/** A flowchart's header and statements as the renderer parses them. */
function prepareFlowchart(header: string, lines: string[]): { text: string } | { reason: string } {
	const match =
		/^(?:graph|flowchart(?:-elk)?)(?:\s+(TB|TD|BT|RL|LR|[<>^v]))?\s*(?:;\s*(.*))?$/i.exec(header);
	if (!match) return { reason: `the header \`${header}\` is read by Mermaid in the browser` };
	const direction = match[1] ?? 'TB';
	const statements = [match[2] ?? '', ...lines].flatMap(splitStatements);
	for (const statement of statements) {
		if (KEYWORD.test(statement)) continue;
		const free = freeText(statement);
		const unsupported = UNSUPPORTED.find(({ pattern }) => pattern.test(free));
		if (unsupported) return { reason: `${unsupported.what} are drawn by Mermaid in the browser` };
	}
	const body = statements.map((statement) =>
		KEYWORD.test(statement) ? statement : rewriteFree(statement, normalizeArrows),
	);
	const name = DIRECTIONS[direction] ?? direction.toUpperCase();
	return { text: [`flowchart ${name}`, ...body].join('\n') };
}

/** Arrows as the renderer reads them: a space before, and long arrows at their base length. */
function normalizeArrows(text: string): string {
	return text
		.replace(/-\.{2,}->/g, '-.->')
		.replace(/-\.{2,}-/g, '-.-')
		.replace(/-{3,}>/g, '-->')
		.replace(/-{4,}/g, '---')
		.replace(/={3,}>/g, '==>')
		.replace(/={4,}/g, '===')
		.replace(/(\w)(<?(?:--|==|-\.))/g, '$1 $2');
}

/**
 * The parts of a statement Mermaid reads as syntax, apart from the text it shows: quoted strings,
 * bracketed labels (`[...]`, `(...)`, `{...}`) and edge labels (`|...|`) are kept as written.
 */
function splitParts(statement: string): Array<{ text: string; free: boolean }> {
	const parts: Array<{ text: string; free: boolean }> = [];
	let free = '';
	let i = 0;
	while (i < statement.length) {
		const end = findLabelEnd(statement, i);
		if (end === i) {
			free += statement[i];
			i++;
			continue;
		}
		if (free) parts.push({ text: free, free: true });
		free = '';
		parts.push({ text: statement.slice(i, end), free: false });
		i = end;
	}
	if (free) parts.push({ text: free, free: true });
	return parts;
}

/** Where a label starting at `start` ends (after its closer), or `start` when none starts there. */
function findLabelEnd(text: string, start: number): number {
	const char = text[start];
	if (char === '"' || char === '|') {
		const close = text.indexOf(char, start + 1);
		return close === -1 ? text.length : close + 1;
	}
	if (char !== '[' && char !== '(' && char !== '{') return start;
	let depth = 0;
	for (let i = start; i < text.length; i++) {
		const current = text[i] as string;
		if (current === '"') {
			const close = text.indexOf('"', i + 1);
			i = close === -1 ? text.length : close;
		} else if ('[({'.includes(current)) depth++;
		else if ('])}'.includes(current) && --depth === 0) return i + 1;
	}
	return text.length;
}

/** A statement's free text only (its labels left out), for the checks. */
function freeText(statement: string): string {
	return splitParts(statement)
		.map((part) => (part.free ? part.text : ' '))
		.join('');
}

/** The statement with `rewrite` applied to its free text, its labels unchanged. */
function rewriteFree(statement: string, rewrite: (text: string) => string): string {
	return splitParts(statement)
		.map((part) => (part.free ? rewrite(part.text) : part.text))
		.join('');
}

/** A line's statements: Mermaid separates them with `;` as well as with line breaks. */
function splitStatements(line: string): string[] {
	const statements: string[] = [];
	let current = '';
	for (const part of splitParts(line)) {
		if (!part.free) {
			current += part.text;
			continue;
		}
		const pieces = part.text.split(';');
		current += pieces[0];
		for (const piece of pieces.slice(1)) {
			statements.push(current);
			current = piece;
		}
	}
	statements.push(current);
	return statements.map((statement) => statement.trim()).filter(Boolean);
}
