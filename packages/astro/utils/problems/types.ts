/**
 * The types of the problem list (problems.ts), in a leaf of their own: the registry
 * (registry.ts) holds the list and imports its shape from here.
 */

/** `warning`: the site is published as Mintlify would publish it. `error`: something is missing. */
export type Severity = 'warning' | 'error';

/** The class of a problem, for summaries (`openapi 3, image 1`). */
export type ProblemKind =
	| 'docs.json'
	| 'frontmatter'
	| 'openapi'
	| 'spec'
	/** A spec of a version Trydocs does not read (Swagger 2.0, OpenAPI 4): an error by default. */
	| 'spec version'
	| 'navigation'
	| 'redirect'
	| 'snippet'
	| 'import'
	| 'component'
	| 'icon'
	| 'image'
	| 'link'
	| 'page';

/** One problem with a site's input. */
export interface Problem {
	/** The class of problem. */
	kind: ProblemKind;
	/** The file at fault, from the site root with `/` separators (`docs.json`, `guides/a.mdx`). */
	file: string;
	/** Its line, from 1, when known. */
	line?: number | undefined;
	/** The key path in the file, when known: `openapi`, `redirects[2].source`, `navigation.tabs[0]`. */
	key?: string | undefined;
	/** What is wrong, one or two sentences; values in backticks. */
	message: string;
	/** The likely fix. */
	hint?: string | undefined;
	severity: Severity;
}

/** Called with each problem as it is reported. */
export type ProblemListener = (problem: Problem) => void;

/** The list as the registry holds it, with what has been seen and who listens. */
export interface ProblemStore {
	problems: Problem[];
	seen: Set<string>;
	listeners: Set<ProblemListener>;
}
