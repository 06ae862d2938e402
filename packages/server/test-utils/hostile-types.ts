/** The hostile suite's types, shared by the files that build its cases and the one that sends them. */

/** One hostile request and what a careful server answers. */
export interface Case {
	name: string;
	path: string;
	method?: string;
	headers?: Record<string, string>;
	body?: string | Uint8Array;
	/** Sent with its path exactly as written (dot segments and all), as `curl --path-as-is` does. */
	raw?: boolean;
	status: number;
	/**
	 * `builds`: `{ error: { code, message, status } }`; `ticket`: `{ code, message }`; `page`: an
	 * HTML page (the Deployments page), `code` unused.
	 */
	shape: 'builds' | 'ticket' | 'page';
	code: string;
	/** Response headers the answer must carry, by lower-case name. */
	expectHeaders?: Record<string, string>;
}

/** What the cases use: the right credentials (so only the input is wrong), and which to include. */
export interface HostileCaseOptions {
	/** A project API key the server accepts. */
	key: string;
	/** A tickets access token the server accepts. */
	token: string;
	/** Rebuilds of unknown projects with the right key (each counts against its rate limit). */
	projects?: boolean;
	/** Wrong credentials, which leave this client refused for a minute: only where that is fine. */
	credentials?: boolean;
	/** The Deployments page's path, where the server under test renders it (a built site). */
	deployments?: string;
}
