import { spawn } from 'node:child_process';
import { lstat, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { delimiter, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { ProjectConfig } from '../handlers/config.ts';
import type { BuildRecord } from '../store/store.ts';
import { getBuildEnv } from './build-env.ts';
import type { BuildLogWriter } from './log-writer.ts';
import { exists, prune, switchCurrent } from './outputs.ts';
import type { RunBuild, RunResult } from './queue.ts';

/** Terminal escape sequences (colours, cursor moves). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the escape character is the point.
const ANSI_ESCAPES = /\u001b\[[0-9;?]*[A-Za-z]/g;

/** Most log kept per build; older output is dropped from the start. */
export const MAX_LOG = 256 * 1024;

/** Process groups of the builds this process is running, with what stops each one. */
const RUNNING = new Map<number, { stop: (reason: string) => void }>();

/** The file beside a project's outputs naming its running build's process group. */
const RUNNING_FILE = '.running';

/**
 * Stops every build this process is running: SIGTERM to each build's whole process group, then
 * SIGKILL after `killAfterMs`. Each build ends `failed` with `reason`. Resolves at once; the
 * builds' ends are recorded by the queue as their processes exit.
 */
export function stopRunningBuilds(reason: string): number {
	for (const build of RUNNING.values()) build.stop(reason);
	return RUNNING.size;
}

/**
 * Ends a build a previous process of the server started and could not stop (it was killed, or
 * the machine lost power mid-build): its process group is detached and would run on, and could
 * switch `current` after a newer build. Killed only when `/proc` shows it is that build. Returns
 * the build the previous process was running (nothing runs it any more), and whether it was
 * still alive and stopped here.
 */
export async function reapOrphanedBuild(
	outputsDir: string,
): Promise<{ buildId: string; stopped: boolean } | undefined> {
	const file = join(outputsDir, RUNNING_FILE);
	let text: string;
	try {
		text = await readFile(file, 'utf8');
	} catch {
		return undefined;
	}
	await rm(file, { force: true });
	const [pidText = '', buildId = ''] = text.trim().split(' ');
	const pid = Number(pidText);
	if (!Number.isInteger(pid) || pid <= 1 || !buildId) return undefined;
	try {
		const environ = await readFile(`/proc/${pid}/environ`, 'utf8');
		if (!environ.split('\0').includes(`TRYDOCS_BUILD_ID=${buildId}`)) {
			return { buildId, stopped: false };
		}
		process.kill(-pid, 'SIGKILL');
		return { buildId, stopped: true };
	} catch {
		// Gone already (or another user's process now has its id).
		return { buildId, stopped: false };
	}
}

/** Options of `createCommandRunner`. */
export interface CommandRunnerOptions {
	project: ProjectConfig & { runner: { type: 'command' } };
	/** Where outputs go: `<outputsDir>/<buildId>`, and the `current` link to the live one. */
	outputsDir: string;
	/** Environment variables the build must not see (keys, tokens). */
	hiddenEnv: readonly string[];
	/** Where the output also goes as it comes, for readers following the build live. */
	output?: BuildLogWriter;
}

/**
 * The `command` runner: runs the project's build command with `sh -c` in its folder, into a
 * fresh output folder (`{outDir}`, also `TRYDOCS_OUT_DIR`), capturing stdout and stderr as the
 * log. Only when it exits 0 does `current` switch to the new output (an atomic rename of a
 * symlink), so whatever serves the previous output keeps working during and after a failure.
 */
export function createCommandRunner(options: CommandRunnerOptions): RunBuild {
	const { project, outputsDir } = options;
	const { command, timeoutMs, keep } = project.runner;
	return async (build: BuildRecord, signal?: AbortSignal): Promise<RunResult> => {
		const outDir = join(outputsDir, build.id);
		await mkdir(outputsDir, { recursive: true });
		await linkProjectModules(outputsDir, project.root);
		const line = command.replaceAll('{outDir}', shellQuote(outDir));
		let log = `$ ${line}\n`;
		options.output?.append(build.id, log);
		const append = (chunk: Buffer | string) => {
			// Some tools colour their output whatever the environment says.
			const text = chunk.toString().replace(ANSI_ESCAPES, '');
			log += text;
			options.output?.append(build.id, text);
			if (log.length > MAX_LOG) log = `[earlier output dropped]\n${log.slice(-MAX_LOG)}`;
		};
		const ended = await runCommand({
			line,
			cwd: project.root,
			env: getCommandEnv(options, build.id, outDir),
			timeoutMs,
			signal,
			buildId: build.id,
			outputsDir,
			append,
		});
		// The live log is complete before the build's end is recorded.
		await options.output?.flush(build.id);
		if (ended.code !== 0) {
			await rm(outDir, { recursive: true, force: true });
			return { ok: false, log, reason: describeFailure(ended, timeoutMs) };
		}
		if (await exists(outDir)) {
			await switchCurrent(outputsDir, build.id);
			log += `\n[trydocs] Output ${outDir} is now live (${join(outputsDir, 'current')}).\n`;
			await prune(outputsDir, build.id, keep);
		}
		return { ok: true, log };
	};
}

/** The environment of a build command: the server's tools, none of its secrets, and where to write. */
function getCommandEnv(
	options: CommandRunnerOptions,
	buildId: string,
	outDir: string,
): Record<string, string | undefined> {
	const env = getBuildEnv(process.env, options.hiddenEnv);
	env.TRYDOCS_OUT_DIR = outDir;
	// A log read in a browser: no colour codes.
	env.NO_COLOR = '1';
	env.FORCE_COLOR = '0';
	env.TRYDOCS_BUILD_ID = buildId;
	// The same Node as the server, and the project's own binaries, come first.
	env.PATH = [join(options.project.root, 'node_modules/.bin'), dirname(process.execPath), env.PATH]
		.filter(Boolean)
		.join(delimiter);
	return env;
}

/** One run of a build command. */
interface CommandRun {
	line: string;
	cwd: string;
	env: Record<string, string | undefined>;
	timeoutMs: number;
	signal: AbortSignal | undefined;
	buildId: string;
	outputsDir: string;
	append(chunk: Buffer | string): void;
}

/** How a build command ended. */
interface CommandEnd {
	code: number | null;
	timedOut: boolean;
	error?: Error;
	/** Why the server stopped it, when it did (a shutdown, a lost lease). */
	stopReason?: string;
}

/** The reason a build command failed, in one sentence. */
function describeFailure(ended: CommandEnd, timeoutMs: number): string {
	if (ended.stopReason) return ended.stopReason;
	if (ended.timedOut) {
		return `The build command did not finish within ${Math.round(timeoutMs / 1000)} s and was stopped.`;
	}
	if (ended.error) return `The build command could not start: ${ended.error.message}`;
	return `The build command exited with code ${ended.code}.`;
}

/**
 * Runs a build command in a process group of its own, stopped when its time is up, when the
 * server stops it (`stopRunningBuilds`) or when the queue's lease on the build is lost.
 */
function runCommand(run: CommandRun): Promise<CommandEnd> {
	return new Promise<CommandEnd>((resolve) => {
		const child = spawn('sh', ['-c', run.line], {
			cwd: run.cwd,
			env: run.env,
			stdio: ['ignore', 'pipe', 'pipe'],
			detached: true,
		});
		let timedOut = false;
		let stopReason: string | undefined;
		const timer = setTimeout(() => {
			timedOut = true;
			// The whole process group: the shell and whatever it started.
			try {
				process.kill(-(child.pid ?? 0), 'SIGKILL');
			} catch {}
		}, run.timeoutMs);
		const pid = child.pid;
		if (pid) {
			trackRunning(pid, run, (reason) => {
				stopReason = reason;
			});
		}
		const forget = () => {
			if (pid) RUNNING.delete(pid);
			void rm(join(run.outputsDir, RUNNING_FILE), { force: true }).catch(() => {});
		};
		child.stdout.on('data', run.append);
		child.stderr.on('data', run.append);
		child.once('error', (error) => {
			clearTimeout(timer);
			forget();
			resolve({ code: null, timedOut, error, ...(stopReason ? { stopReason } : {}) });
		});
		child.once('close', (code) => {
			clearTimeout(timer);
			forget();
			resolve({ code, timedOut, ...(stopReason ? { stopReason } : {}) });
		});
	});
}

/**
 * Records a started build command: the server can stop it (`RUNNING`), the queue's lost lease
 * stops it, and a later process of the server finds it in the outputs folder if this one dies.
 */
function trackRunning(pid: number, run: CommandRun, stopped: (reason: string) => void): void {
	RUNNING.set(pid, {
		stop: (reason) => {
			stopped(reason);
			try {
				process.kill(-pid, 'SIGTERM');
			} catch {}
			setTimeout(() => {
				try {
					process.kill(-pid, 'SIGKILL');
				} catch {}
			}, 3000).unref();
		},
	});
	// Another instance failed it (this one's lease ended): stop, never run two at once.
	run.signal?.addEventListener(
		'abort',
		() =>
			RUNNING.get(pid)?.stop(
				'This server lost its claim on the build (its lease ended while the database was unreachable) and stopped it.',
			),
		{ once: true },
	);
	// A later process of the server ends this build if this one dies without doing so.
	void writeFile(join(run.outputsDir, RUNNING_FILE), `${pid} ${run.buildId}\n`).catch(() => {});
}

export async function linkProjectModules(outputsDir: string, projectRoot: string): Promise<void> {
	const fromRoot = relative(resolve(projectRoot), resolve(outputsDir));
	if (!fromRoot.startsWith('..') && !isAbsolute(fromRoot)) return;
	const modules = join(resolve(projectRoot), 'node_modules');
	const link = join(outputsDir, 'node_modules');
	if (!(await exists(modules))) return;
	try {
		await lstat(link);
	} catch {
		await symlink(modules, link, 'dir');
	}
}

function shellQuote(value: string) {
	return `'${value.replaceAll("'", "'\\''")}'`;
}
