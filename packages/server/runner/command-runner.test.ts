import { mkdirSync, mkdtempSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkProjectModules } from './command-runner.ts';

const made: string[] = [];
function tempDir() {
	const dir = mkdtempSync(join(tmpdir(), 'trydocs-runner-'));
	made.push(dir);
	return dir;
}
afterEach(() => {
	for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('linkProjectModules', () => {
	it("links the project's node_modules beside outputs that live outside the project", async () => {
		const project = tempDir();
		mkdirSync(join(project, 'node_modules'));
		const outputs = join(tempDir(), 'builds', 'docs');
		mkdirSync(outputs, { recursive: true });
		await linkProjectModules(outputs, project);
		expect(readlinkSync(join(outputs, 'node_modules'))).toBe(join(project, 'node_modules'));
		// Linking again (every build) keeps the one link.
		await linkProjectModules(outputs, project);
		expect(readlinkSync(join(outputs, 'node_modules'))).toBe(join(project, 'node_modules'));
	});

	it('adds nothing when the outputs are inside the project, where packages resolve anyway', async () => {
		const project = tempDir();
		mkdirSync(join(project, 'node_modules'));
		const outputs = join(project, '.data', 'builds', 'docs');
		mkdirSync(outputs, { recursive: true });
		await linkProjectModules(outputs, project);
		expect(() => readlinkSync(join(outputs, 'node_modules'))).toThrow();
	});
});
