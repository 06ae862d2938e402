import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** One Chromium for the run's browser tests (fixtures and the docs site's e2e). */
const chromiumServer = fileURLToPath(new URL('fixtures/utils/chromium-server.ts', import.meta.url));
/** One server of the built docs site for the files of its e2e project that read its pages. */
const docsServer = fileURLToPath(new URL('sites/docs/e2e/docs-server.ts', import.meta.url));
/** The fixture sites of the docs site's e2e files, built in the background while others run. */
const e2eFixtures = fileURLToPath(new URL('sites/docs/e2e/prebuild-fixtures.ts', import.meta.url));

/**
 * The one list of test projects. Vitest 5 reads projects from `test.projects`, so this file is
 * also the config `pnpm test` passes with `--config`.
 */
const unit = (name: string) => ({
	test: {
		name,
		root: `packages/${name}`,
		include: ['**/*.test.ts'],
		// A worker runs the package's files one after another, keeping the modules it imported
		// (Vitest, zod, Astro's utilities) instead of starting a process and importing them again
		// for each of its files: half the CPU time of the unit tests. Their files restore what
		// they stub (`vi.unstubAllEnvs`, `vi.unstubAllGlobals`) and share no module state.
		isolate: false,
	},
});

export const projects = [
	// The tree against ARCHITECTURE.md: folders, circles, package arrows, registries, long functions.
	{
		// Each check parses every source file of the packages: seconds of CPU on a busy machine.
		test: { name: 'architecture', root: 'scripts', include: ['*.test.ts'], testTimeout: 60_000 },
	},
	unit('openapi'),
	unit('playground'),
	unit('astro'),
	unit('server'),
	unit('cli'),
	unit('starlight'),
	{
		test: {
			name: 'fixtures',
			root: 'fixtures',
			include: ['*/**/*.test.ts'],
			// The compatibility corpus keeps other projects' files as they are.
			exclude: ['**/node_modules/**', '**/dist/**', 'compat/repos/**'],
			testTimeout: 120_000,
			hookTimeout: 180_000,
			globalSetup: [chromiumServer],
			// A worker runs file after file, keeping Astro loaded between the builds run in-process.
			// A file that sets a variable deletes it when done (errors/build.test.ts).
			isolate: false,
		},
	},
	{
		test: {
			name: 'e2e',
			root: 'sites/docs',
			include: ['e2e/**/*.test.ts'],
			testTimeout: 60_000,
			hookTimeout: 60_000,
			globalSetup: [chromiumServer, docsServer, e2eFixtures],
			// One worker for the files, one file at a time, keeping Playwright, Astro and the test
			// utilities loaded. A file that sets a variable deletes it when done. The project runs
			// after the others, alone: its tests click through pages in Chromium within a few
			// seconds' budget each, which a second file at work beside them made them miss (four
			// misses in one run with two files at a time, on a machine at load 10-18).
			isolate: false,
			maxWorkers: 1,
			sequence: { groupOrder: 1 },
		},
	},
];

export default defineConfig({
	test: {
		projects,
		// Two files at a time in the unit and fixture projects: many files spend much of their time
		// waiting (on a server starting, an npm install, a child build) rather than computing, and
		// Vitest's default on a 2-core machine is one file at a time. Files that run together share
		// nothing they write: each builds its own fixture folder and serves on a free port.
		maxWorkers: 2,
		exclude: ['**/node_modules/**', '**/dist/**'],
	},
});
