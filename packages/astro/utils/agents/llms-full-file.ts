/**
 * llms-full.txt written after a build from the `.md` files it wrote (the plan, types.ts), one
 * page at a time: the Markdown of every page is made once, for its `.md` file, and never held
 * whole (Microsoft Graph's llms-full.txt is 170 MB).
 */
import { mkdir, open, readFile } from 'node:fs/promises';
import { LLMS_FULL_SEPARATOR, writeLlmsFullPage } from './llms-txt.ts';
import type { LlmsFullPlan, LlmsFullPlanPage } from './types.ts';

/** A `.md` file's title and the Markdown after it (agent-pages.ts `writeMarkdownFile`). */
function readMarkdownFile(text: string, listed: string): { title: string; markdown: string } {
	const head = `# ${listed}\n\n`;
	// The title llms.txt lists is the page's; should they ever differ, the file's is the one.
	const end = text.startsWith(head) ? head.length - 2 : text.indexOf('\n\n');
	return { title: text.slice(2, end), markdown: text.slice(end + 2).replace(/\n$/, '') };
}

async function readPage(dir: URL, page: LlmsFullPlanPage): Promise<string | undefined> {
	let text: string;
	try {
		text = await readFile(new URL(`.${page.file}`, dir), 'utf8');
	} catch (error) {
		// A listed page without Markdown is left out, as llms-full.txt's route leaves it out.
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
		throw error;
	}
	return writeLlmsFullPage({ source: page.source, ...readMarkdownFile(text, page.title) });
}

/** Writes `<dir>/llms-full.txt` (the same bytes the route writes) from the plan and the `.md` files. */
export async function writeLlmsFullFile(dir: URL, plan: LlmsFullPlan): Promise<void> {
	await mkdir(dir, { recursive: true });
	const file = await open(new URL('llms-full.txt', dir), 'w');
	try {
		await file.write(plan.head);
		for (const page of plan.pages) {
			const text = await readPage(dir, page);
			if (text !== undefined) await file.write(LLMS_FULL_SEPARATOR + text);
		}
		await file.write('\n');
	} finally {
		await file.close();
	}
}
