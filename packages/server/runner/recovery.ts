import type { ServerConfig } from '../handlers/config.ts';
import type { BuildRecord, Store } from '../store/store.ts';

/** Time a build gets beyond its runner's limit before the recovery gives up on it. */
const GRACE_MS = 60_000;

/** Why a build left `building` by a stopped process was marked failed. */
export const RESTART_REASON =
	'The server stopped while this build was running (a restart or a crash); trigger a rebuild to run it again.';
const STOPPED_REASON =
	'The build stopped reporting (its Worker was stopped before it finished); trigger a rebuild to run it again.';

/**
 * Marks failed the builds left `building` that can no longer end: after a restart (`restarted`),
 * every build run in this process (command and hook runners); otherwise those past their
 * runner's time limit. A `github` build runs elsewhere and ends when its workflow reports, so it
 * is failed only once past its limit. Builds of projects no longer configured are failed too.
 * Returns the builds it changed.
 */
export async function failStaleBuilds(
	store: Store,
	config: ServerConfig,
	nowMs: number,
	options: { restarted: boolean },
): Promise<BuildRecord[]> {
	const now = new Date(nowMs).toISOString();
	const before = (limitMs: number) => new Date(nowMs - limitMs - GRACE_MS).toISOString();
	const failed: BuildRecord[] = [];
	for (const project of config.projects) {
		const { runner } = project;
		const only = { only: [project.id] };
		if (runner.type === 'github') {
			const minutes = Math.round(runner.timeoutMs / 60_000);
			const reason = `The workflow did not report the end of this build within ${minutes} minute(s) (\`runner.timeoutMs\`); see its run on GitHub, then trigger a rebuild.`;
			failed.push(
				...(await store.failInterruptedBuilds(reason, now, before(runner.timeoutMs), only)),
			);
		} else if (options.restarted) {
			failed.push(...(await store.failInterruptedBuilds(RESTART_REASON, now, undefined, only)));
		} else {
			failed.push(
				...(await store.failInterruptedBuilds(STOPPED_REASON, now, before(runner.timeoutMs), only)),
			);
		}
	}
	const longest = Math.max(0, ...config.projects.map((project) => project.runner.timeoutMs));
	failed.push(
		...(await store.failInterruptedBuilds(
			options.restarted ? RESTART_REASON : STOPPED_REASON,
			now,
			options.restarted ? undefined : before(longest),
			{ except: config.projects.map((project) => project.id) },
		)),
	);
	return failed;
}
