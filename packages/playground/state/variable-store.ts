/**
 * Keeping variables in the browser, for a site that opts in (`api.playground.persistVariables`,
 * the playground guide, Variables): the variables not secret are written to localStorage and read
 * back when a later visit opens the playground. A variable is secret when the reader marks it so,
 * or, unmarked, when its name reads like one (`token`, `apiKey`, `password`...), and whatever its
 * mark when its value is a credential held in memory: credentials are never kept. Loaded only on
 * such a site (and by the Variables panel, for `isSecretVariable`).
 */
import { effect, type ReadonlySignal, type Signal } from '@preact/signals';
import type { AuthCredentials } from '@trydocs/openapi/request';
import type { Variable } from './variables.ts';

/** The localStorage key of the variables kept. */
export const VARIABLES_KEY = 'trydocs:variables';

const SECRET_NAME = /token|secret|passw|key|auth|session|cookie|credential/i;

/** True when `variable` is never kept: marked secret, or unmarked with a secret-like name. */
export function isSecretVariable(variable: Variable): boolean {
	return variable.secret ?? SECRET_NAME.test(variable.name);
}

let started = false;

/**
 * Reads the variables kept by an earlier visit (when this document has none yet), then keeps
 * the variables not secret from now on. Runs once per document; storage that refuses (private
 * mode, quota) leaves the variables in memory only.
 */
export function keepVariables(
	variables: Signal<Variable[]>,
	credentials: ReadonlySignal<Record<string, AuthCredentials>>,
): void {
	if (started) return;
	started = true;
	try {
		const kept: unknown = JSON.parse(localStorage.getItem(VARIABLES_KEY) ?? '[]');
		if (variables.peek().length === 0 && Array.isArray(kept)) {
			variables.value = kept.filter(
				(entry): entry is Variable =>
					typeof entry?.name === 'string' && typeof entry?.value === 'string',
			);
		}
	} catch {
		// Nothing readable was kept.
	}
	effect(() => {
		const held = new Set(Object.values(credentials.value).map(readSecret));
		const kept = variables.value
			.filter((entry) => entry.name && !isSecretVariable(entry) && !held.has(entry.value))
			.map(({ name, value }) => ({ name, value, secret: false }));
		try {
			if (kept.length > 0) localStorage.setItem(VARIABLES_KEY, JSON.stringify(kept));
			else localStorage.removeItem(VARIABLES_KEY);
		} catch {
			// Storage refused: the variables stay in memory.
		}
	});
}

/** What a credential keeps secret: the token, the key, the password. */
function readSecret(credential: AuthCredentials): string {
	if (credential.type === 'bearer') return credential.token;
	return credential.type === 'basic' ? credential.password : credential.value;
}
