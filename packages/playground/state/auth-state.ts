import { batch, computed, type ReadonlySignal } from '@preact/signals';
import type { AuthCredentials } from '@trydocs/openapi/request';
import type { PlaygroundOperation, PlaygroundSecurityScheme } from '../types.ts';
import {
	chosenAlternative,
	clearCredentials,
	credentialKey,
	getCredentials,
	type ObtainedToken,
	obtainedTokens,
	setCredentials,
	setObtainedToken,
} from './credentials.ts';

/**
 * The credentials' part of the playground: the security alternative chosen, what was typed or
 * obtained through OAuth for the API at `apiOrigin` (kept per API, in memory), and the
 * credentials a request carries.
 */
export function createAuthState(operation: PlaygroundOperation, apiOrigin: ReadonlySignal<string>) {
	const operationKey = `${operation.method} ${operation.path}`;
	const security = operation.security ?? [];
	const alternative = computed<PlaygroundSecurityScheme[]>(
		() => security[chosenAlternative.value[operationKey] ?? 0] ?? [],
	);
	/** The credentials typed for this API, by scheme name. */
	const credentials = computed(() => getCredentials(apiOrigin.value));

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
			const token = obtainedTokens.value[credentialKey(apiOrigin.value, name)];
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

	/** Stores credentials for a scheme of this API (memory only; see `credentials.ts`). */
	function setAuth(scheme: string, value: AuthCredentials) {
		setCredentials(apiOrigin.peek(), scheme, value);
	}

	/** Records (or forgets) a token obtained through OAuth for a scheme of this API. */
	function setObtained(scheme: string, token: ObtainedToken | undefined) {
		setObtainedToken(apiOrigin.peek(), scheme, token);
	}

	/** Forgets a scheme's credentials and obtained token for this API. */
	function clearAuth(scheme: string) {
		batch(() => {
			clearCredentials(apiOrigin.peek(), scheme);
			setObtainedToken(apiOrigin.peek(), scheme, undefined);
		});
	}

	/** Chooses which security alternative the auth input offers. */
	function setAlternative(index: number) {
		chosenAlternative.value = { ...chosenAlternative.value, [operationKey]: index };
	}

	return {
		security,
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
