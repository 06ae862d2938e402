/**
 * The commands, their options and their help: one table that the parser and `--help` both read,
 * so the help never names an option the parser refuses.
 */

/** An option of a command, as `node:util` `parseArgs` takes it, with its help line. */
export interface OptionSpec {
	type: 'string' | 'boolean';
	short?: string;
	/** The value's name in the help, for string options. */
	value?: string;
	help: string;
}

/** A command of `trydocs`. */
export interface CommandSpec {
	summary: string;
	/** What it does, in a sentence or two. */
	description: string;
	options: Record<string, OptionSpec>;
	examples: string[];
}

const root: OptionSpec = {
	type: 'string',
	value: 'folder',
	help: 'The docs repository (where docs.json is). Default: the current folder.',
};
const help: OptionSpec = { type: 'boolean', short: 'h', help: 'Show this help.' };
const port: OptionSpec = { type: 'string', value: 'number', help: 'The port. Default: 4321.' };
const host: OptionSpec = {
	type: 'string',
	value: 'address',
	help: 'The address to listen on, e.g. `0.0.0.0` for the network. Default: localhost.',
};
const outDir: OptionSpec = {
	type: 'string',
	value: 'folder',
	help: 'Where the built site goes, from the repository. Default: dist.',
};

/** Every command, in the order `trydocs --help` lists them. */
export const COMMANDS: Record<string, CommandSpec> = {
	dev: {
		summary: 'Serve the docs while you write them; saved changes show in the open tab.',
		description:
			'Starts a local server on the repository. Pages are compiled when first opened; a saved page, docs.json or spec updates the open tab without a restart.',
		options: {
			root,
			port,
			host,
			open: { type: 'boolean', help: 'Open the site in a browser.' },
			help,
		},
		examples: ['trydocs dev', 'trydocs dev --port 3000', 'trydocs dev --root docs'],
	},
	build: {
		summary: 'Build the static site (into dist/).',
		description:
			'Builds every page, the search index and the sitemap into a folder of static files any host can serve. A page whose inputs did not change since the last build is reused from the cache folder.',
		options: {
			root,
			outDir,
			timings: {
				type: 'boolean',
				help: 'Print the time of each phase of the build (reading, rendering, search, ...).',
			},
			force: {
				type: 'boolean',
				help: 'Render every page again, reusing nothing of the last build.',
			},
			help,
		},
		examples: [
			'trydocs build',
			'trydocs build --outDir public-site',
			'trydocs build --timings',
			'trydocs build --force',
		],
	},
	preview: {
		summary: 'Serve the built site, as a host would.',
		description: 'Serves what `trydocs build` wrote, to look at it before deploying.',
		options: { root, outDir, port, host, help },
		examples: ['trydocs build && trydocs preview'],
	},
	check: {
		summary: 'Check the docs for broken links, images, components and API references.',
		description:
			'Reads docs.json, every page and the specs as a build does, without building: links and anchors, images, snippet imports, components, `openapi:` references, specs, navigation and redirects. Prints one line per problem (file:line), and exits with status 1 when there is any. Faster than a build: run it in CI.',
		options: {
			root,
			json: {
				type: 'boolean',
				help: 'Print the problems as JSON (file, line, kind, message, hint).',
			},
			help,
		},
		examples: ['trydocs check', 'trydocs check --json > problems.json'],
	},
};

/** `trydocs --help`. */
export function formatMainHelp(version: string): string {
	const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length));
	return [
		`trydocs ${version}: API docs you can try, from a Mintlify-style repository.`,
		'',
		'Usage: trydocs <command> [options]',
		'',
		'Commands:',
		...Object.entries(COMMANDS).map(([name, spec]) => `  ${name.padEnd(width)}  ${spec.summary}`),
		'',
		'Options:',
		'  -h, --help     Show help (`trydocs <command> --help` for a command).',
		'  -v, --version  Show the version.',
		'',
		'Run it where docs.json is. A repository with its own astro.config.mjs is run with it.',
		'',
	].join('\n');
}

/** `trydocs <command> --help`. */
export function formatCommandHelp(name: string, spec: CommandSpec): string {
	const flags = Object.entries(spec.options).map(([option, { short, value }]) =>
		[short ? `-${short}, ` : '    ', `--${option}`, value ? ` <${value}>` : ''].join(''),
	);
	const width = Math.max(...flags.map((flag) => flag.length));
	return [
		`Usage: trydocs ${name} [options]`,
		'',
		spec.description,
		'',
		'Options:',
		...Object.values(spec.options).map(
			(option, index) => `  ${flags[index]?.padEnd(width)}  ${option.help}`,
		),
		'',
		'Examples:',
		...spec.examples.map((example) => `  ${example}`),
		'',
	].join('\n');
}
