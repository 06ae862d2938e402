/**
 * What the handlers receive: the dependencies a runtime (`runtime/node.ts`, `runtime/workers.ts`)
 * builds for its host, so a handler stays a pure `(request, deps) => Response`.
 */

import type { BuildRecord, CommitInfo, Store } from '../store/store.ts';
import type { ProjectConfig, ServerConfig } from './config.ts';

/** Where progress and failures go. Never give it a credential. */
export interface Logger {
	info(message: string): void;
	warn(message: string): void;
	error(message: string, cause?: unknown): void;
}

/** The hash of an accepted credential and what it unlocks. */
export interface KnownCredential {
	hash: string;
	/** The project of an API key; the environment variable of an access token. */
	subject: string;
}

/**
 * Everything a handler needs, injected so handlers stay pure `(request, deps) => Response`
 * functions: Node-only pieces (files, processes, git) live behind these fields.
 */
export interface ServerDeps {
	config: ServerConfig;
	store: Store;
	/** Hashes of the projects' API keys. */
	apiKeys: readonly KnownCredential[];
	/** Hashes of the tickets interface's access tokens. */
	accessTokens: readonly KnownCredential[];
	/** Hex SHA-256 of a presented secret (Web Crypto by default; `node:crypto` on Node, faster). */
	hashSecret(secret: string): Promise<string> | string;
	/**
	 * Reads the commit the project's repository is at, or the commit `sha` (a full hash from a
	 * rebuild's body); throws `CommitError` when it cannot.
	 */
	readCommit(project: ProjectConfig, sha?: string): Promise<CommitInfo>;
	/** Wakes the build queue of a project after a build was queued. */
	kickBuilds(projectId: string): void;
	/**
	 * A runner reported a build's end (the status endpoint): posts its commit status and starts
	 * the project's next queued build, after the response.
	 */
	buildEnded(build: BuildRecord): void;
	/**
	 * A file of the built site by its path from the site's root (`/_trydocs/mcp-pages.json`,
	 * `/pagefind/pagefind-entry.json`), as bytes; `undefined` when there is none. Node reads the
	 * build folder, Workers the assets binding.
	 */
	readAsset(path: string): Promise<Uint8Array | undefined>;
	/**
	 * The origins the proxy forwards to, asked at each call: the configuration's `proxy.allow`, or
	 * the list `astro dev` keeps current as pages and specs change (the host provides it).
	 */
	proxyAllow(): readonly string[];
	/** Outbound HTTP, for the proxy. */
	fetch: typeof fetch;
	/** Milliseconds since the epoch. */
	now(): number;
	log: Logger;
}

/** Reading the commit failed in a way the project's owner can fix; the message says how. */
export class CommitError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'CommitError';
	}
}
