/**
 * `llms.txt` and `llms-full.txt` as Mintlify documents them (its guide "llms.txt"): the site's
 * title as an H1, its description as a quote, the agent instructions, then the pages in
 * navigation order, each a link to its `.md` with its description, the specs, and external
 * links under `Optional`. Pure: the route gives the pages (utils/agents/llms-pages.ts).
 */

/** One page as llms.txt lists it. */
export interface LlmsEntry {
	title: string;
	/** The address of its Markdown (`.../page.md`). */
	url: string;
	description?: string | undefined;
	/** The page's slug, for llms-full.txt. */
	slug?: string | undefined;
}

/** A titled section of llms.txt (a navigation group). */
export interface LlmsSection {
	heading: string;
	entries: LlmsEntry[];
}

/** What llms.txt is written from. */
export interface LlmsTxtInput {
	title: string;
	description?: string | undefined;
	/** docs.json `markdown.instructions`, joined with line breaks. */
	instructions?: string | undefined;
	sections: LlmsSection[];
	/** The OpenAPI specs: name and address. */
	specs: Array<{ name: string; url: string }>;
	/** Absolute links of the navigation. */
	optional: Array<{ title: string; url: string }>;
}

/** Mintlify's cap on a generated llms.txt; llms-full.txt has none. */
export const LLMS_TXT_MAX_CHARS = 100_000;

/** The first paragraph of a description, cut at 300 characters, as Mintlify lists it. */
export function summarize(description: string | undefined, max = 300): string | undefined {
	const first = description
		?.trim()
		.split(/\n\s*\n/)[0]
		?.replace(/\s+/g, ' ')
		.trim();
	if (!first) return undefined;
	return first.length > max ? `${first.slice(0, max - 1).trimEnd()}…` : first;
}

/** The `> ## Agent Instructions` block of docs.json `markdown.instructions`. */
export function writeInstructions(instructions: string | undefined): string {
	if (!instructions?.trim()) return '';
	return [
		'> ## Agent Instructions',
		...instructions
			.trim()
			.split('\n')
			.map((line) => `> ${line}`),
	].join('\n');
}

function writeHead(input: LlmsTxtInput): string[] {
	const head = [`# ${input.title}`];
	const description = summarize(input.description, 1000);
	if (description) head.push(`> ${description}`);
	const instructions = writeInstructions(input.instructions);
	if (instructions) head.push(instructions);
	return head;
}

function writeEntry(entry: LlmsEntry, descriptionLength: number): string {
	const description =
		descriptionLength > 0 ? summarize(entry.description, descriptionLength) : undefined;
	return `- [${entry.title.replace(/[[\]]/g, '\\$&')}](${entry.url})${description ? `: ${description}` : ''}`;
}

function writeBody(
	input: LlmsTxtInput,
	sections: LlmsSection[],
	descriptionLength: number,
): string[] {
	const parts: string[] = [];
	for (const section of sections) {
		if (section.entries.length === 0) continue;
		parts.push(
			`## ${section.heading}`,
			section.entries.map((entry) => writeEntry(entry, descriptionLength)).join('\n'),
		);
	}
	if (input.specs.length > 0) {
		parts.push(
			'## OpenAPI Specs',
			input.specs.map((spec) => `- [${spec.name}](${spec.url})`).join('\n'),
		);
	}
	if (input.optional.length > 0) {
		parts.push(
			'## Optional',
			input.optional.map((link) => `- [${link.title}](${link.url})`).join('\n'),
		);
	}
	return parts;
}

/**
 * llms.txt. Past `max` characters, descriptions are shortened first (to 100 characters, then
 * left out), then the last entries are dropped and a note says how many and from which sections.
 */
export function writeLlmsTxt(input: LlmsTxtInput, max = LLMS_TXT_MAX_CHARS): string {
	const head = writeHead(input);
	for (const length of [300, 100, 0]) {
		const text = `${[...head, ...writeBody(input, input.sections, length)].join('\n\n')}\n`;
		if (text.length <= max) return text;
	}
	// Still too long: keep entries in order while they fit, leaving room for the note.
	const room = max - 1000;
	const kept: LlmsSection[] = [];
	const omitted = new Map<string, number>();
	let size = head.join('\n\n').length;
	for (const section of input.sections) {
		const entries: LlmsEntry[] = [];
		for (const entry of section.entries) {
			const line = writeEntry(entry, 0);
			if (size + line.length + 1 <= room && omitted.size === 0) {
				entries.push(entry);
				size += line.length + 1;
			} else omitted.set(section.heading, (omitted.get(section.heading) ?? 0) + 1);
		}
		kept.push({ heading: section.heading, entries });
	}
	const count = [...omitted.values()].reduce((sum, n) => sum + n, 0);
	const note = `> This list stops at ${max.toLocaleString('en-US')} characters: ${count} pages are not listed (${[...omitted].map(([heading, n]) => `${heading}: ${n}`).join('; ')}). llms-full.txt has every page.`;
	const text = `${[...head, ...writeBody({ ...input, specs: [], optional: [] }, kept, 0), note].join('\n\n')}\n`;
	return text.length <= max ? text : `${text.slice(0, max - note.length - 3)}\n\n${note}\n`;
}

/** One page of llms-full.txt. */
export interface LlmsFullPage {
	title: string;
	/** The page's address (its HTML). */
	source: string;
	description?: string | undefined;
	/** The page's Markdown, without its title. */
	markdown: string;
}

/** The site llms-full.txt is about, named in its head. */
export interface LlmsFullSite {
	title: string;
	description?: string | undefined;
	instructions?: string | undefined;
}

/** The head of llms-full.txt: the site's title, description and instructions for agents. */
export function writeLlmsFullHead(site: LlmsFullSite): string {
	return writeHead({ ...site, sections: [], specs: [], optional: [] }).join('\n\n');
}

/** One page of llms-full.txt: its title, source address, description and Markdown. */
export function writeLlmsFullPage(page: LlmsFullPage): string {
	return [`# ${page.title}\nSource: ${page.source}`, page.description?.trim(), page.markdown]
		.filter(Boolean)
		.join('\n\n');
}

/** What separates the head and the pages of llms-full.txt. */
export const LLMS_FULL_SEPARATOR = '\n\n---\n\n';

/** llms-full.txt whole: the head, then every page. */
export function writeLlmsFull(site: LlmsFullSite, pages: LlmsFullPage[]): string {
	return `${[writeLlmsFullHead(site), ...pages.map(writeLlmsFullPage)].join(LLMS_FULL_SEPARATOR)}\n`;
}
