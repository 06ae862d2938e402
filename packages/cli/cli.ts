/**
 * `trydocs`: a thin shell over Astro's programmatic API. It parses arguments, prints help and
 * errors, and picks the configuration (utils/site-config.ts); Astro and `trydocs()` do the rest.
 * It never exits the process itself: it returns the exit status to bin.ts, which owns it.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runBuild, runDev, runPreview } from './commands/astro.ts';
import { runCheck } from './commands/check.ts';
import type { CliIo, CommandValues } from './types.ts';
import { COMMANDS, formatCommandHelp, formatMainHelp } from './utils/commands.ts';
import { UsageError } from './utils/usage-error.ts';

const RUNNERS: Record<string, (values: CommandValues, io: CliIo) => Promise<number>> = {
	dev: runDev,
	build: runBuild,
	preview: runPreview,
	check: runCheck,
};

/** The version of this package, for `--version`. */
function getVersion(): string {
	const manifest = new URL('./package.json', import.meta.url);
	const fallback = new URL('../package.json', import.meta.url);
	for (const url of [manifest, fallback]) {
		try {
			return JSON.parse(readFileSync(url, 'utf8')).version;
		} catch {}
	}
	return 'unknown';
}

/** The options of `name`, parsed strictly: an unknown option is a usage error naming it. */
function parseCommand(name: string, args: string[]): CommandValues {
	const spec = COMMANDS[name];
	if (!spec) throw new Error(`No such command: ${name}`);
	const options = Object.fromEntries(
		Object.entries(spec.options).map(([option, { type, short }]) => [
			option,
			short ? { type, short } : { type },
		]),
	);
	try {
		return parseArgs({ args, options, strict: true, allowPositionals: false }).values;
	} catch (error) {
		throw new UsageError(
			`trydocs ${name}: ${(error as Error).message.replace(/\. To specify.*$/s, '').replace(/\.?$/, '.')}`,
			`See \`trydocs ${name} --help\` for its options.`,
		);
	}
}

/** Prints an error the person can act on: what, then how to fix it; a stack only for our bugs. */
export function printError(error: unknown, io: CliIo): void {
	const { message, hint, stack, type } = error as Record<string, string | undefined>;
	// Astro's own errors (`AstroError`) say what and how to fix it; a stack would only hide that.
	if (error instanceof UsageError || hint || type === 'AstroError') {
		io.stderr(`error: ${message}\n${hint ? `  hint: ${hint}\n` : ''}`);
	} else {
		io.stderr(`error: ${stack ?? message ?? String(error)}\n`);
	}
}

/**
 * Runs `trydocs <argv>` and returns its exit status. `dev` and `preview` return once their server
 * listens; the server keeps the process alive until it is stopped (Ctrl+C).
 */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
	const [name, ...rest] = argv;
	if (!name || name === '--help' || name === '-h' || name === 'help') {
		io.stdout(formatMainHelp(getVersion()));
		return name ? 0 : 1;
	}
	if (name === '--version' || name === '-v') {
		io.stdout(`${getVersion()}\n`);
		return 0;
	}
	const spec = COMMANDS[name];
	const run = RUNNERS[name];
	if (!spec || !run) {
		const known = Object.keys(COMMANDS).join(', ');
		printError(
			new UsageError(
				`Unknown command \`${name}\`.`,
				`The commands are ${known}; see \`trydocs --help\`.`,
			),
			io,
		);
		return 1;
	}
	try {
		const values = parseCommand(name, rest);
		if (values.help) {
			io.stdout(formatCommandHelp(name, spec));
			return 0;
		}
		return await run(values, io);
	} catch (error) {
		printError(error, io);
		return 1;
	}
}
