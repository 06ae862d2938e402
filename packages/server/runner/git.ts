import { execFile } from 'node:child_process';
import { CommitError } from '../runtime/deps.ts';
import type { CommitInfo } from '../storage/store.ts';

/**
 * Reads the commit a folder's git repository is at (short and full hash, subject, author
 * email) with the git CLI. A folder that is not a repository, or has no commits, is a
 * `CommitError` whose message says what to do.
 */
export function readGitCommit(root: string): Promise<CommitInfo> {
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
