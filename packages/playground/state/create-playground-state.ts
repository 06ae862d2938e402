import { computed, signal } from '@preact/signals';
import { buildRequest, getServerUrl, type HarRequest } from '@trydocs/openapi/request';
import type { ParameterLocation } from '@trydocs/openapi/types';
import type { PlaygroundProps } from '../types.ts';

/** What Send returned, or why it could not. */
export type SendResult =
	| { kind: 'response'; status: number; statusText: string; durationMs: number; body: string }
	| { kind: 'error'; message: string };

/**
 * The playground's state: the values a reader typed and the one request built from them, which
 * Send uses. Plain signals, no DOM, so it is tested without a browser.
 */
export function createPlaygroundState(props: PlaygroundProps, origin: string) {
	const values = signal<Partial<Record<ParameterLocation, Record<string, string>>>>({});
	const serverIndex = signal(0);
	const result = signal<SendResult | undefined>(undefined);
	const sending = signal(false);

	const request = computed<HarRequest>(() => {
		const server = props.operation.servers[serverIndex.value] ?? { url: '/' };
		return buildRequest(
			props.operation,
			getServerUrl(server),
			{ parameters: values.value },
			origin,
		);
	});

	/** Sets one parameter value. */
	function setValue(location: ParameterLocation, name: string, value: string) {
		values.value = { ...values.value, [location]: { ...values.value[location], [name]: value } };
	}

	/** Performs the current request and records the response. */
	async function send() {
		const { method, url, headers } = request.value;
		sending.value = true;
		const started = performance.now();
		try {
			const response = await fetch(url, {
				method,
				headers: Object.fromEntries(headers.map((h) => [h.name, h.value])),
			});
			const body = await response.text();
			result.value = {
				kind: 'response',
				status: response.status,
				statusText: response.statusText,
				durationMs: Math.round(performance.now() - started),
				body,
			};
		} catch (error) {
			result.value = {
				kind: 'error',
				message: `The request could not be sent: ${(error as Error).message}`,
			};
		} finally {
			sending.value = false;
		}
	}

	return { values, serverIndex, request, result, sending, setValue, send };
}

/** The state object `createPlaygroundState` returns. */
export type PlaygroundState = ReturnType<typeof createPlaygroundState>;
