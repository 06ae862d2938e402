import type { BuildRecord } from '../../store/store.ts';
import type { ProjectConfig } from '../config.ts';
import { buildsError, quote } from '../http/json.ts';
import type { Build } from './builds.ts';

/** The Build resource as the read endpoints return it: with its times and, when failed, why. */
export interface BuildDetails extends Build {
	startedAt: string | null;
	finishedAt: string | null;
	/** Present when the build failed: the reason, in one sentence. */
	error?: { message: string };
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
