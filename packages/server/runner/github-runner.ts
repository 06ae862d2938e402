import type { ProjectConfig, ServerConfig } from '../handlers/config.ts';
import type { BuildRecord } from '../store/store.ts';
import { getGithubHeaders, getGithubUrl } from './github-api.ts';
import type { RunBuild } from './queue.ts';

/** A project whose builds run as a GitHub Actions workflow. */
export type GithubProject = ProjectConfig & {
	runner: { type: 'github' };
	repository: NonNullable<ProjectConfig['repository']>;
};

/** Options of `createGithubRunner`. */
export interface GithubRunnerOptions {
	project: GithubProject;
	env: Record<string, string | undefined>;
	fetch: typeof fetch;
	/** The URL the workflow reports its end to (the status endpoint of the build). */
	getStatusUrl(build: BuildRecord): string;
}

/**
 * The `github` runner: starts the project's workflow through GitHub's REST API
 * (`POST /repos/{owner}/{repo}/actions/workflows/{workflow}/dispatches`, a `workflow_dispatch`
 * event on `runner.ref`) with the build's id, commit and status URL as inputs. The build stays
 * `building` until the workflow reports its end to the status endpoint (or the recovery gives up
 * on it after `runner.timeoutMs`). Nothing here needs a process or a file: it runs on Node and on
 * Workers. The token is read from the environment for each call and only sent to the API.
 */
export function createGithubRunner(options: GithubRunnerOptions): RunBuild {
	const { project, env } = options;
	const { repository, runner } = project;
	return async (build) => {
		const token = env[repository.tokenEnv]?.trim();
		if (!token) {
			return {
				ok: false,
				log: '',
				reason: `No GitHub token: set the secret \`${repository.tokenEnv}\` (a token that may run the workflows of \`${repository.name}\`).`,
			};
		}
		const url = getGithubUrl(
			repository,
			env,
			`/actions/workflows/${encodeURIComponent(runner.workflow)}/dispatches`,
		);
		const log = [
			`Starting the workflow ${runner.workflow} of ${repository.name} on ${runner.ref} (build ${build.id}, commit ${build.commit.sha || 'of the ref'})`,
		];
		let response: Response;
		try {
			response = await options.fetch(url, {
				method: 'POST',
				headers: { ...getGithubHeaders(token), 'content-type': 'application/json' },
				body: JSON.stringify({
					ref: runner.ref,
					inputs: {
						build_id: build.id,
						commit: build.commit.fullSha,
						status_url: options.getStatusUrl(build),
					},
				}),
				signal: AbortSignal.timeout(30_000),
			});
		} catch (error) {
			const cause = (error as { cause?: { code?: string } }).cause?.code;
			return {
				ok: false,
				log: log.join('\n'),
				reason: `GitHub's API could not be reached at ${new URL(url).origin}${cause ? ` (${cause})` : ''}.`,
			};
		}
		const text = (await response.text()).slice(0, 2048);
		log.push(`GitHub answered ${response.status} ${response.statusText}`.trim());
		if (!response.ok) {
			if (text) log.push(text);
			return { ok: false, log: log.join('\n'), reason: explainRefusal(project, response.status) };
		}
		const runUrl = readRunUrl(text);
		log.push(
			runUrl
				? `Workflow run: ${runUrl}`
				: `The workflow was started; see https://github.com/${repository.name}/actions/workflows/${runner.workflow}.`,
			'Waiting for the workflow to report its end to the status endpoint.',
		);
		return { ok: true, pending: true, waitMs: runner.timeoutMs, log: `${log.join('\n')}\n` };
	};
}

/** What to fix when GitHub refuses to start the workflow. */
function explainRefusal(project: GithubProject, status: number): string {
	const { repository, runner } = project;
	if (status === 401) {
		return `GitHub refused the token in \`${repository.tokenEnv}\` (401): it is invalid or expired.`;
	}
	if (status === 403) {
		return `The token in \`${repository.tokenEnv}\` may not start workflows of \`${repository.name}\` (403): give it the Actions permission (read and write).`;
	}
	if (status === 404) {
		return `GitHub found no workflow \`${runner.workflow}\` in \`${repository.name}\` (404): check \`runner.workflow\`, the repository name, and that the token can see the repository.`;
	}
	if (status === 422) {
		return `GitHub refused to start \`${runner.workflow}\` on \`${runner.ref}\` (422): check that the ref exists and that the workflow has a \`workflow_dispatch\` trigger with the inputs build_id, commit and status_url.`;
	}
	return `GitHub answered ${status} when starting the workflow \`${runner.workflow}\`.`;
}

/** The run's page, when GitHub returns the run's details. */
function readRunUrl(text: string): string | undefined {
	if (!text) return undefined;
	try {
		const body = JSON.parse(text) as { html_url?: unknown };
		return typeof body.html_url === 'string' && /^https?:\/\//.test(body.html_url)
			? body.html_url
			: undefined;
	} catch {
		return undefined;
	}
}

/** The status endpoint of a build, on the site's public origin. */
export function getBuildStatusUrl(
	publicOrigin: string,
	config: ServerConfig,
	build: BuildRecord,
): string {
	const prefix = config.routes.builds === '/' ? '' : config.routes.builds;
	return `${publicOrigin}${prefix}/projects/${encodeURIComponent(build.projectId)}/builds/${build.id}/status`;
}
