import { defineConfig } from 'vitest/config';

/**
 * The one list of test projects. Vitest 5 reads projects from `test.projects`, so this file is
 * also the config `pnpm test` passes with `--config`.
 */
export const projects = [
	{ test: { name: 'openapi', root: 'packages/openapi', include: ['**/*.test.ts'] } },
	{ test: { name: 'playground', root: 'packages/playground', include: ['**/*.test.ts'] } },
	{ test: { name: 'astro', root: 'packages/astro', include: ['**/*.test.ts'] } },
	{ test: { name: 'server', root: 'packages/server', include: ['**/*.test.ts'] } },
	{ test: { name: 'cli', root: 'packages/cli', include: ['**/*.test.ts'] } },
	{
		test: {
			name: 'fixtures',
			root: 'fixtures',
			include: ['*/**/*.test.ts'],
			// The compatibility corpus keeps other projects' files as they are.
			exclude: ['**/node_modules/**', '**/dist/**', 'compat/repos/**'],
			testTimeout: 120_000,
			hookTimeout: 180_000,
		},
	},
	{
		test: {
			name: 'e2e',
			root: 'sites/docs',
			include: ['e2e/**/*.test.ts'],
			testTimeout: 60_000,
			hookTimeout: 60_000,
		},
	},
];

export default defineConfig({
	test: {
		projects,
		exclude: ['**/node_modules/**', '**/dist/**'],
	},
});
