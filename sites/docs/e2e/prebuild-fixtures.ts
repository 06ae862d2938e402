/**
 * Vitest global setup of the docs site's browser tests: the fixture sites four of its files
 * serve are built in the background while the fixture and unit files run, instead of one after
 * another in this project, which runs its files one at a time, after those (see
 * `@trydocs/test-utils/prebuild`). playground-servers is built by its file: its proxy allowlist
 * names ports the file picks first.
 */
import { startPrebuild } from '@trydocs/test-utils/prebuild';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
	// Without the fixture files (`--project e2e`) the builds would run beside this project's
	// browser tests, whose budgets another build at work made them miss: each file builds its own.
	if (!project.vitest.projects.some((other) => other.name === 'fixtures')) return;
	return startPrebuild([
		'playground-auth',
		'playground-modes',
		'playground-api',
		'playground-oauth',
	]);
}
