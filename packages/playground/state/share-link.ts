/**
 * "Copy link": the playground's request as a URL that reopens it, on the same page, with the same
 * server, server variables, parameters and body. Credentials are never in it: the auth input is
 * not read, and parameters that carry an API key are left out; the receiver is told to enter
 * their own. Loaded on demand (on Copy link, or when the page opens from such a link).
 */
import { encodeBase64 } from '@trydocs/openapi/text';
import type { ParameterLocation } from '@trydocs/openapi/types';
import { SHARE_STRINGS } from '../strings/share.ts';
import type { FormValue } from './body.ts';
import type { ParameterValue, PlaygroundState } from './create-playground-state.ts';

/** Longer links are refused when copied and when opened (chat apps and servers cut them). */
export const MAX_SHARE_LENGTH = 6000;

/** Headers that carry credentials whatever the spec calls them. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie']);

/** The request as a link or the history carries it: never a credential. */
export interface SharedRequest {
	v: 1;
	/** `get /tickets/{ticket_id}`: a link opened on another endpoint's page is ignored. */
	op: string;
	server: number;
	vars: Record<string, string>;
	params: Partial<Record<ParameterLocation, Record<string, ParameterValue>>>;
	media?: string;
	mode?: 'form' | 'raw';
	body?: unknown;
	raw?: string;
	branches?: Record<string, number>;
}

/** `template` with its `{name}` placeholders filled (not `strings/fill.ts`, see `send/diagnose.ts`). */
function fill(template: string, values: Record<string, string | number>): string {
	return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
		name in values ? String(values[name]) : whole,
	);
}

/** The share link's words in the page's language. */
function getShareWords(state: PlaygroundState): typeof SHARE_STRINGS {
	return { ...SHARE_STRINGS, ...state.props.strings };
}

/** The request encoded for a link (`?playground-request=`, see `url.ts`), or why it cannot be. */
export type SharedRequestText = { encoded: string } | { error: string };

