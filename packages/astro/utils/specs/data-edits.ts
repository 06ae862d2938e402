/**
 * How many JSON or YAML files `astro dev` saw change (integrations/vite/dev-reload.ts counts them; a
 * build sees none). Specs are cached per process with this count in their version, so a spec is
 * read again after an edit to any file its `$ref`s name, without watching those files one by one.
 * Process-wide (registry.ts): the count is made by the integration and read by the pages' modules,
 * which the dev server evaluates apart.
 */
import { getShared, setShared } from '../../registry.ts';

/** The number of data edits seen so far. */
export function getDataEdits(): number {
	return getShared('dataEdits') ?? 0;
}

/** Counts one more data edit. */
export function countDataEdit(): void {
	setShared('dataEdits', getDataEdits() + 1);
}
