/** What a build command's environment keeps of the server's: its tools, none of its secrets. */

/**
 * Variables of the server's environment a build gets: what tools need to run (paths, locale,
 * temp folders, proxies, CI markers, Node and package-manager settings). Anything else (database
 * URLs, tokens, cloud credentials the server was given) stays with the server.
 */
const BUILD_ENV =
	/^(PATH|HOME|USER|LOGNAME|SHELL|LANG|LANGUAGE|LC_[A-Z_]+|TZ|TMPDIR|TMP|TEMP|TERM|CI|NODE_ENV|NODE_OPTIONS|NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|HTTPS?_PROXY|NO_PROXY|https?_proxy|no_proxy|XDG_[A-Z_]+|COREPACK_[A-Z_]+|ASTRO_TELEMETRY_DISABLED|DO_NOT_TRACK|npm_config_[a-z_]+|PNPM_HOME|SITE|BASE_URL|PUBLIC_[A-Z0-9_]+)$/;

/** The environment of a build: the allowed variables of the server's, minus `hidden` ones. */
export function getBuildEnv(
	serverEnv: NodeJS.ProcessEnv,
	hidden: readonly string[],
): NodeJS.ProcessEnv {
	const env: NodeJS.ProcessEnv = {};
	for (const [name, value] of Object.entries(serverEnv)) {
		if (BUILD_ENV.test(name) && !hidden.includes(name)) env[name] = value;
	}
	return env;
}

/**
 * A server build (Astro's `dist/server`) imports the project's packages by name, and Node looks
 * for them from the output's own folder up. When the outputs live outside the project (a data
 * folder elsewhere), a `node_modules` link beside them resolves those imports as inside it.
 */
