import type { BuildRecord } from '../store/store.ts';
import { findByHash, getBearerToken } from './auth.ts';
import type { Build } from './builds.ts';
import type { ProjectConfig } from './config.ts';
import { countFailedCredential, refuseGuessing } from './credential-limit.ts';
import type { ServerDeps } from './deps.ts';
import { buildsError, quote } from './json.ts';
import { hitRateLimit } from './rate-limit.ts';

/** The Build resource as the read endpoints return it: with its times and, when failed, why. */
export interface BuildDetails extends Build {
	startedAt: string | null;
	finishedAt: string | null;
	/** Present when the build failed: the reason, in one sentence. */
	error?: { message: string };
}

/**
 * Checks a read of a project's builds, in the order rebuild checks: wrong credentials seen too
 * often from this client (429), the key (401), the key's rate limit (429), the project (404),
 * the key's project (403). Reads count in their own bucket of the key, with the same limit as
 * rebuilds, so following a build never uses up the budget for triggering one.
 */
export async function authorizeBuildRead(
	request: Request,
	deps: ServerDeps,
	projectId: string,
): Promise<ProjectConfig | Response> {
	const guessing = refuseGuessing(request, deps, 'builds');
	if (guessing) return guessing;
	const token = getBearerToken(request);
	const key = token ? findByHash(deps.apiKeys, await deps.hashSecret(token)) : undefined;
	if (!key) {
		return (
			(await countFailedCredential(request, deps, 'builds')) ??
			buildsError(401, 'unauthorized', 'Invalid API key')
		);
	}
	const { requests, windowSeconds } = deps.config.rateLimit;
	const limit = await hitRateLimit(
		deps.store,
		`builds-read:${key.hash}`,
		requests,
		windowSeconds,
		deps.now(),
	);
	if (!limit.allowed) {
		return buildsError(429, 'rate_limited', 'Too many requests', {
			'retry-after': String(limit.retryAfterSeconds),
		});
	}
	const project = deps.config.projects.find((candidate) => candidate.id === projectId);
	if (!project) return buildsError(404, 'project_not_found', 'Project not found');
	if (key.subject !== project.id) {
		return buildsError(403, 'forbidden', 'Unauthorized project access');
	}
	return project;
}

/** The 404 for a build id the project does not have (another project's build included). */
export function buildNotFound(buildId: string, project: ProjectConfig): Response {
	return buildsError(
		404,
		'build_not_found',
		`Build ${quote(buildId)} not found in project ${quote(project.id)}.`,
	);
}

/** The read endpoints' Build resource of a stored build. */
export function toBuildDetails(build: BuildRecord, project: ProjectConfig): BuildDetails {
	return {
		buildId: build.id,
		status: build.status,
		createdAt: build.createdAt,
		commit: { sha: build.commit.sha, message: build.commit.message, author: build.commit.author },
		project: { id: project.id, name: project.name },
		startedAt: build.startedAt,
		finishedAt: build.finishedAt,
		...(build.status === 'failed'
			? { error: { message: build.failureReason ?? 'The build failed.' } }
			: {}),
	};
}

/** Whether a build has ended (its log no longer changes). */
export function hasEnded(build: Pick<BuildRecord, 'status'>): boolean {
	return build.status === 'deployed' || build.status === 'failed';
}
