declare module 'virtual:trydocs/server-config' {
	/** The resolved server configuration (no secrets: only environment variable names). */
	export const config: import('./handlers/config.ts').ServerConfig;
}

declare module 'virtual:trydocs/server-runtime' {
	/** The handlers' deps, from the runtime the site's adapter picked (started once). */
	export function getDeps(): Promise<import('./handlers/deps.ts').ServerDeps>;
}

declare module 'cloudflare:workers' {
	/** The Worker's bindings: vars, secrets, D1 databases... */
	export const env: Record<string, unknown>;
	/** Keeps the Worker alive until the promise settles, after the response is sent. */
	export function waitUntil(promise: Promise<unknown>): void;
}
