/**
 * `trydocs check`: the repository read by `@trydocs/astro`'s readers without a build
 * (`@trydocs/astro/check`), one line per problem, then a summary; `--json` prints the problems
 * as JSON instead. Any problem makes the exit status 1, so CI stops on it.
 */
import { createRequire } from 'node:module';
import type { Problem } from '@trydocs/astro/problems';
import { runnerImport } from 'vite';
import type { CliIo, CommandValues } from '../types.ts';
import { resolveDocsRoot } from '../utils/site-config.ts';

/** The `@trydocs/astro` packages ship TypeScript: Vite compiles them, as it does for a build. */
const SOURCE_PACKAGES = ['@trydocs/astro', '@trydocs/openapi', '@trydocs/playground'];

/** `@trydocs/astro/check`, loaded through Vite's module runner. */
async function loadCheck() {
	const file = createRequire(import.meta.url).resolve('@trydocs/astro/check');
	const { module } = await runnerImport<typeof import('@trydocs/astro/check')>(file, {
		logLevel: 'silent',
		environments: { inline: { resolve: { noExternal: SOURCE_PACKAGES } } },
	});
	return module;
}

/** One problem on one line: `guides/a.mdx:12: warning: what. Fix: how.` */
export function formatProblemLine(problem: Problem): string {
	const place = problem.line ? `${problem.file}:${problem.line}` : problem.file;
	const where = problem.key ? `${place} (${problem.key})` : place;
	const fix = problem.hint ? ` Fix: ${problem.hint}` : '';
	return `${where}: ${problem.severity}: ${problem.message}${fix}`.replace(/\s*\n\s*/g, ' ');
}

/** Checks the repository; status 1 when it has any problem. */
export async function runCheck(values: CommandValues, io: CliIo): Promise<number> {
	const root = resolveDocsRoot(values.root as string | undefined, io.cwd);
	const start = performance.now();
	const { checkSite, countProblems } = await loadCheck();
	const { problems, pages } = await checkSite(root);
	if (values.json) {
		io.stdout(`${JSON.stringify(problems, null, 2)}\n`);
	} else {
		for (const problem of problems) io.stdout(`${formatProblemLine(problem)}\n`);
		const seconds = ((performance.now() - start) / 1000).toFixed(1);
		const summary = `trydocs check: ${pages} ${pages === 1 ? 'page' : 'pages'}, ${countProblems(problems)} (${seconds} s).\n`;
		(problems.length > 0 ? io.stderr : io.stdout)(summary);
	}
	return problems.length > 0 ? 1 : 0;
}
