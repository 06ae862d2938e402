import type { ProjectConfig } from '../config.ts';
import type { ServerDeps } from '../deps.ts';
import { findByHash, getBearerToken } from '../http/auth.ts';
import { refuseWrongCredential } from '../http/credential-limit.ts';
import { buildsError } from '../http/json.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import type { RequestContext } from '../http/types.ts';

/**
 * What a call of the builds interface counts against: each purpose has its own bucket of the
 * key, with the same limit, so following a build never uses up the budget for triggering one.
 */
export type KeyPurpose = 'rebuild' | 'status' | 'builds-read';

/**
 * The checks of every builds-interface call with a project key, in order: the key (401, or 429
 * for a client past its wrong guesses; a right key is never refused for them), the rate limit of that key for `purpose` (429 with `Retry-After`), the
 * project (404), the key's project (403). The key is compared by its hash, in constant time.
 * Gives the project, or the error response to send.
 */
export async function authorizeProject(
	request: Request,
	deps: ServerDeps,
	context: RequestContext,
	purpose: KeyPurpose,
): Promise<ProjectConfig | Response> {
	const projectId = context.params.project_id ?? '';
	const token = getBearerToken(request);
	const key = token ? findByHash(deps.apiKeys, await deps.hashSecret(token)) : undefined;
	if (!key) {
		return (
			(await refuseWrongCredential(context.clientAddress, deps, 'builds')) ??
			buildsError(401, 'unauthorized', 'Invalid API key')
		);
	}
	const { requests, windowSeconds } = deps.config.rateLimit;
	const limit = await hitRateLimit(
		deps.store,
		`${purpose}:${key.hash}`,
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
