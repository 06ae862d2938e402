import { z } from 'astro/zod';
import type { BuildRecord, CommitInfo } from '../../store/store.ts';
import type { ProjectConfig } from '../config.ts';
import { CommitError, type ServerDeps } from '../deps.ts';
import { createRandomId } from '../http/auth.ts';
import { createNotFound } from '../http/endpoint.ts';
import { buildsError, json, quote } from '../http/json.ts';
import { readJsonBody } from '../http/json-body.ts';
import { discardBody } from '../http/read-body.ts';
import type { Endpoint, RequestContext } from '../http/types.ts';
import { toBuildResource } from './build-access.ts';
import { authorizeProject } from './project-key.ts';

/**
 * `POST {base_url}/projects/{project_id}/rebuild` (under `routes.builds`), with its preflight and
 * 405 in the builds error shape.
 */
export const rebuildEndpoint: Endpoint = {
	shape: 'builds',
	name: '`/projects/{project_id}/rebuild`',
	methods: {
		POST: triggerRebuild,
	},
};

/** Every other path under `routes.builds`: the builds-shaped 404 naming the endpoint there is. */
export const buildsNotFound: Endpoint = createNotFound('builds', ({ config }) => {
	const prefix = config.routes.builds === '/' ? '' : config.routes.builds;
	return `The builds interface has \`POST ${prefix}/projects/{project_id}/rebuild\`, \`GET ${prefix}/projects/{project_id}/builds\`, \`GET ${prefix}/projects/{project_id}/builds/{build_id}\`, its \`/logs\` and \`POST ${prefix}/projects/{project_id}/builds/{build_id}/status\`.`;
});

/** Largest rebuild body: `{"commit": "<hash>"}` with room to spare. */
const MAX_REBUILD_BYTES = 4096;

/** The optional body of a rebuild. */
const RebuildBodySchema = z.strictObject({
	commit: z
		.string()
		.regex(
			/^(?:[0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/,
			'must be a full commit hash: 40 hexadecimal characters (64 in a SHA-256 repository)',
		)
		.transform((value) => value.toLowerCase())
		.optional(),
});

/**
 * `POST {base_url}/projects/{project_id}/rebuild`. Checks, in order: the key (401), the rate
 * limit of that key (429), the project (404), the key's project (403), the optional body (400,
 * 413); then queues a build at the commit the body names, or at the repository's current one,
 * and returns it.
 */
async function triggerRebuild(
	request: Request,
	deps: ServerDeps,
	context: RequestContext,
): Promise<Response> {
	const project = await authorizeProject(request, deps, context, 'rebuild');
	if (project instanceof Response) {
		await discardBody(request);
		return project;
	}
	const body = await readRebuildBody(request, project);
	if (body instanceof Response) return body;
	const build = await createBuild(project, deps, body.commit);
	return json(toBuildResource(build, project), 200, { 'cache-control': 'no-store' });
}

/** The rebuild's body: nothing, or `{ "commit": "<full hash>" }`; a 400 or 413 saying what is wrong. */
async function readRebuildBody(
	request: Request,
	project: ProjectConfig,
): Promise<{ commit?: string } | Response> {
	const body = await readJsonBody(request, {
		shape: 'builds',
		maxBytes: MAX_REBUILD_BYTES,
		name: 'The rebuild body',
		example: '{"commit": "<hash>"}',
		tooLargeMessage: `The rebuild body is larger than ${MAX_REBUILD_BYTES} bytes; it takes only \`{"commit": "<hash>"}\`, or no body.`,
		optional: true,
	});
	if (!body.ok) return body.response;
	if (body.value === undefined) return {};
	const parsed = RebuildBodySchema.safeParse(body.value);
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		const where = issue?.path.length ? `\`${issue.path.join('.')}\`` : 'The body';
		const message =
			issue?.code === 'unrecognized_keys'
				? `unknown field ${issue.keys.map((key) => quote(key, 40)).join(', ')}; the body takes only \`commit\``
				: (issue?.message ?? 'is invalid');
		return buildsError(400, 'invalid_request', `${where}: ${message}.`);
	}
	if (parsed.data.commit && project.runner.type === 'command') {
		return buildsError(
			400,
			'invalid_request',
			`Project ${quote(project.id)} builds its own checkout (the \`command\` runner), so it cannot build a commit named in the body; send no \`commit\`.`,
		);
	}
	return parsed.data;
}

/**
 * Queues a build at `commitSha` (a full hash from the rebuild's body) or the project's current
 * commit, and wakes the queue; when the project already has a queued build, the trigger joins it
 * (it takes this commit, the newest it will build) and that build is returned, so a project's
 * queue never grows past one. When the commit cannot be read (not a git repository, no commits,
 * a hash the repository does not have), the build is recorded `failed` with the reason, so the
 * owner sees why in the Deployments page.
 */
export async function createBuild(
	project: ProjectConfig,
	deps: ServerDeps,
	commitSha?: string,
): Promise<BuildRecord> {
	const createdAt = new Date(deps.now()).toISOString();
	let commit: CommitInfo;
	let failureReason: string | null = null;
	try {
		commit = await deps.readCommit(project, commitSha);
	} catch (error) {
		if (!(error instanceof CommitError)) throw error;
		commit = commitSha
			? { sha: commitSha.slice(0, 7), fullSha: commitSha, message: '', author: '' }
			: { sha: '', fullSha: '', message: '', author: '' };
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
