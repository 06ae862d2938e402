import type { signal } from '@preact/signals';
import type { Label, LabelledSelect, SecretField } from '../fields.tsx';

/**
 * What this chunk takes from the modal's, handed in by `AuthFields` rather than imported: a
 * module both chunks import (a form primitive, a constant, the signals library) is split out of
 * the modal's chunk into one more file that every open modal loads, pages without OAuth too (it
 * took the open modal over its 30 KB gzip budget). So this chunk imports only what the island
 * loads before the modal (Preact, its hooks) and the shared text helpers.
 */
export interface ModalKit {
	Label: typeof Label;
	LabelledSelect: typeof LabelledSelect;
	SecretField: typeof SecretField;
	/** `signal` of `@preact/signals`, the instance the modal renders with. */
	signal: typeof signal;
}
