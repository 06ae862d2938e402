import { config } from 'virtual:trydocs/server-config';
import { recoverBuilds } from '../runtime/workers.ts';

/**
 * The Worker's `scheduled` handler (a Cron Trigger): marks builds that stopped reporting as
 * `failed` and starts queued ones. Export it from the Worker's entry beside Astro's `fetch`:
 *
 * ```ts
 * import { handle } from '@astrojs/cloudflare/handler';
 * import { scheduled } from '@trydocs/server/workers';
 * export default { fetch: handle, scheduled };
 * ```
 */
export function scheduled(
	_controller: unknown,
	_env: unknown,
	context: { waitUntil(promise: Promise<unknown>): void },
): void {
	context.waitUntil(recoverBuilds(config));
}
