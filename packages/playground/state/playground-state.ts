import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import {
	buildRequest,
	getServerUrl,
	type HarRequest,
	type RequestValues,
} from '@trydocs/openapi/request';
import { DEFAULT_PROXY_PATH } from '../constants.ts';
import { fill as fillText } from '../strings/fill.ts';
import { MODAL_STRINGS } from '../strings/modal.ts';
import type { PlaygroundProps } from '../types.ts';
import { createAuthState } from './auth-state.ts';
import type { FieldIssue } from './body.ts';
import type { createBodyState } from './body-state.ts';
import type { ResponseCheck } from './check-response.ts';
import { createParameterState } from './parameter-state.ts';
import type { SendResult } from './send/types.ts';
import { createSnippetState } from './snippet-state.ts';
import { findMissing, resolveTree, variables } from './variables.ts';

export { isFormType, isJsonType } from './body.ts';
export type { BodyMode } from './body-state.ts';
export type { ParameterValue } from './parameter-state.ts';
export type { SendResult } from './send/types.ts';
export type { SnippetWriter } from './snippet-state.ts';

let sendModule: Promise<typeof import('./send/send.ts')> | undefined;

/** Loads sending (direct, proxy, diagnosis) on the first Send, or when the reader reaches for it. */
export function loadSend(): Promise<typeof import('./send/send.ts')> {
	sendModule ??= import('./send/send.ts');
	return sendModule;
}

/**
 * What makes the body's state: `createBodyState` (`body-state.ts`), which the modal loads only for
 * an operation that takes a body, or `createEmptyBodyState` (`empty-body-state.ts`) for one that
 * takes none, so a GET's modal carries none of the body's code.
 */
export type BodyStateFactory = typeof createBodyState;

/** Options of `createPlaygroundState` beyond the island's props. */
export interface PlaygroundStateOptions {
	/** Gives up on Send after this long (default 30 s). */
	timeoutMs?: number;
}

/**
 * The playground's state: the values a reader typed, the server, the credentials, and the one
 * request built from them, which both the code examples and Send read, so a snippet always
 * shows what Send does. Plain signals, no DOM, so it is tested without a browser. Each part
 * (parameters, body, server, credentials, code examples, sending) is a state of its own; this
 * joins them.
 */
export function createPlaygroundStateFrom(
	props: PlaygroundProps,
	origin: string,
	options: PlaygroundStateOptions,
	createBody: BodyStateFactory,
) {
	const { operation } = props;
	const fill = { prefill: props.prefill ?? false, fillDefaults: props.fillDefaults ?? false };
	const issues = signal<FieldIssue[]>([]);
	const findIssues = (): FieldIssue[] => [
		...parameters.listParameterIssues(),
		...body.listBodyIssues(),
		...missingVariables.value.map((name) => ({
			path: `{{${name}}}`,
			issue: 'notDefined' as const,
		})),
	];
	// Once the form has shown issues, each edit checks it again, so fixed ones go away.
	const recheck = () => {
		if (issues.value.length > 0) issues.value = findIssues();
	};
	const parameters = createParameterState(operation.parameters, fill, recheck);
	const body = createBody(operation, fill, recheck);
	const server = createServerState(operation, origin);
	const auth = createAuthState(operation, server.apiOrigin);
	const requests = createRequests(operation, origin, server.serverUrl, parameters, body, auth);
	const snippets = createSnippetState(props.languages, requests.shownRequest);
	/** The `{{names}}` the form uses that no variable defines: Send names them, sends nothing. */
	const missingVariables = computed(() =>
		findMissing([
			parameters.values.value,
			body.bodyMode.value === 'raw' ? body.rawBody.value : body.bodyValue.value,
			server.serverVariables.value,
		]),
	);

	/**
	 * Checks the form; when required fields are empty or numbers do not parse, lists them in
	 * `issues` and returns false without sending.
	 */
	function validate(): boolean {
		issues.value = findIssues();
		return issues.value.length === 0;
	}
	const sending = createSendState(props, origin, options, requests.request, body, auth, {
		validate,
		issues,
	});

	// The parts' own members are the state's (`values`, `mediaType`, `setAuth`, `snippet`, ...).
	return {
		props,
		/** The modal's words in the page's language (the lazy parts merge their own with `props.strings`). */
		strings: { ...MODAL_STRINGS, ...props.strings } as typeof MODAL_STRINGS,
		/** Fills a string's `{placeholders}`: the lazy parts use it rather than import it. */
		fillText,
		...parameters,
		...body,
		...auth,
		...snippets,
		...server,
		issues,
		variables,
		missingVariables,
		...requests,
		...sending,
		validate,
	};
}

