/**
 * A part of the modal shipped as a chunk of its own and loaded on first use (the response
 * panel, the body's fields): the modal's first paint carries only what every operation needs.
 */
import { type ComponentType, type FunctionComponent, h } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A part loaded on demand: start its chunk early with `preload`, render it with `Part`. */
export interface LazyPart<P> {
	/** Starts loading the chunk (later calls share it); settles once the part can render. */
	preload: () => Promise<unknown>;
	/** The part: at once when its chunk has loaded, else once it has, or why it could not. */
	Part: FunctionComponent<P>;
}

/** Wraps `load` (a dynamic `import()` of the part's module) as a part of the modal. */
export function createLazyPart<P extends object>(
	load: () => Promise<ComponentType<P>>,
): LazyPart<P> {
	let loaded: ComponentType<P> | undefined;
	let loading: Promise<unknown> | undefined;
	const preload = () => {
		loading ??= load().then(
			(component) => {
				loaded = component;
			},
			(error: unknown) => {
				// The next opening tries again (the reader may be back online).
				loading = undefined;
				throw error;
			},
		);
		return loading;
	};
	const Part: FunctionComponent<P> = (props) => {
		const [failed, setFailed] = useState(false);
		const [, setReady] = useState(false);
		useEffect(() => {
			if (!loaded)
				preload().then(
					() => setReady(true),
					() => setFailed(true),
				);
		}, []);
		if (loaded) return h(loaded, props);
		return failed
			? h(
					'p',
					{ class: 'td-pg-hint', role: 'status' },
					'This part could not load (are you offline?); reload the page to try again.',
				)
			: null;
	};
	return { preload, Part };
}
