import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import type { Problem } from './problems.ts';
import { isStrictEnv, reportProblems } from './report-problems.ts';

const warning: Problem = {
	kind: 'openapi',
	file: 'b.mdx',
	line: 3,
	key: 'openapi',
	message: 'No operation `GET /pet`.',
	hint: 'The nearest operations are `GET /pets`.',
	severity: 'warning',
};
const image: Problem = {
	kind: 'image',
	file: 'a.mdx',
	message: 'No file `x.png`.',
	severity: 'warning',
};

/** A logger that keeps what it is given. */
function createLogger() {
	const lines: string[] = [];
	const logger = {
		warn: (text: string) => lines.push(`warn ${text}`),
		error: (text: string) => lines.push(`error ${text}`),
	} as unknown as AstroIntegrationLogger;
	return { lines, logger };
}

describe('reportProblems: the summary at the end of a build', () => {
	it('prints every problem by file, where, what and the fix, then the count by kind, and succeeds', () => {
		const { lines, logger } = createLogger();
		reportProblems([warning, image], false, logger);
		expect(lines).toEqual([
			'warn a.mdx: No file `x.png`.',
			'warn b.mdx:3 (openapi): No operation `GET /pet`.\n  Fix: The nearest operations are `GET /pets`.',
			'warn 2 warnings (openapi 1, image 1); every page was built. `trydocs({ strict: true })` or TRYDOCS_STRICT=1 makes them fail the build.',
		]);
	});

	it('strict mode fails on any warning; an error fails without it', () => {
		const { logger } = createLogger();
		expect(() => reportProblems([warning], true, logger)).toThrow(
			'The site has 1 warning (openapi 1) and strict mode is on. Every page was built.',
		);
		expect(() => reportProblems([{ ...warning, severity: 'error' }], false, logger)).toThrow(
			'The site has 1 error (openapi 1). Every page was built.',
		);
		expect(() => reportProblems([], true, logger)).not.toThrow();
	});

	it('reads TRYDOCS_STRICT as CI sets it', () => {
		expect(['1', 'true', 'YES', ' on '].map(isStrictEnv)).toEqual([true, true, true, true]);
		expect(['0', 'false', '', undefined].map(isStrictEnv)).toEqual([false, false, false, false]);
	});
});
