import type { ProjectConfig } from '../handlers/config.ts';
import type { RunBuild } from './queue.ts';

/**
 * The `hook` runner: POSTs to the hosting provider's deploy hook (Netlify, Vercel, Cloudflare
 * Pages...) and succeeds when it answers 2xx. The host builds and switches over itself. The
 * hook URL is a secret, so the log shows only its origin.
 */
export function createHookRunner(
	project: ProjectConfig & { runner: { type: 'hook' } },
	env: Record<string, string | undefined>,
	fetcher: typeof fetch,
): RunBuild {
	const { runner } = project;
	return async (build) => {
		const url = runner.urlEnv ? env[runner.urlEnv] : runner.url;
		if (!url) {
			return {
				ok: false,
				log: '',
				reason: `No deploy hook URL: set the environment variable \`${runner.urlEnv}\`.`,
			};
		}
		let shown = '(invalid URL)';
		try {
			shown = `${new URL(url).origin}/…`;
		} catch {
			return { ok: false, log: '', reason: 'The deploy hook URL is not a valid URL.' };
		}
		const log = [`POST ${shown} (build ${build.id}, commit ${build.commit.sha})`];
		try {
			const response = await fetcher(url, {
				method: 'POST',
				headers: { 'content-type': 'application/json', 'user-agent': 'trydocs' },
				body: JSON.stringify({ buildId: build.id, commit: build.commit.fullSha }),
				signal: AbortSignal.timeout(runner.timeoutMs),
			});
			const text = (await response.text()).slice(0, 2048);
			log.push(`${response.status} ${response.statusText}`, text);
			if (!response.ok) {
				return {
					ok: false,
					log: log.join('\n'),
					reason: `The deploy hook answered ${response.status} ${response.statusText}.`,
				};
			}
			return { ok: true, log: log.join('\n') };
		} catch (error) {
			const cause = (error as { cause?: { code?: string } }).cause?.code;
			return {
				ok: false,
				log: log.join('\n'),
				reason: `The deploy hook could not be reached${cause ? ` (${cause})` : ''}.`,
			};
		}
	};
}
