import { batch, computed, type ReadonlySignal } from '@preact/signals';
import type { AuthCredentials } from '@trydocs/openapi/request';
import type { PlaygroundOperation, PlaygroundSecurityScheme } from '../types.ts';
import {
	chosenAlternative,
	clearCredentials,
	credentialKey,
	type ObtainedToken,
	obtainedTokens,
	setCredentials,
	setObtainedToken,
	credentials as storedCredentials,
} from './credentials.ts';

/**
 * The credentials' part of the playground: the security alternative chosen, what was typed or
 * obtained through OAuth for each scheme's credential class at `apiOrigin` (in memory:
 * `credentialKey`), and the credentials a request carries.
 */
export function createAuthState(operation: PlaygroundOperation, apiOrigin: ReadonlySignal<string>) {
	const operationKey = `${operation.method} ${operation.path}`;
	const security = operation.security ?? [];
	// The first alternative that takes credentials comes first, even when `{}` (none) is listed
	// before it, as the page's code example shows it.
	const first = Math.max(
		0,
		security.findIndex((schemes) => schemes.length > 0),
	);
	const alternative = computed<PlaygroundSecurityScheme[]>(
		() => security[chosenAlternative.value[operationKey] ?? first] ?? [],
	);
	const { keyOf, credentials } = readCredentialClasses(security, apiOrigin);

	/** The credentials the request carries: those of the chosen alternative's schemes. */
	const auth = computed<AuthCredentials[]>(() =>
		alternative.value.flatMap(({ name }) => {
			const given = credentials.value[name];
			return given ? [given] : [];
		}),
	);

	/** Tokens obtained through OAuth for this API, by scheme name. */
	const obtained = computed(() => {
		const found: Record<string, ObtainedToken> = {};
		for (const { name } of alternative.value) {
			const token = obtainedTokens.value[keyOf(name)];
			if (token) found[name] = token;
		}
		return found;
	});

	/**
	 * The credentials the code examples show: the same, except that a token obtained through
	 * OAuth reads `<token>` until the reader reveals it (it was never on their screen). `undefined`
	 * when nothing is hidden.
	 */
	const shownAuth = computed<AuthCredentials[] | undefined>(() => {
		const hidden = alternative.value.filter(({ name }) => {
			const token = obtained.value[name];
			return token && !token.revealed;
		});
		if (hidden.length === 0) return undefined;
		return alternative.value.flatMap(({ name }): AuthCredentials[] => {
			const given = credentials.value[name];
			if (!given) return [];
			return hidden.some((scheme) => scheme.name === name) && given.type === 'bearer'
				? [{ type: 'bearer', token: '<token>' }]
				: [given];
		});
	});

	/** Stores the credential of a scheme's class (memory only; see `credentials.ts`). */
	function setAuth(scheme: string, value: AuthCredentials) {
		setCredentials(keyOf(scheme, apiOrigin.peek()), value);
	}

	/** Records (or forgets) a token obtained through OAuth for a scheme's class. */
	function setObtained(scheme: string, token: ObtainedToken | undefined) {
		setObtainedToken(keyOf(scheme, apiOrigin.peek()), token);
	}

	/** Forgets the credential and obtained token of a scheme's class. */
	function clearAuth(scheme: string) {
		const key = keyOf(scheme, apiOrigin.peek());
		batch(() => {
			clearCredentials(key);
			setObtainedToken(key, undefined);
		});
	}

	/** Chooses which security alternative the auth input offers. */
	function setAlternative(index: number) {
		chosenAlternative.value = { ...chosenAlternative.value, [operationKey]: index };
	}

	return {
		security,
		keyOf,
		alternative,
		credentials,
		obtained,
		auth,
		shownAuth,
		setAuth,
		setObtained,
		clearAuth,
		setAlternative,
	};
}

/**
 * The operation's schemes read through their credential classes: each scheme's key
 * (`credentialKey`) on the server chosen now, and what the page's memory holds for each, by
 * scheme name.
 */
function readCredentialClasses(
	security: PlaygroundSecurityScheme[][],
	apiOrigin: ReadonlySignal<string>,
) {
	const schemes = new Map(security.flat().map((entry) => [entry.name, entry]));
	/** The credential class of a scheme of this operation, on the server chosen now. */
	function keyOf(name: string, origin = apiOrigin.value): string {
		return credentialKey(origin, schemes.get(name) ?? { name });
	}
	/** The credentials of this operation's schemes, by scheme name: those of their classes. */
	const credentials = computed(() => {
		const found: Record<string, AuthCredentials> = {};
		for (const name of schemes.keys()) {
			const given = storedCredentials.value[keyOf(name)];
			if (given) found[name] = given;
		}
		return found;
	});
	return { keyOf, credentials };
}
