import type { ProjectConfig } from '../handlers/config.ts';
import type { Logger } from '../handlers/deps.ts';
import type { BuildRecord } from '../store/store.ts';
import { getGithubHeaders, getGithubUrl } from './github-api.ts';

/** A commit status in the shape of GitHub's statuses API. */
export interface CommitStatus {
	state: 'pending' | 'success' | 'failure';
	target_url: string;
	description: string;
	context: string;
}

/** Options of `createCommitStatusNotifier`. */
export interface CommitStatusOptions {
	getProject: (id: string) => ProjectConfig | undefined;
	env: Record<string, string | undefined>;
	fetch: typeof fetch;
	/** The Deployments page link for a build. */
	getTargetUrl: (build: BuildRecord) => string;
	log: Logger;
}

/**
 * Posts `pending` when a build starts, `success` when it deploys (the green check) and
 * `failure` when it fails (the red X) to `POST {apiBaseUrl}/repos/{owner}/{repo}/statuses/{sha}`,
 * for projects that name a repository. A failed post is logged, never fatal.
 */
export function createCommitStatusNotifier(options: CommitStatusOptions) {
	return async (build: BuildRecord): Promise<void> => {
		const project = options.getProject(build.projectId);
		const repository = project?.repository;
		if (!repository || !build.commit.fullSha) return;
		const state = toState(build);
		if (!state) return;
		const token = options.env[repository.tokenEnv];
		if (!token) {
			options.log.warn(
				`Not posting the commit status of ${build.id}: \`${repository.tokenEnv}\` is not set.`,
			);
			return;
		}
		const status: CommitStatus = {
			state,
			target_url: options.getTargetUrl(build),
			description: describe(build).slice(0, 140),
			context: repository.context,
		};
		const url = getGithubUrl(repository, options.env, `/statuses/${build.commit.fullSha}`);
		const response = await options.fetch(url, {
			method: 'POST',
			headers: { ...getGithubHeaders(token), 'content-type': 'application/json' },
			body: JSON.stringify(status),
			signal: AbortSignal.timeout(10_000),
		});
		if (!response.ok) {
			options.log.warn(
				`The commit status of ${build.id} was refused: ${response.status} ${response.statusText}.`,
			);
		}
	};
}

function toState(build: BuildRecord): CommitStatus['state'] | undefined {
	if (build.status === 'building') return 'pending';
	if (build.status === 'deployed') return 'success';
	if (build.status === 'failed') return 'failure';
	return undefined;
}

function describe(build: BuildRecord): string {
	if (build.status === 'building') return 'Building the docs…';
	if (build.status === 'deployed') return 'The docs are deployed.';
	return `The docs build failed: ${build.failureReason ?? 'see the build log'}`;
}
