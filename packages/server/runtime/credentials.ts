import { createRandomId, hashSecret } from '../handlers/auth.ts';
import type { ServerConfig } from '../handlers/config.ts';
import type { KnownCredential } from '../handlers/deps.ts';
import type { CredentialKind, Store } from '../store/store.ts';

/**
 * The API keys and access tokens the server accepts: from the environment when set, otherwise
 * generated on first start, stored hashed and shown once through `print` with the command that
 * uses them.
 */
export async function loadServerCredentials(
	store: Store,
	config: ServerConfig,
	env: Record<string, string | undefined>,
	print: (text: string) => void,
): Promise<{ apiKeys: KnownCredential[]; accessTokens: KnownCredential[] }> {
	const publicOrigin = getPublicOrigin(config, env);
	const apiKeys = await loadCredentials(store, 'api_key', config.projects, env, (project, key) =>
		print(
			[
				'',
				`[trydocs] Generated an API key for project \`${project.id}\` (set ${project.apiKeyEnv} to choose your own).`,
				'[trydocs] It is stored only as a hash and shown this once. Trigger a rebuild with:',
				`  curl -X POST ${publicOrigin}${config.routes.builds === '/' ? '' : config.routes.builds}/projects/${project.id}/rebuild${config.trailingSlash === 'always' ? '/' : ''} -H "Authorization: Bearer ${key}" -H "Content-Type: application/json"`,
				'',
			].join('\n'),
		),
	);
	const accessTokens = await loadCredentials(
		store,
		'access_token',
		config.tickets.accessTokenEnv.map((name) => ({ id: name, apiKeyEnv: name })),
		env,
		(entry, token) =>
			print(
				[
					'',
					`[trydocs] Generated a tickets access token (set ${entry.apiKeyEnv} to choose your own), shown this once:`,
					`  curl -X POST ${publicOrigin}${config.routes.tickets}/tickets${config.trailingSlash === 'always' ? '/' : ''} -H "Authorization: Bearer ${token}" -H "Content-Type: application/json" -d '{"customer_id":"cus_1","subject":"Hello"}'`,
					'',
				].join('\n'),
			),
	);

	return { apiKeys, accessTokens };
}

/**
 * Loads each subject's credential: from its environment variable when set (stored hashed), else
 * the hash generated on an earlier start, else a new random secret, stored hashed and shown once.
 */
async function loadCredentials<T extends { id: string; apiKeyEnv: string }>(
	store: Store,
	kind: CredentialKind,
	subjects: readonly T[],
	env: Record<string, string | undefined>,
	show: (subject: T, secret: string) => void,
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
		if (stored.hash === hash) show(subject, secret);
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
			project.runner.type !== 'command' && project.runner.urlEnv ? [project.runner.urlEnv] : [],
		),
		...config.tickets.accessTokenEnv,
		...(config.database.authTokenEnv ? [config.database.authTokenEnv] : []),
	];
}
