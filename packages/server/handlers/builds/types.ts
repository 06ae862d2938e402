/** The builds interface's resources, as its endpoints answer them. A leaf: the others import it. */
import type { BuildRecord } from '../../store/store.ts';

/** The Build resource (`Build` in sites/docs/openapi/builds.yaml). */
export interface Build {
	buildId: string;
	status: BuildRecord['status'];
	createdAt: string;
	commit: { sha: string; message: string; author: string };
	project: { id: string; name: string };
}

/** The Build resource as the read endpoints return it: with its times and, when failed, why. */
export interface BuildDetails extends Build {
	startedAt: string | null;
	finishedAt: string | null;
	/** Present when the build failed: the reason, in one sentence. */
	error?: { message: string };
}