/** Encodes the request of `state` for a link that opens the playground with it. */
export function encodeSharedRequest(state: PlaygroundState): SharedRequestText {
	const encoded = encodeBase64(JSON.stringify(readShareable(state)))
		.replace(/\+/g, '-')
		.replace(/\//g, '_')
		.replace(/=+$/, '');
	if (encoded.length > MAX_SHARE_LENGTH) {
		const { tooLargeToShare } = getShareWords(state);
		return { error: fill(tooLargeToShare, { length: encoded.length, max: MAX_SHARE_LENGTH }) };
	}
	return { encoded };
}

/**
 * What of the request of `state` may leave the reader's hands (a link, the request history):
 * the server, its variables, the parameters but those that carry credentials, and the body
 * without its files.
 */
export function readShareable(state: PlaygroundState): SharedRequest {
	const { operation } = state.props;
	const params: SharedRequest['params'] = {};
	for (const [location, entries] of Object.entries(state.values.value)) {
		for (const [name, value] of Object.entries(entries ?? {})) {
			if (isCredential(state, location as ParameterLocation, name)) continue;
			if (value === '' || (Array.isArray(value) && value.length === 0)) continue;
			params[location as ParameterLocation] = {
				...params[location as ParameterLocation],
				[name]: value,
			};
		}
	}
	const shared: SharedRequest = {
		v: 1,
		op: `${operation.method} ${operation.path}`,
		server: state.serverIndex.value,
		vars: state.serverVariables.value,
		params,
	};
	if (state.mediaType.value) {
		shared.media = state.mediaType.value;
		shared.mode = state.bodyMode.value;
		if (state.bodyMode.value === 'raw') shared.raw = state.rawBody.value;
		else {
			// Files cannot travel in a link: they are left out.
			shared.body = JSON.parse(
				JSON.stringify(state.bodyValue.value, (_key, value) =>
					typeof File !== 'undefined' && value instanceof File ? undefined : value,
				),
			);
			shared.branches = state.branches.value;
		}
	}
	return shared;
}

/** True when a parameter carries a credential: an API key of the operation's schemes, or auth headers. */
function isCredential(state: PlaygroundState, location: ParameterLocation, name: string): boolean {
	if (location === 'header' && CREDENTIAL_HEADERS.has(name.toLowerCase())) return true;
	return state.security.some((alternative) =>
		alternative.some(
			({ scheme }) =>
				scheme.type === 'apiKey' &&
				scheme.in === location &&
				scheme.name.toLowerCase() === name.toLowerCase(),
		),
	);
}

/**
 * Reads a shared request into `state`: the text of a link's `?playground-request=`, or a request
 * the history handed over from another page (`handoff.ts`). Returns what to tell the reader:
 * that the request was restored and credentials are theirs to enter, or that the link could
 * not be read.
 */
export function applySharedRequest(state: PlaygroundState, from: string | SharedRequest): string {
	const t = getShareWords(state);
	if (typeof from !== 'string') {
		restoreRequest(state, from);
		return t.openedFromHistory;
	}
	if (from.length > MAX_SHARE_LENGTH) {
		return fill(t.linkTooLong, { length: from.length, max: MAX_SHARE_LENGTH });
	}
	const shared = decode(from);
	const { operation } = state.props;
	if (!shared) return t.linkDamaged;
	if (shared.op !== `${operation.method} ${operation.path}`) {
		const [method = '', path = ''] = shared.op.split(' ');
		return fill(t.linkOtherEndpoint, { endpoint: `${method.toUpperCase()} ${path}` });
	}
	restoreRequest(state, shared);
	const auth = state.security.length > 0 ? ` ${t.credentialsNotShared}` : '';
	return `${t.openedFromLink}${auth}`;
}

/**
 * Fills the form of `state` with a request of its operation as `readShareable` read it: the
 * server, its variables, the parameters and the body. Credentials are left as they are.
 */
export function restoreRequest(state: PlaygroundState, shared: SharedRequest) {
	const { operation } = state.props;
	state.setServer(shared.server);
	for (const [name, value] of Object.entries(shared.vars)) {
		if (typeof value === 'string') state.setServerVariable(name, value);
	}
	for (const parameter of operation.parameters) {
		const value = shared.params[parameter.in]?.[parameter.name];
		if (isCredential(state, parameter.in, parameter.name)) continue;
		if (
			typeof value === 'string' ||
			(Array.isArray(value) && value.every((v) => typeof v === 'string'))
		) {
			state.setValue(parameter.in, parameter.name, value);
		}
	}
	if (shared.media) state.setMediaType(shared.media);
	if (shared.mode === 'raw' && typeof shared.raw === 'string') {
		state.setBodyMode('raw');
		state.setRawBody(shared.raw);
	} else if (shared.mode === 'form' && shared.body !== undefined) {
		state.setBodyMode('form');
		if (shared.branches) state.branches.value = sanitizeBranches(shared.branches);
		state.bodyValue.value = sanitizeForm(shared.body);
	}
}

function decode(encoded: string): SharedRequest | undefined {
	try {
		const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
		const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
		const shared = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
		if (
			shared?.v !== 1 ||
			typeof shared.op !== 'string' ||
			typeof shared.server !== 'number' ||
			!isRecord(shared.vars) ||
			!isRecord(shared.params)
		) {
			return undefined;
		}
		return shared as SharedRequest;
	} catch {
		return undefined;
	}
}

/** What a link says the form holds, kept to what the form can hold: text, lists and objects. */
function sanitizeForm(value: unknown): FormValue {
	if (typeof value === 'string') return value;
	if (Array.isArray(value)) return value.map(sanitizeForm) as FormValue;
	if (isRecord(value)) {
		return Object.fromEntries(
			Object.entries(value).map(([key, item]) => [key, sanitizeForm(item)]),
		);
	}
	return '';
}

function sanitizeBranches(value: Record<string, unknown>): Record<string, number> {
	return Object.fromEntries(
		Object.entries(value).filter((entry): entry is [string, number] => Number.isInteger(entry[1])),
	);
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}
