import type { ProjectConfig } from '../handlers/config.ts';
import { CommitError } from '../handlers/deps.ts';
import type { CommitInfo } from '../store/store.ts';
import { getGithubHeaders, getGithubUrl } from './github-api.ts';

/**
 * Reads a commit of a project's repository from its code-hosting API
 * (`GET {apiBaseUrl}/repos/{owner}/{repo}/commits/{ref}`, GitHub's shape), for hosts with no
 * checkout to run git in: the head (`HEAD`) or the commit a rebuild's body names. A project
 * without a repository builds at the given commit, or at an unknown one.
 */
export async function readRepositoryCommit(
	project: ProjectConfig,
	env: Record<string, string | undefined>,
	fetcher: typeof fetch,
	ref = 'HEAD',
): Promise<CommitInfo> {
	const repository = project.repository;
	if (!repository) {
		return ref === 'HEAD'
			? { sha: '', fullSha: '', message: '', author: '' }
			: { sha: ref.slice(0, 7), fullSha: ref, message: '', author: '' };
	}
	const token = env[repository.tokenEnv]?.trim();
	const url = getGithubUrl(repository, env, `/commits/${encodeURIComponent(ref)}`);
	let response: Response;
	try {
		response = await fetcher(url, {
			headers: getGithubHeaders(token),
			signal: AbortSignal.timeout(10_000),
		});
	} catch {
		throw new CommitError(
			`Could not reach ${new URL(url).origin} to read ${ref === 'HEAD' ? 'the head commit' : `commit ${ref}`} of \`${repository.name}\`; check \`repository.apiBaseUrl\`.`,
		);
	}
	if (!response.ok) {
		await response.body?.cancel();
		throw new CommitError(
			ref === 'HEAD'
				? `Reading the head commit of \`${repository.name}\` answered ${response.status}; check the repository name and the token in \`${repository.tokenEnv}\`.`
				: `Reading commit ${ref} of \`${repository.name}\` answered ${response.status}: is it a commit of that repository? Check also the token in \`${repository.tokenEnv}\`.`,
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
