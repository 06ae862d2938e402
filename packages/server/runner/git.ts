import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { CommitError } from '../handlers/deps.ts';
import type { CommitInfo } from '../store/store.ts';

/**
 * Reads the commit a folder's git repository is at (short and full hash, subject, author
 * email) with the git CLI. A folder that is not a repository, or has no commits, is a
 * `CommitError` whose message says what to do.
 */
export async function readGitCommit(root: string): Promise<CommitInfo> {
	// A commit's subject and author never change, so once git has told us about a sha, reading
	// which sha HEAD is at (a couple of small files) is enough: no process per trigger.
	let head: string | undefined;
	try {
		head = resolveHead(root);
	} catch {
		head = undefined;
	}
	const cached = head ? COMMITS.get(head) : undefined;
	if (cached) return cached;
	const commit = await runGitLog(root);
	if (commit.fullSha === head) {
		if (COMMITS.size >= 256) COMMITS.delete(COMMITS.keys().next().value ?? '');
		COMMITS.set(head, commit);
	}
	return commit;
}

/** Commits already read, by full sha. */
const COMMITS = new Map<string, CommitInfo>();

/**
 * The full sha HEAD points at, read from the repository's files (loose ref, packed-refs,
 * detached HEAD, worktrees). Throws when anything is unusual; the caller then asks git.
 */
export function resolveHead(root: string): string {
	// Small synchronous reads: a few microseconds each, cheaper than a trip to the thread pool.
	const gitDir = findGitDir(resolve(root));
	const head = readFileSync(join(gitDir, 'HEAD'), 'utf8').trim();
	if (/^[0-9a-f]{40}$/.test(head)) return head;
	const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
	if (!ref) throw new Error('Unusual HEAD');
	// In a linked worktree, branches live in the common git dir.
	const common = readOptional(join(gitDir, 'commondir'));
	const commonDir = common ? resolve(gitDir, common.trim()) : gitDir;
	for (const dir of [gitDir, commonDir]) {
		const loose = readOptional(join(dir, ref))?.trim();
		if (loose && /^[0-9a-f]{40}$/.test(loose)) return loose;
	}
	for (const line of (readOptional(join(commonDir, 'packed-refs')) ?? '').split('\n')) {
		const [sha, name] = line.split(' ');
		if (name === ref && sha && /^[0-9a-f]{40}$/.test(sha)) return sha;
	}
	throw new Error('Ref not found');
}

/** Git dirs by project folder: where a repository keeps its files does not move. */
const GIT_DIRS = new Map<string, string>();

function findGitDir(start: string): string {
	const known = GIT_DIRS.get(start);
	if (known) return known;
	let dir = start;
	for (;;) {
		const candidate = join(dir, '.git');
		const info = statSync(candidate, { throwIfNoEntry: false });
		if (info?.isDirectory()) return remember(candidate);
		if (info?.isFile()) {
			const pointer = /^gitdir: (.+)$/m.exec(readFileSync(candidate, 'utf8'))?.[1]?.trim();
			if (!pointer) throw new Error('Unusual .git file');
			return remember(isAbsolute(pointer) ? pointer : resolve(dir, pointer));
		}
		const parent = dirname(dir);
		if (parent === dir) throw new Error('No git dir');
		dir = parent;
	}
	function remember(gitDir: string) {
		GIT_DIRS.set(start, gitDir);
		return gitDir;
	}
}

function readOptional(file: string): string | undefined {
	try {
		return readFileSync(file, 'utf8');
	} catch {
		return undefined;
	}
}

function runGitLog(root: string): Promise<CommitInfo> {
	return new Promise((resolve, reject) => {
		execFile(
			'git',
			['-C', root, 'log', '-1', '--format=%H%x00%h%x00%ae%x00%s'],
			{ timeout: 10_000, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } },
			(error, stdout, stderr) => {
				if (error) {
					const detail =
						String(stderr || error.message)
							.trim()
							.split('\n')[0] ?? '';
					if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
						reject(new CommitError('The `git` command is not installed on the server.'));
					} else if (/not a git repository/i.test(detail)) {
						reject(
							new CommitError(
								`\`${root}\` is not a git repository, so the build has no commit. Point the project's \`root\` at the repository's folder, or run \`git init\` and commit there.`,
							),
						);
					} else if (/does not have any commits/i.test(detail)) {
						reject(
							new CommitError(
								`The git repository at \`${root}\` has no commits yet; commit once, then trigger the rebuild again.`,
							),
						);
					} else {
						reject(new CommitError(`Could not read the commit of \`${root}\`: ${detail}`));
					}
					return;
				}
				const [fullSha = '', sha = '', author = '', message = ''] = stdout
					.replace(/\n$/, '')
					.split('\0');
				resolve({ sha, fullSha, author, message });
			},
		);
	});
}
