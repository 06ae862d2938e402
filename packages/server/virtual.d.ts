declare module 'virtual:trydocs/server-config' {
	/** The resolved server configuration (no secrets: only environment variable names). */
	export const config: import('./runtime/config.ts').ServerConfig;
}
