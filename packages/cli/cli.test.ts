import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli.ts';
import { COMMANDS } from './utils/commands.ts';
import { createSiteSetup, resolveDocsRoot } from './utils/site-config.ts';

/** Runs the command with captured output. */
async function run(argv: string[], cwd = tmpdir()) {
	let stdout = '';
	let stderr = '';
	const code = await runCli(argv, {
		cwd,
		stdout: (text) => {
			stdout += text;
		},
		stderr: (text) => {
			stderr += text;
		},
	});
	return { code, stdout, stderr };
}

describe('trydocs command line', () => {
	it('lists its commands in its help', async () => {
		const { code, stdout } = await run(['--help']);
		expect(code).toBe(0);
		for (const name of ['dev', 'build', 'preview', 'check']) {
			expect(stdout).toMatch(new RegExp(`^  ${name} +\\S`, 'm'));
		}
	});

	it('prints its help and fails without a command', async () => {
		const { code, stdout } = await run([]);
		expect(code).toBe(1);
		expect(stdout).toContain('Usage: trydocs <command> [options]');
	});

	it('gives each command a help that lists its options', async () => {
		for (const [name, spec] of Object.entries(COMMANDS)) {
			const { code, stdout } = await run([name, '--help']);
			expect(code).toBe(0);
			expect(stdout).toContain(`Usage: trydocs ${name} [options]`);
			for (const option of Object.keys(spec.options)) expect(stdout).toContain(`--${option}`);
		}
	});

	it('names an unknown command and the known ones', async () => {
		const { code, stderr } = await run(['serve']);
		expect(code).toBe(1);
		expect(stderr).toContain('error: Unknown command `serve`.');
		expect(stderr).toContain('hint: The commands are dev, build, preview');
	});

	it('names an unknown option and where the options are listed', async () => {
		const { code, stderr } = await run(['build', '--watch']);
		expect(code).toBe(1);
		expect(stderr).toContain("error: trydocs build: Unknown option '--watch'.");
		expect(stderr).toContain('hint: See `trydocs build --help` for its options.');
	});

	it('refuses a port that is not a number', async () => {
		const repository = mkdtempSync(join(tmpdir(), 'trydocs-cli-'));
		writeFileSync(join(repository, 'docs.json'), '{}');
		const { code, stderr } = await run(['dev', '--port', 'http'], repository);
		expect(code).toBe(1);
		expect(stderr).toContain('error: `--port http` is not a port.');
	});

	it('says where to run it when the folder has no docs.json', async () => {
		const empty = mkdtempSync(join(tmpdir(), 'trydocs-cli-'));
		const { code, stderr } = await run(['build'], empty);
		expect(code).toBe(1);
		expect(stderr).toContain(`error: No \`docs.json\` in \`${empty}\`.`);
		expect(stderr).toContain('hint: Run trydocs at the root of a docs repository');
	});

	it('takes a repository with only mint.json (Mintlify still publishes one)', () => {
		const old = mkdtempSync(join(tmpdir(), 'trydocs-cli-'));
		writeFileSync(join(old, 'mint.json'), '{}');
		expect(resolveDocsRoot(undefined, old)).toBe(old);
	});
});

describe('the configuration of a repository', () => {
	it('runs a repository without astro.config.mjs from a cache folder, adding nothing to it', () => {
		const repository = mkdtempSync(join(tmpdir(), 'trydocs-cli-'));
		writeFileSync(join(repository, 'docs.json'), '{}');
		writeFileSync(join(repository, 'index.mdx'), '# Home\n');
		const setup = createSiteSetup(undefined, repository);
		expect(setup.ownConfig).toBeUndefined();
		expect(setup.inline.root).toBe(setup.cacheDir);
		expect(setup.cacheDir.startsWith(repository)).toBe(false);
		// The build goes where `astro build` would put it; nothing else is written in the repository.
		expect(setup.inline.outDir).toBe(join(repository, 'dist'));
		expect(readdirSync(repository).sort()).toEqual(['docs.json', 'index.mdx']);
		expect(readdirSync(setup.cacheDir)).toContain('astro.config.mjs');
	});

	it("honours a repository's own astro.config.mjs", () => {
		const repository = mkdtempSync(join(tmpdir(), 'trydocs-cli-'));
		mkdirSync(join(repository, 'guides'));
		writeFileSync(join(repository, 'astro.config.mjs'), 'export default {};\n');
		const setup = createSiteSetup('.', repository, { outDir: 'site' });
		expect(setup.ownConfig).toBe(join(repository, 'astro.config.mjs'));
		expect(setup.inline).toEqual({
			root: repository,
			outDir: join(repository, 'site'),
			server: {},
		});
	});
});
