import type { BuildRecord } from '../../store/store.ts';
import type { ProjectConfig } from '../config.ts';
import { buildsError, quote } from '../http/json.ts';
import type { Build, BuildDetails } from './types.ts';

/** The 404 for a build id the project does not have (another project's build included). */
export function buildNotFound(buildId: string, project: ProjectConfig): Response {
	return buildsError(
		404,
		'build_not_found',
		`Build ${quote(buildId)} not found in project ${quote(project.id)}.`,
	);
}

/** The public Build resource of a stored build (what a rebuild and a status report answer). */
export function toBuildResource(build: BuildRecord, project: ProjectConfig): Build {
	return {
		buildId: build.id,
		status: build.status,
		createdAt: build.createdAt,
		commit: { sha: build.commit.sha, message: build.commit.message, author: build.commit.author },
		project: { id: project.id, name: project.name },
	};
}

/** The read endpoints' Build resource of a stored build: the resource, its times and why it failed. */
export function toBuildDetails(build: BuildRecord, project: ProjectConfig): BuildDetails {
	return {
		...toBuildResource(build, project),
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
