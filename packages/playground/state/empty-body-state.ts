/**
 * The body's state of an operation that takes no body: what `createBodyState` (`body-state.ts`)
 * returns for one, without its code, so the modal of a GET loads none of the body's.
 */
import { computed, signal } from '@preact/signals';
import type { BodyValue } from '@trydocs/openapi/request';
import type { Schema } from '@trydocs/openapi/types';
import type { Branches, FieldIssue, FormValue } from './body.ts';
import type { BodyMode, createBodyState } from './body-state.ts';

/** The body's state when the operation has none. */
export function createEmptyBodyState(): ReturnType<typeof createBodyState> {
	return {
		mediaTypes: [],
		mediaType: signal<string | undefined>(undefined),
		bodyValue: signal<FormValue>(''),
		bodyMode: signal<BodyMode>('form'),
		rawBody: signal(''),
		rawError: signal<string | undefined>(undefined),
		branches: signal<Branches>({}),
		getSchema: (): Schema | undefined => undefined,
		isBinary: () => false,
		body: computed(() => ({ value: undefined as BodyValue | undefined, files: [] as File[] })),
		getBodyAt: (): FormValue | undefined => undefined,
		setBodyAt() {},
		setBranch() {},
		setMediaType() {},
		setBodyMode: () => false,
		setRawBody() {},
		listBodyIssues: (): FieldIssue[] => [],
	};
}
