import { answerBuildLog } from '../builds/build-logs.ts';
import type { ServerDeps } from '../deps.ts';
import { hitRateLimit } from '../http/rate-limit.ts';
import { getSession, readCookie, SESSION_COOKIE } from './deployments.ts';

/**
 * `{routes.deployments}/builds/{build_id}/logs`: the same log stream as the builds interface's
 * `/logs` endpoint (events while the build runs, text once it has ended), for the signed-in
 * Deployments page. The session cookie is scoped to the page's path, so the page follows a
 * build without the API key ever reaching the browser. Each session opens streams under the
 * builds interface's rate limit.
 */
export async function handleDeploymentsLogRequest(
	request: Request,
	deps: ServerDeps,
	buildId: string,
): Promise<Response> {
	if (request.method !== 'GET' && request.method !== 'HEAD') {
		return text(405, 'Use GET.', { allow: 'GET' });
	}
	const session = await getSession(request, deps);
	if (!session) return text(401, 'Sign in on the Deployments page first.');
	const token = readCookie(request, SESSION_COOKIE) ?? '';
	const { requests, windowSeconds } = deps.config.rateLimit;
	const limit = await hitRateLimit(
		deps.store,
		`deployments-follow:${await deps.hashSecret(token)}`,
		requests,
		windowSeconds,
		deps.now(),
	);
	if (!limit.allowed) {
		return text(429, 'Too many requests; the page follows builds again after a while.', {
			'retry-after': String(limit.retryAfterSeconds),
		});
	}
	const project = deps.config.projects.find((candidate) => candidate.id === session.projectId);
	const found = await deps.store.readBuildLog(buildId, 0, 0);
	if (!project || !found || found.build.projectId !== project.id) {
		return text(404, 'No such build in this project.');
	}
	return answerBuildLog(request, deps.store, found.build, project, deps.config.rateLimit);
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
	return new Response(body, {
		status,
		headers: {
			'content-type': 'text/plain; charset=utf-8',
			'cache-control': 'no-store',
			'x-content-type-options': 'nosniff',
			...headers,
		},
	});
}
