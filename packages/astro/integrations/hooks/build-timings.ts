/**
 * A timed build (`trydocs({ timings: true })` or `DEBUG=trydocs:timings`): started when the site
 * is configured, with a middleware that times each rendered page, and printed when it is done
 * (utils/timings/timings.ts keeps the figures).
 */
import type { AstroIntegrationLogger, HookParameters } from 'astro';
import type { ParsedTrydocsOptions } from '../../schemas/options.ts';
import {
	formatTimings,
	isTimingsDebug,
	startTimings,
	stopTimings,
} from '../../utils/timings/timings.ts';

/** Starts timing the build when the options or `DEBUG` ask for it; `astro dev` is never timed. */
export function startBuildTimings(
	{ command, addMiddleware }: HookParameters<'astro:config:setup'>,
	options: ParsedTrydocsOptions,
): void {
	// Cleared first: a build that failed before printing leaves no timings to the next.
	stopTimings();
	if (command !== 'build' || !(options.timings || isTimingsDebug(process.env.DEBUG))) return;
	startTimings();
	// Outermost ('pre'), so a page's time includes what the other middleware do with it.
	addMiddleware({
		entrypoint: new URL('../../utils/timings/timings-middleware.ts', import.meta.url),
		order: 'pre',
	});
}

/** Prints the time of each phase of a timed build, one line each. */
export function printBuildTimings(logger: AstroIntegrationLogger): void {
	const phases = stopTimings();
	if (!phases) return;
	const out = logger.fork('trydocs:timings');
	out.info('Where the build took its time (wall time; a phase inside another counts once):');
	for (const line of formatTimings(phases)) out.info(line);
}
