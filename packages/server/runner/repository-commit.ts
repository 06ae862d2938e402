import type { ProjectConfig } from '../handlers/config.ts';
import { CommitError } from '../handlers/deps.ts';
import type { CommitInfo } from '../store/store.ts';

/**
 * Reads the commit at the head of a project's repository from its code-hosting API
 * (`GET {apiBaseUrl}/repos/{owner}/{repo}/commits/HEAD`, GitHub's shape), for hosts with no
 * checkout to run git in. A project without a repository builds at an unknown commit.
 */
export async function readRepositoryCommit(
	project: ProjectConfig,
	env: Record<string, string | undefined>,
	fetcher: typeof fetch,
): Promise<CommitInfo> {
	const repository = project.repository;
	if (!repository) return { sha: '', fullSha: '', message: '', author: '' };
	const token = env[repository.tokenEnv]?.trim();
	const url = `${repository.apiBaseUrl.replace(/\/$/, '')}/repos/${repository.name}/commits/HEAD`;
	let response: Response;
	try {
		response = await fetcher(url, {
			headers: {
				accept: 'application/vnd.github+json',
				'user-agent': 'trydocs',
				...(token ? { authorization: `Bearer ${token}` } : {}),
			},
			signal: AbortSignal.timeout(10_000),
		});
	} catch {
		throw new CommitError(
			`Could not reach ${new URL(url).origin} to read the head commit of \`${repository.name}\`; check \`repository.apiBaseUrl\`.`,
		);
	}
	if (!response.ok) {
		throw new CommitError(
			`Reading the head commit of \`${repository.name}\` answered ${response.status}; check the repository name and the token in \`${repository.tokenEnv}\`.`,
		);
	}
	const body = (await response.json()) as {
		sha?: string;
		commit?: { message?: string; author?: { email?: string } };
	};
	const fullSha = String(body.sha ?? '');
	return {
		sha: fullSha.slice(0, 7),
		fullSha,
		message: String(body.commit?.message ?? '').split('\n')[0] ?? '',
		author: String(body.commit?.author?.email ?? ''),
	};
}
