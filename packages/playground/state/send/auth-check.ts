/**
 * The check Send makes of the credentials before sending (in the send chunk, so the modal's
 * stays small): an option of several schemes sends all of them or none.
 */
import type { AuthCredentials } from '@trydocs/openapi/request';
import type { PlaygroundSecurityScheme } from '../../types.ts';
import type { FieldIssue } from '../body.ts';

/**
 * The empty schemes of an option half filled: one filled and another left empty is not the
 * option the API asked for, so Send names the empty ones instead of sending it. The schemes a
 * browser cannot fill (mutual TLS, digest) are left to the code examples; an option with none
 * filled sends no credentials, as the reader may want to see the API's 401.
 */
export function findAuthIssues(
	alternative: PlaygroundSecurityScheme[],
	credentials: Record<string, AuthCredentials>,
): FieldIssue[] {
	const fillable = alternative.filter(({ scheme }) =>
		scheme.type === 'http' ? /^(bearer|basic)$/i.test(scheme.scheme) : scheme.type !== 'mutualTLS',
	);
	const empty = fillable.filter(({ name }) => !isFilled(credentials[name]));
	if (empty.length === 0 || empty.length === fillable.length) return [];
	const together = fillable.map(({ name }) => name).join(' + ');
	return empty.map(({ name }) => ({ path: name, issue: 'goTogether', values: { together } }));
}

/** True when a credential holds what it sends: a token, a key, a user or a password. */
function isFilled(given: AuthCredentials | undefined): boolean {
	if (!given) return false;
	return given.type === 'basic'
		? !!(given.username || given.password)
		: !!(given.type === 'bearer' ? given.token : given.value);
}
