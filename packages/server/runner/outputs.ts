/** The output folders of command builds: the live one (`current`), and the old ones pruned. */
import { readdir, rename, rm, stat, symlink } from 'node:fs/promises';
import { join } from 'node:path';

/** Points `current` at a finished build's output folder. */
export async function switchCurrent(outputsDir: string, buildId: string) {
	const temporary = join(outputsDir, `.current-${buildId}`);
	await rm(temporary, { force: true });
	await symlink(buildId, temporary);
	await rename(temporary, join(outputsDir, 'current'));
}

/** Keeps the `keep` newest outputs (the live one always), removing older ones. */
export async function prune(outputsDir: string, live: string, keep: number) {
	const entries = await readdir(outputsDir, { withFileTypes: true });
	const outputs = await Promise.all(
		entries
			.filter((entry) => entry.isDirectory() && entry.name !== live)
			.map(async (entry) => ({
				name: entry.name,
				time: (await stat(join(outputsDir, entry.name))).mtimeMs,
			})),
	);
	outputs.sort((a, b) => b.time - a.time);
	for (const old of outputs.slice(Math.max(0, keep - 1))) {
		await rm(join(outputsDir, old.name), { recursive: true, force: true });
	}
}

/** Whether a path exists. */
export async function exists(path: string) {
	try {
		await stat(path);
		return true;
	} catch {
		return false;
	}
}
