/**
 * `createPlaygroundState`: the playground's state with the body's state built in, for tests and
 * the package's users. The modal builds it from `playground-state.ts` instead, with the body's
 * code loaded only when the operation takes a body.
 */
import type { PlaygroundProps } from '../types.ts';
import { createBodyState } from './body-state.ts';
import { createPlaygroundStateFrom, type PlaygroundStateOptions } from './playground-state.ts';

export * from './playground-state.ts';

/**
 * The playground's state: the values a reader typed, the server, the credentials, and the one
 * request built from them, which both the code examples and Send read (`playground-state.ts`).
 */
export function createPlaygroundState(
	props: PlaygroundProps,
	origin: string,
	options: PlaygroundStateOptions = {},
) {
	return createPlaygroundStateFrom(props, origin, options, createBodyState);
}
