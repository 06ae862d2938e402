#!/usr/bin/env node
/**
 * The `trydocs` executable. It owns the process: it checks the Node version before loading
 * anything that needs a newer one, and sets the exit status the command returns.
 */
export {};

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
	process.stderr.write(
		`error: trydocs needs Node.js 22.12 or later (Astro 7 does); this is Node.js ${process.versions.node}.\n  hint: Install a current Node.js (https://nodejs.org), or run it with \`npx -p node@22 -p @trydocs/cli trydocs\`.\n`,
	);
	process.exitCode = 1;
} else {
	const { runCli } = await import('./cli.ts');
	process.exitCode = await runCli(process.argv.slice(2), {
		cwd: process.cwd(),
		stdout: (text) => process.stdout.write(text),
		stderr: (text) => process.stderr.write(text),
	});
}
