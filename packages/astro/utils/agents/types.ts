/**
 * The types of the docs for agents that cross from the pages to the integration, in a leaf of
 * their own: the registry (registry.ts) holds the llms-full.txt plan of the build under way.
 */

/** One page of llms-full.txt, as the build writes it from the page's `.md` file. */
export interface LlmsFullPlanPage {
	/** The page's title, the first line of its `.md` file (`# title`). */
	title: string;
	/** The page's address, its `Source:` line. */
	source: string;
	/** The `.md` file's path in the build's output folder (`/reference/get-user.md`). */
	file: string;
}

/**
 * llms-full.txt of a build: its head, then every listed page in llms.txt's order. The llms.txt
 * route records it; when the build is done, the integration writes the file from the `.md`
 * files the build wrote, so no page's Markdown is made twice.
 */
export interface LlmsFullPlan {
	head: string;
	pages: LlmsFullPlanPage[];
}