/** The server requests go to: its index, its variables, its URL and the API's origin. */
function createServerState(operation: PlaygroundProps['operation'], origin: string) {
	const serverIndex = signal(0);
	const serverVariables = signal<Record<string, string>>({});
	const serverUrl = computed(() => {
		const server = operation.servers[serverIndex.value] ?? operation.servers[0] ?? { url: '/' };
		return getServerUrl(server, resolveTree(serverVariables.value));
	});
	/** The origin requests go to: credentials typed here belong to that API only. */
	const apiOrigin = computed(() => {
		try {
			return new URL(serverUrl.value, origin).origin;
		} catch {
			return origin;
		}
	});
	return {
		serverIndex,
		serverVariables,
		serverUrl,
		apiOrigin,
		/** Chooses a server by index; `trydocs:server-change` listeners are told by the caller. */
		setServer(index: number) {
			if (index >= 0 && index < operation.servers.length) serverIndex.value = index;
		},
		/** Sets one server variable (`{region}`). */
		setServerVariable(name: string, value: string) {
			serverVariables.value = { ...serverVariables.value, [name]: value };
		},
	};
}

/** The one request, which code examples and Send both read, and the one the examples show. */
function createRequests(
	operation: PlaygroundProps['operation'],
	origin: string,
	serverUrl: ReadonlySignal<string>,
	parameters: ReturnType<typeof createParameterState>,
	body: ReturnType<typeof createBodyState>,
	auth: ReturnType<typeof createAuthState>,
) {
	/** What the reader entered, `{{variables}}` resolved, with the credentials given. */
	const values = (credentials: RequestValues['auth']): RequestValues => ({
		parameters: resolveTree(parameters.values.value),
		body: body.body.value.value,
		auth: credentials,
	});
	/** The one request: code examples and Send both read it. */
	const request = computed<HarRequest>(() =>
		buildRequest(operation, serverUrl.value, values(auth.auth.value), origin),
	);
	/** The request the code examples show: the same, an obtained token masked until revealed. */
	const shownRequest = computed<HarRequest>(() => {
		const masked = auth.shownAuth.value;
		return masked
			? buildRequest(operation, serverUrl.value, values(masked), origin)
			: request.value;
	});
	/**
	 * The URL of the request with other parameter values and no credentials (the request
	 * history's): built here so that the history's chunk does not split the request builder out
	 * of the modal's.
	 */
	const buildUrl = (values: RequestValues['parameters']) =>
		buildRequest(operation, serverUrl.peek(), { parameters: values }, origin).url;
	return { request, shownRequest, buildUrl };
}

/**
 * Send, its result and the result's check against the docs. What Send does once the form is
 * valid is in the send chunk (`send/send.ts`, `sendFromState`), loaded with the first Send; it
 * first refuses an option of several schemes half filled, naming the empty ones in `issues`
 * (`send/auth-check.ts`).
 */
function createSendState(
	props: PlaygroundProps,
	origin: string,
	options: PlaygroundStateOptions,
	request: ReadonlySignal<HarRequest>,
	body: ReturnType<typeof createBodyState>,
	auth: ReturnType<typeof createAuthState>,
	form: { validate: () => boolean; issues: Signal<FieldIssue[]> },
) {
	const { validate, issues } = form;
	const result = signal<SendResult | undefined>(undefined);
	/** The response checked against the documented one; undefined until the check has run. */
	const check = signal<ResponseCheck | undefined>(undefined);
	const sending = signal(false);

	/** Validates, then performs the current request and records the response. */
	async function send(): Promise<SendResult | undefined> {
		if (props.display !== 'interactive' || props.dev || sending.value) return undefined;
		if (!validate()) return undefined;
		sending.value = true;
		try {
			const { sendFromState, findAuthIssues } = await loadSend();
			const empty = findAuthIssues(auth.alternative.peek(), auth.credentials.peek());
			if (empty.length > 0) {
				issues.value = empty;
				return undefined;
			}
			return await sendFromState({
				props,
				origin,
				proxyUrl: props.proxyUrl ?? DEFAULT_PROXY_PATH,
				timeoutMs: options.timeoutMs,
				request,
				readFiles: () => body.body.value.files,
				obtained: auth.obtained,
				result,
				check,
			});
		} finally {
			sending.value = false;
		}
	}
	return { result, check, sending, send };
}

/** The state object `createPlaygroundState` returns. */
export type PlaygroundState = ReturnType<typeof createPlaygroundStateFrom>;
