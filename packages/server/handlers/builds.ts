import type { BuildRecord, CommitInfo } from '../store/store.ts';
import { createRandomId, findByHash, getBearerToken } from './auth.ts';
import type { ProjectConfig } from './config.ts';
import { countFailedCredential, refuseGuessing } from './credential-limit.ts';
import { CommitError, type ServerDeps } from './deps.ts';
import { createNotFound, type Endpoint } from './endpoint.ts';
import { buildsError, json } from './json.ts';
import { hitRateLimit } from './rate-limit.ts';

/** The Build resource (SPEC.md, Build). */
export interface Build {
	buildId: string;
	status: BuildRecord['status'];
	createdAt: string;
	commit: { sha: string; message: string; author: string };
	project: { id: string; name: string };
}

/**
 * `POST {base_url}/projects/{project_id}/rebuild` (under `routes.builds`), with its preflight and
 * 405 in the builds error shape.
 */
export const rebuildEndpoint: Endpoint = {
	shape: 'builds',
	name: '`/projects/{project_id}/rebuild`',
	methods: {
		POST: (request, deps, params) => triggerRebuild(request, deps, params.project_id ?? ''),
	},
};

/** Every other path under `routes.builds`: the builds-shaped 404 naming the endpoint there is. */
export const buildsNotFound: Endpoint = createNotFound('builds', ({ config }) => {
	const prefix = config.routes.builds === '/' ? '' : config.routes.builds;
	return `The builds interface has \`POST ${prefix}/projects/{project_id}/rebuild\`.`;
});

/**
 * `POST {base_url}/projects/{project_id}/rebuild`. Checks, in order: the key (401), the rate
 * limit of that key (429), the project (404), the key's project (403); then queues a build at
 * the repository's current commit and returns it.
 */
async function triggerRebuild(
	request: Request,
	deps: ServerDeps,
	projectId: string,
): Promise<Response> {
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
		`rebuild:${key.hash}`,
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

	const build = await createBuild(project, deps);
	return json(toBuildResource(build, project), 200, { 'cache-control': 'no-store' });
}

/**
 * Queues a build at the project's current commit and wakes the queue; when the project already
 * has a queued build, the trigger joins it (it takes this commit, the newest it will build) and
 * that build is returned, so a project's queue never grows past one. When the commit cannot be
 * read (not a git repository, no commits), the build is recorded `failed` with the reason, so
 * the owner sees why in the Deployments page.
 */
export async function createBuild(project: ProjectConfig, deps: ServerDeps): Promise<BuildRecord> {
	const createdAt = new Date(deps.now()).toISOString();
	let commit: CommitInfo;
	let failureReason: string | null = null;
	try {
		commit = await deps.readCommit(project);
	} catch (error) {
		if (!(error instanceof CommitError)) throw error;
		commit = { sha: '', fullSha: '', message: '', author: '' };
		failureReason = error.message;
	}
	const build: BuildRecord = {
		id: createRandomId('bld_'),
		projectId: project.id,
		status: failureReason ? 'failed' : 'queued',
		createdAt,
		startedAt: null,
		finishedAt: failureReason ? createdAt : null,
		commit,
		log: failureReason ? `[trydocs] ${failureReason}\n` : '',
		failureReason,
	};
	if (failureReason) {
		await deps.store.insertBuild(build);
		return build;
	}
	const queued = await deps.store.queueBuild(build);
	deps.kickBuilds(project.id);
	return queued.build;
}

/** The public Build resource of a stored build. */
export function toBuildResource(build: BuildRecord, project: ProjectConfig): Build {
	return {
		buildId: build.id,
		status: build.status,
		createdAt: build.createdAt,
		commit: { sha: build.commit.sha, message: build.commit.message, author: build.commit.author },
		project: { id: project.id, name: project.name },
	};
}
