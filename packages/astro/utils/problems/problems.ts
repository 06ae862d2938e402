/**
 * The one problem list of a site: every warning or error about its input (docs.json, a page's
 * frontmatter, an `openapi:` reference, a spec, a component, an icon, an image, a redirect) is
 * one `Problem`. Readers record problems here and go on with what they can build; they never
 * print or throw on their own. The integration prints them (each as it comes in `astro dev`, a
 * summary at the end of a build) and decides the exit status (`trydocs({ strict })`);
 * `trydocs check` reads the same list.
 *
 * Why the list is process-wide (held by registry.ts): Astro gives no channel from the pages it
 * renders back to the integration. The routes run in the build's module graph (their own copy of
 * this module), the hooks and the Markdown steps in the integration's; both reach the same list.
 */
import { getShared, setShared } from '../../registry.ts';
import type { Problem, ProblemListener, ProblemStore } from './types.ts';

export type { Problem, ProblemKind, Severity } from './types.ts';

function getRegistry(): ProblemStore {
	let store = getShared('problems');
	if (!store) {
		store = { problems: [], seen: new Set(), listeners: new Set() };
		setShared('problems', store);
	}
	return store;
}

/**
 * Records a problem. The same problem reported twice (a page rendered twice, a snippet used by
 * ten pages) is kept once.
 */
export function reportProblem(problem: Problem): void {
	const registry = getRegistry();
	const id = [problem.file, problem.line, problem.key, problem.message].join('\u0000');
	if (registry.seen.has(id)) return;
	registry.seen.add(id);
	registry.problems.push(problem);
	for (const listener of registry.listeners) listener(problem);
}

/** The problems recorded since the last `clearProblems()`, in the order they were reported. */
export function listProblems(): Problem[] {
	return [...getRegistry().problems];
}

/** Forgets the recorded problems: a build or check session starts with an empty list. */
export function clearProblems(): void {
	const registry = getRegistry();
	registry.problems = [];
	registry.seen = new Set();
}

/** Calls `listener` with each problem as it is reported; returns the function that stops it. */
export function onProblem(listener: ProblemListener): () => void {
	const { listeners } = getRegistry();
	listeners.add(listener);
	return () => listeners.delete(listener);
}

/**
 * One problem as the log shows it: where (`guides/a.mdx:4 (openapi)`), what, and on a second
 * line the likely fix.
 */
export function formatProblem(problem: Problem): string {
	const place = problem.line ? `${problem.file}:${problem.line}` : problem.file;
	const text = `${problem.key ? `${place} (${problem.key})` : place}: ${problem.message}`;
	return problem.hint ? `${text}\n  Fix: ${problem.hint}` : text;
}

/** `3 warnings (openapi 2, image 1)`, or `no problems`. */
export function countProblems(problems: Problem[]): string {
	if (problems.length === 0) return 'no problems';
	const byKind = new Map<string, number>();
	for (const problem of problems) byKind.set(problem.kind, (byKind.get(problem.kind) ?? 0) + 1);
	const kinds = [...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ');
	const errors = problems.filter((problem) => problem.severity === 'error').length;
	const warnings = problems.length - errors;
	const parts = [
		errors > 0 ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : '',
		warnings > 0 ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : '',
	].filter(Boolean);
	return `${parts.join(' and ')} (${kinds})`;
}
