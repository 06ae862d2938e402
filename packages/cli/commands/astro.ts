/**
 * `trydocs dev`, `build` and `preview`: Astro's programmatic API on the repository's
 * configuration (utils/site-config.ts).
 */
import { build, dev, preview } from 'astro';
import type { CliIo, CommandValues } from '../types.ts';
import { createSiteSetup } from '../utils/site-config.ts';
import { UsageError } from '../utils/usage-error.ts';

/** `--port` and `--host` as Astro's `server` option. */
function getServerOptions(values: CommandValues) {
	const server: { port?: number; host?: string; open?: boolean } = {};
	if (typeof values.port === 'string') {
		const port = Number(values.port);
		if (!/^\d+$/.test(values.port) || port > 65535) {
			throw new UsageError(
				`\`--port ${values.port}\` is not a port.`,
				'Give a number from 1 to 65535, e.g. `--port 3000`.',
			);
		}
		server.port = port;
	}
	if (typeof values.host === 'string') server.host = values.host;
	if (values.open === true) server.open = true;
	return server;
}

/** `--outDir`, from the repository. */
function getOutDir(values: CommandValues) {
	return typeof values.outDir === 'string' ? { outDir: values.outDir } : {};
}

/** Starts the dev server; it runs until the process is stopped. */
export async function runDev(values: CommandValues, io: CliIo): Promise<number> {
	const setup = createSiteSetup(values.root as string | undefined, io.cwd, {
		server: getServerOptions(values),
	});
	await dev(setup.inline);
	return 0;
}

/** Builds the site; a failed build is status 1 with Astro's message. */
export async function runBuild(values: CommandValues, io: CliIo): Promise<number> {
	const setup = createSiteSetup(values.root as string | undefined, io.cwd, getOutDir(values));
	// `--timings` is `DEBUG=trydocs:timings` for this build (the integration reads it), so it
	// works with a repository's own astro.config.mjs too; the variable is restored after.
	const debug = process.env.DEBUG;
	if (values.timings === true) {
		process.env.DEBUG = debug ? `${debug},trydocs:timings` : 'trydocs:timings';
	}
	try {
		// `--force`: Astro renders every page and rebuilds its content cache.
		await build(values.force === true ? { ...setup.inline, force: true } : setup.inline);
	} finally {
		if (debug === undefined) delete process.env.DEBUG;
		else process.env.DEBUG = debug;
	}
	return 0;
}

/** Serves the built site; it runs until the process is stopped. */
export async function runPreview(values: CommandValues, io: CliIo): Promise<number> {
	const setup = createSiteSetup(values.root as string | undefined, io.cwd, {
		server: getServerOptions(values),
		...getOutDir(values),
	});
	await preview(setup.inline);
	return 0;
}
