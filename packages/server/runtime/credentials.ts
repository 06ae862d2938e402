import type { ServerConfig } from '../handlers/config.ts';
import type { KnownCredential } from '../handlers/deps.ts';
import { createRandomId, hashSecret } from '../handlers/http/auth.ts';
import type { CredentialKind, Store } from '../store/store.ts';

/** A secret the server generated: what to say about it, and the secret with its command. */
export interface GeneratedSecret {
	/** One line naming what was generated and the variable that would choose it: no secret. */
	notice: string;
	/** The secret in the command that uses it: for its owner's eyes only, never a kept log. */
	secret: string;
}

/**
 * Hands a generated secret to its owner (the Node runtime writes it to a file only they can
 * read). `undefined`: nothing can show a secret safely here (Workers, whose logs are kept), so
 * none is generated; `missing` says which variable to set.
 */
export type RevealSecret = (generated: GeneratedSecret) => void | Promise<void>;

/**
 * The API keys and access tokens the server accepts: from the environment when set, otherwise
 * generated on first start, stored hashed and handed once to `reveal` with the command that uses
 * them. Without `reveal`, an unset one is reported to `missing` and nothing is accepted for it.
 */
export async function loadServerCredentials(
	store: Store,
	config: ServerConfig,
	env: Record<string, string | undefined>,
	reveal: RevealSecret | undefined,
	missing: (notice: string) => void = () => {},
): Promise<{ apiKeys: KnownCredential[]; accessTokens: KnownCredential[] }> {
	const publicOrigin = getPublicOrigin(config, env);
	const builds = config.routes.builds === '/' ? '' : config.routes.builds;
	// `trailingSlash: 'always'` sites answer these paths only with the slash (Astro redirects).
	const slash = config.trailingSlash === 'always' ? '/' : '';
	const apiKeys = await loadCredentials(
		store,
		'api_key',
		config.projects,
		env,
		reveal &&
			((project, key) =>
				reveal({
					notice: `Generated an API key for project \`${project.id}\` (set ${project.apiKeyEnv} to choose your own).`,
					secret: [
						'Trigger a rebuild with:',
						`  curl -X POST ${publicOrigin}${builds}/projects/${project.id}/rebuild${slash} -H "Authorization: Bearer ${key}" -H "Content-Type: application/json"`,
					].join('\n'),
				})),
		(project) =>
			missing(
				`Project \`${project.id}\` has no API key: set the secret ${project.apiKeyEnv}. Until then its rebuild endpoint answers 401.`,
			),
	);
	const accessTokens = await loadCredentials(
		store,
		'access_token',
		config.tickets.accessTokenEnv.map((name) => ({ id: name, apiKeyEnv: name })),
		env,
		reveal &&
			((entry, token) =>
				reveal({
					notice: `Generated a tickets access token (set ${entry.apiKeyEnv} to choose your own).`,
					secret: [
						'Create a ticket with:',
						`  curl -X POST ${publicOrigin}${config.routes.tickets}/tickets${slash} -H "Authorization: Bearer ${token}" -H "Content-Type: application/json" -d '{"customer_id":"cus_1","subject":"Hello"}'`,
					].join('\n'),
				})),
		(entry) =>
			missing(
				`The tickets access token ${entry.apiKeyEnv} is not set: set it as a secret. Until then the tickets interface answers 401.`,
			),
	);

	return { apiKeys, accessTokens };
}

/**
 * Loads each subject's credential: from its environment variable when set (stored hashed), else
 * the hash generated on an earlier start, else a new random secret, stored hashed and shown once
 * (or, without `show`, none: `missing` is told).
 */
async function loadCredentials<T extends { id: string; apiKeyEnv: string }>(
	store: Store,
	kind: CredentialKind,
	subjects: readonly T[],
	env: Record<string, string | undefined>,
	show: ((subject: T, secret: string) => void | Promise<void>) | undefined,
	missing: (subject: T) => void,
): Promise<KnownCredential[]> {
	const known: KnownCredential[] = [];
	for (const subject of subjects) {
		const value = env[subject.apiKeyEnv]?.trim();
		if (value) {
			const hash = await hashSecret(value);
			await store.putCredential({ kind, subject: subject.id, hash, source: 'env' });
			known.push({ hash, subject: subject.id });
			continue;
		}
		const existing = await store.getCredential(kind, subject.id);
		if (existing?.source === 'generated') {
			known.push({ hash: existing.hash, subject: subject.id });
			continue;
		}
		if (!show) {
			missing(subject);
			continue;
		}
		const secret = createRandomId(kind === 'api_key' ? 'td_key_' : 'td_tok_', 24);
		const hash = await hashSecret(secret);
		let stored: { hash: string };
		if (existing) {
			// The key used to come from the environment, which no longer sets it: replace it.
			await store.putCredential({ kind, subject: subject.id, hash, source: 'generated' });
			stored = { hash };
		} else {
			stored = await store.insertCredentialIfMissing({
				kind,
				subject: subject.id,
				hash,
				source: 'generated',
			});
		}
		// Another instance may have generated one first; only the winner shows its secret.
		if (stored.hash === hash) await show(subject, secret);
		known.push({ hash: stored.hash, subject: subject.id });
	}
	return known;
}

/** The origin people reach the site at, for printed commands and commit-status links. */
export function getPublicOrigin(
	config: ServerConfig,
	env: Record<string, string | undefined>,
): string {
	const port = env.PORT;
	if (!config.siteOrigin) return `http://localhost:${port ?? 4321}`;
	const url = new URL(config.siteOrigin);
	if ((url.hostname === 'localhost' || url.hostname === '127.0.0.1') && port) url.port = port;
	return url.origin;
}

/** Names of the environment variables that hold secrets: never passed on to a build. */
export function getSecretEnvNames(config: ServerConfig): string[] {
	return [
		...config.projects.map((project) => project.apiKeyEnv),
		...config.projects.flatMap((project) =>
			project.repository ? [project.repository.tokenEnv] : [],
		),
		...config.projects.flatMap((project) =>
			project.runner.type === 'hook' && project.runner.urlEnv ? [project.runner.urlEnv] : [],
		),
		...config.tickets.accessTokenEnv,
		...(config.database.authTokenEnv ? [config.database.authTokenEnv] : []),
	];
}
