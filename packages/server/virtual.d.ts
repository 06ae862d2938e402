declare module 'virtual:trydocs/server-config' {
	/** The resolved server configuration (no secrets: only environment variable names). */
	export const config: import('./handlers/config.ts').ServerConfig;
}

declare module 'virtual:trydocs/server-runtime' {
	/** The handlers' deps, from the runtime the site's adapter picked (started once). */
	export function getDeps(): Promise<import('./handlers/deps.ts').ServerDeps>;
}
