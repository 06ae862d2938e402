import type { ProjectConfig } from '../handlers/config.ts';

/** A project's repository on a GitHub-compatible service. */
export type Repository = NonNullable<ProjectConfig['repository']>;

/**
 * The URL of a GitHub REST call for a repository: `{apiBaseUrl}/repos/{owner}/{repo}{path}`.
 * `TRYDOCS_GITHUB_API_URL` in the environment replaces the configured base (a GitHub
 * Enterprise Server that differs per deployment, or a local stand-in).
 */
export function getGithubUrl(
	repository: Repository,
	env: Record<string, string | undefined>,
	path: string,
): string {
	const base = env.TRYDOCS_GITHUB_API_URL?.trim() || repository.apiBaseUrl;
	return `${base.replace(/\/+$/, '')}/repos/${repository.name}${path}`;
}

/** The headers of every GitHub REST call; the token only ever goes in `authorization`. */
export function getGithubHeaders(token: string | undefined): Record<string, string> {
	return {
		accept: 'application/vnd.github+json',
		'user-agent': 'trydocs',
		'x-github-api-version': '2022-11-28',
		...(token ? { authorization: `Bearer ${token}` } : {}),
	};
}
