import { findByHash, getBearerToken } from './auth.ts';
import type { ProjectConfig } from './config.ts';
import { countFailedCredential, refuseGuessing } from './credential-limit.ts';
import type { ServerDeps } from './deps.ts';
import { buildsError } from './json.ts';
import { hitRateLimit } from './rate-limit.ts';

/** A request of the builds interface that passed `checkProjectKey`. */
export type ProjectAccess =
	| { ok: true; project: ProjectConfig }
	| { ok: false; response: Response };

/**
 * The checks of every builds-interface call, in order: a client guessing keys (429), the key
 * (401), the rate limit of that key in `bucket` (429 with `Retry-After`), the project (404), the
 * key's project (403). The key is compared by its hash, in constant time.
 */
export async function checkProjectKey(
	request: Request,
	deps: ServerDeps,
	projectId: string,
	bucket: string,
): Promise<ProjectAccess> {
	const guessing = refuseGuessing(request, deps, 'builds');
	if (guessing) return { ok: false, response: guessing };
	const token = getBearerToken(request);
	const key = token ? findByHash(deps.apiKeys, await deps.hashSecret(token)) : undefined;
	if (!key) {
		return {
			ok: false,
			response:
				(await countFailedCredential(request, deps, 'builds')) ??
				buildsError(401, 'unauthorized', 'Invalid API key'),
		};
	}

	const { requests, windowSeconds } = deps.config.rateLimit;
	const limit = await hitRateLimit(
		deps.store,
		`${bucket}:${key.hash}`,
		requests,
		windowSeconds,
		deps.now(),
	);
	if (!limit.allowed) {
		return {
			ok: false,
			response: buildsError(429, 'rate_limited', 'Too many requests', {
				'retry-after': String(limit.retryAfterSeconds),
			}),
		};
	}

	const project = deps.config.projects.find((candidate) => candidate.id === projectId);
	if (!project) {
		return { ok: false, response: buildsError(404, 'project_not_found', 'Project not found') };
	}
	if (key.subject !== project.id) {
		return { ok: false, response: buildsError(403, 'forbidden', 'Unauthorized project access') };
	}
	return { ok: true, project };
}
