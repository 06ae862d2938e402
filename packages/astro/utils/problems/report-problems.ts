import type { AstroIntegrationLogger } from 'astro';
import { AstroError } from 'astro/errors';
import { countProblems, formatProblem, type Problem } from './problems.ts';

/** Values of `TRYDOCS_STRICT` that turn strict mode on (`1`, `true`, `yes`, any case). */
export function isStrictEnv(value: string | undefined): boolean {
	return /^(1|true|yes|on)$/i.test(value?.trim() ?? '');
}

/**
 * The problems as the site publishes them: with `unsupportedSpecs: 'warn'` (or the environment
 * variable `TRYDOCS_UNSUPPORTED_SPECS=warn`), a spec of a version Trydocs does not read is a
 * warning instead of an error.
 */
export function applyUnsupportedSpecs(
	problems: Problem[],
	setting: 'error' | 'warn',
	env: string | undefined,
): Problem[] {
	if (setting !== 'warn' && env?.trim().toLowerCase() !== 'warn') return problems;
	return problems.map((problem) =>
		problem.kind === 'spec version' ? { ...problem, severity: 'warning' } : problem,
	);
}

/**
 * Prints the summary of a build's problems, grouped by file, once every page is written, and
 * fails the build when one is an error, or when `strict` is on and there is any. Otherwise the
 * build succeeds: the site is published as Mintlify would publish it.
 */
export function reportProblems(
	problems: Problem[],
	strict: boolean,
	logger: AstroIntegrationLogger,
): void {
	if (problems.length === 0) return;
	const byFile = new Map<string, Problem[]>();
	for (const problem of problems) {
		const list = byFile.get(problem.file);
		if (list) list.push(problem);
		else byFile.set(problem.file, [problem]);
	}
	for (const file of [...byFile.keys()].sort()) {
		for (const problem of byFile.get(file) ?? []) {
			if (problem.severity === 'error') logger.error(formatProblem(problem));
			else logger.warn(formatProblem(problem));
		}
	}
	const count = countProblems(problems);
	const failed = strict || problems.some((problem) => problem.severity === 'error');
	if (!failed) {
		logger.warn(
			`${count}; every page was built. \`trydocs({ strict: true })\` or TRYDOCS_STRICT=1 makes them fail the build.`,
		);
		return;
	}
	throw new AstroError(
		`The site has ${count}${strict ? ' and strict mode is on' : ''}. Every page was built.`,
		strict
			? 'Fix each problem where the lines above point, or build without `strict` (and without TRYDOCS_STRICT=1) to publish with warnings.'
			: problems.some((problem) => problem.kind === 'spec version' && problem.severity === 'error')
				? "Fix each error where the lines above point. To publish a site whose spec Trydocs cannot read without its operations, set `trydocs({ unsupportedSpecs: 'warn' })` or TRYDOCS_UNSUPPORTED_SPECS=warn."
				: 'Fix each error where the lines above point.',
	);
}
