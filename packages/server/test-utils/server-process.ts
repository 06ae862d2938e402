/**
 * A server in a process of its own (`serve-runtime.ts`, the runtime as a built site runs it),
 * for tests that kill, stop or restart servers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('./serve-runtime.ts', import.meta.url));

/** A started server process. */
export interface ServerProcess {
	child: ChildProcess;
	/** Resolves with its URL once it listens; rejects when it exits first. */
	url: Promise<string>;
	/** Everything it printed. */
	output(): string;
	/** Kills it with `signal` (SIGKILL by default) and waits until it is gone. */
	kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the runtime for the configuration file in a process of its own. */
export function serveProcess(configFile: string, env: Record<string, string> = {}): ServerProcess {
	const child = spawn(process.execPath, [SERVE, configFile], {
		env: { ...process.env, ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let output = '';
	const url = new Promise<string>((resolve, reject) => {
		child.stdout?.on('data', (chunk) => {
			output += chunk;
			const match = /listening (\S+)/.exec(output);
			if (match?.[1]) resolve(match[1]);
		});
		child.stderr?.on('data', (chunk) => (output += chunk));
		child.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
	});
	url.catch(() => {});
	const exited = new Promise<number | null>((resolve) => {
		if (child.exitCode !== null) resolve(child.exitCode);
		else child.once('exit', (code) => resolve(code));
	});
	// Never leave a server behind if the test process ends first.
	const orphan = () => child.kill('SIGKILL');
	process.once('exit', orphan);
	return {
		child,
		url,
		output: () => output,
		async kill(signal = 'SIGKILL') {
			process.off('exit', orphan);
			if (child.exitCode === null && child.signalCode === null) child.kill(signal);
			return exited;
		},
	};
}
