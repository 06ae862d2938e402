/**
 * The 'Try it' button of an AsyncAPI WebSocket operation: shown once JavaScript runs (the page
 * reads without it), it loads the playground (client/ws-playground.ts, a chunk of its own, so no
 * other page carries it) when the reader reaches for it, and opens or closes its panel. It
 * shares no module with the endpoint page's script, which stays one small inline module.
 */
import type { WsPlaygroundProps } from './ws-types.ts';

/** The button's host; its value is the playground's props as JSON. */
export const ATTR_WS = 'data-td-ws';

type PlaygroundModule = typeof import('./ws-playground.ts');

export function installWsPlayground(): void {
	let loading: Promise<PlaygroundModule> | undefined;
	const load = () => {
		loading ??= import('./ws-playground.ts');
		return loading;
	};
	for (const host of document.querySelectorAll<HTMLElement>(`[${ATTR_WS}]`)) {
		const button = host.querySelector('button');
		const panel = document.getElementById(host.dataset.tdWsPanel ?? '');
		if (!button || !panel) continue;
		host.hidden = false;
		// Reaching for the button starts the download; the click opens the panel.
		for (const type of ['pointerover', 'focusin', 'touchstart']) {
			button.addEventListener(type, () => void load(), { once: true, passive: true });
		}
		let mounted = false;
		button.addEventListener('click', async () => {
			if (!mounted) {
				const { mountWsPlayground } = await load();
				const props: WsPlaygroundProps = JSON.parse(host.getAttribute(ATTR_WS) ?? '{}');
				mountWsPlayground(panel, props);
				mounted = true;
			}
			panel.hidden = !panel.hidden;
			button.setAttribute('aria-expanded', String(!panel.hidden));
		});
	}
}
