/** The problem list of one `astro dev` or build session, and how its problems are printed. */
import type { AstroIntegrationLogger } from 'astro';
import type { ParsedTrydocsOptions } from '../../schemas/options.ts';
import { clearProblems, formatProblem, onProblem } from '../../utils/problems/problems.ts';

/**
 * A session starts with an empty problem list; `astro dev` prints each problem as it comes (a
 * restart reads everything again), a build prints them all at its end. Returns what stops the
 * printing.
 */
export function startProblemSession(
	options: ParsedTrydocsOptions,
	dev: boolean,
	log: AstroIntegrationLogger,
): (() => void) | undefined {
	clearProblems();
	const stop = dev ? onProblem((problem) => log.warn(formatProblem(problem))) : undefined;
	if (options.invalidOperations) {
		log.warn(
			`\`trydocs({ invalidOperations: '${options.invalidOperations}' })\` is deprecated: an invalid operation is a problem like any other, a warning unless \`strict: true\` (or TRYDOCS_STRICT=1) makes every problem fail the build.${options.invalidOperations === 'error' ? " Until it is removed, `'error'` keeps failing the build on an invalid operation." : ''}`,
		);
	}
	return stop;
}
