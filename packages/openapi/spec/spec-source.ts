/**
 * Where each parsed document came from, kept beside the document (a `WeakMap` keyed by the
 * document object) rather than in it, so the document stays plain JSON and is forgotten with
 * it. `loadSpec` and `parseSpec` record the source; the readers of references look it up.
 */
import type { SpecSource } from './types.ts';

const sources = new WeakMap<object, SpecSource>();

/** Where a parsed document came from, when it was read by `loadSpec` or `parseSpec`. */
export function getSpecSource(doc: object): SpecSource | undefined {
	return sources.get(doc);
}

/** Records where `doc` came from (`loadSpec`, `parseSpec`). */
export function setSpecSource(doc: object, source: SpecSource): void {
	sources.set(doc, source);
}
