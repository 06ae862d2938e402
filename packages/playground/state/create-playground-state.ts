import { batch, computed, signal } from '@preact/signals';
import { isBinaryBody } from '@trydocs/openapi/files';
import {
	type AuthCredentials,
	type BodyValue,
	buildRequest,
	getServerUrl,
	type HarRequest,
} from '@trydocs/openapi/request';
import type { Parameter, ParameterLocation, Schema } from '@trydocs/openapi/types';
import { DEFAULT_PROXY_PATH } from '../constants.ts';
import type { PlaygroundProps, PlaygroundSecurityScheme } from '../types.ts';
import {
	type Branches,
	createInitialValue,
	type FieldIssue,
	type FormValue,
	findBodyIssues,
	fromJson,
	getAt,
	getBranches,
	getType,
	parseNumber,
	setAt,
	toFormParams,
	toJson,
} from './body.ts';
import type { ResponseCheck } from './check-response.ts';
import {
	chosenAlternative,
	clearCredentials,
	credentialKey,
	getCredentials,
	type ObtainedToken,
	obtainedTokens,
	setCredentials,
	setObtainedToken,
} from './credentials.ts';
import type { SendResult } from './send.ts';
import { withSharedSchemas } from './shared-schemas.ts';

export type { SendResult } from './send.ts';

/** A parameter's value: text, or a list for array parameters. */
export type ParameterValue = string | string[];

/** Writes a request in one language (`@trydocs/openapi/snippet-writers`, loaded on demand). */
export type SnippetWriter = (request: HarRequest) => string;

let sendModule: Promise<typeof import('./send.ts')> | undefined;

/** Loads sending (direct, proxy, diagnosis) on the first Send, or when the reader reaches for it. */
export function loadSend(): Promise<typeof import('./send.ts')> {
	sendModule ??= import('./send.ts');
	return sendModule;
}

/** Loads one language's writer; the loader and each writer are chunks of their own. */
async function loadWriter(languageKey: string): Promise<SnippetWriter> {
	const { loadSnippetWriter } = await import('@trydocs/openapi/snippet-writers');
	return loadSnippetWriter(languageKey);
}

/** The languages of the code examples when the page configures none. */
const DEFAULT_LANGUAGES = ['bash', 'python', 'javascript'];

/** How the body is edited: the schema-driven form, or raw text. */
export type BodyMode = 'form' | 'raw';

/** Options of `createPlaygroundState` beyond the island's props. */
export interface PlaygroundStateOptions {
	/** Gives up on Send after this long (default 30 s). */
	timeoutMs?: number;
}

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/** True for JSON media types (`application/json`, `application/problem+json`, ...). */
export function isJsonType(mimeType: string): boolean {
	return /^application\/(.+\+)?json$/i.test(mimeType.split(';')[0]?.trim() ?? '');
}

/** True for bodies sent as form fields. */
export function isFormType(mimeType: string): boolean {
	return FORM_TYPES.includes(mimeType.split(';')[0]?.trim().toLowerCase() ?? '');
}

/**
 * The playground's state: the values a reader typed, the server, the credentials, and the one
 * request built from them, which both the code examples and Send read, so a snippet always
 * shows what Send does. Plain signals, no DOM, so it is tested without a browser.
 */
export function createPlaygroundState(
	props: PlaygroundProps,
	origin: string,
	options: PlaygroundStateOptions = {},
) {
	const { operation } = props;
	const fill = { prefill: props.prefill ?? false, fillDefaults: props.fillDefaults ?? false };
	const operationKey = `${operation.method} ${operation.path}`;

	const values = signal<Partial<Record<ParameterLocation, Record<string, ParameterValue>>>>(
		createInitialParameters(operation.parameters, fill),
	);
	const serverIndex = signal(0);
	const serverVariables = signal<Record<string, string>>({});

	const bodyContent = withSharedSchemas(operation.requestBody?.content);
	const mediaTypes = Object.keys(bodyContent);
	const mediaType = signal<string | undefined>(mediaTypes[0]);
	const branches = signal<Branches>({});
	const bodyForms = new Map<string, FormValue>();
	const getSchema = (type = mediaType.value): Schema | undefined =>
		type ? bodyContent[type]?.schema : undefined;
	/** True when the body is one file sent as it is (an `application/octet-stream` upload). */
	const isBinary = (type = mediaType.value): boolean =>
		!!type && isBinaryBody(type, getSchema(type));
	const initialBody = (type: string | undefined): FormValue => {
		if (!type) return '';
		if (isBinaryBody(type, getSchema(type))) return [];
		const media = bodyContent[type];
		if (fill.prefill && media?.example !== undefined) return fromJson(media.example, media.schema);
		return createInitialValue(media?.schema, fill, branches.peek());
	};
	const bodyValue = signal<FormValue>(initialBody(mediaType.value));
	const bodyMode = signal<BodyMode>(
		isBinary() || canUseForm(getSchema(), mediaType.value) ? 'form' : 'raw',
	);
	const rawBody = signal<string>(bodyMode.value === 'raw' ? initialRawText() : '');
	const rawError = signal<string | undefined>(undefined);

	const security = operation.security ?? [];
	const alternative = computed<PlaygroundSecurityScheme[]>(
		() => security[chosenAlternative.value[operationKey] ?? 0] ?? [],
	);

	const issues = signal<FieldIssue[]>([]);
	const result = signal<SendResult | undefined>(undefined);
	/** The response checked against the documented one; undefined until the check has run. */
	const check = signal<ResponseCheck | undefined>(undefined);
	const sending = signal(false);
	const languages = props.languages ?? DEFAULT_LANGUAGES;
	/** The language on screen: only its writer is loaded, and another when the reader switches. */
	const language = signal(languages[0] ?? 'bash');
	const snippetWriters = signal<Record<string, SnippetWriter>>({});

	function initialRawText(): string {
		const type = mediaType.peek();
		const media = type ? bodyContent[type] : undefined;
		if (fill.prefill && media?.example !== undefined) {
			return typeof media.example === 'string'
				? media.example
				: JSON.stringify(media.example, null, 2);
		}
		const json = toJson(getSchema(type), bodyValue.peek(), branches.peek());
		return json === undefined ? '' : JSON.stringify(json, null, 2);
	}

	const serverUrl = computed(() => {
		const server = operation.servers[serverIndex.value] ?? operation.servers[0] ?? { url: '/' };
		return getServerUrl(server, serverVariables.value);
	});

	const body = computed<{ value: BodyValue | undefined; files: File[] }>(() => {
		const type = mediaType.value;
		if (!type) return { value: undefined, files: [] };
		if (isBinary(type)) {
			// The chosen file is the body; the snippets read it from disk by its name.
			const [file] = getChosenFiles(bodyValue.value);
			return file
				? { value: { mimeType: type, fileName: file.name }, files: [file] }
				: { value: undefined, files: [] };
		}
		if (bodyMode.value === 'raw')
			return { value: { mimeType: type, text: rawBody.value }, files: [] };
		const schema = getSchema(type);
		if (isFormType(type)) {
			const { params, files } = toFormParams(schema, bodyValue.value, branches.value);
			return { value: { mimeType: type, params }, files };
		}
		const json = toJson(schema, bodyValue.value, branches.value);
		return {
			value: json === undefined ? undefined : { mimeType: type, text: JSON.stringify(json) },
			files: [],
		};
	});

	/** The origin requests go to: credentials typed here belong to that API only. */
	const apiOrigin = computed(() => {
		try {
			return new URL(serverUrl.value, origin).origin;
		} catch {
			return origin;
		}
	});
	/** The credentials typed for this API, by scheme name. */
	const credentials = computed(() => getCredentials(apiOrigin.value));

	const auth = computed<AuthCredentials[]>(() =>
		alternative.value.flatMap(({ name }) => {
			const given = credentials.value[name];
			return given ? [given] : [];
		}),
	);

	/** Tokens obtained through OAuth for this API, by scheme name. */
	const obtained = computed(() => {
		const found: Record<string, ObtainedToken> = {};
		for (const { name } of alternative.value) {
			const token = obtainedTokens.value[credentialKey(apiOrigin.value, name)];
			if (token) found[name] = token;
		}
		return found;
	});

	/** The one request: code examples and Send both read it. */
	const request = computed<HarRequest>(() =>
		buildRequest(
			operation,
			serverUrl.value,
			{ parameters: values.value, body: body.value.value, auth: auth.value },
			origin,
		),
	);

	/**
	 * The request the code examples show: the same one, except that a token obtained through
	 * OAuth reads `<token>` until the reader reveals it (it was never on their screen).
	 */
	const shownRequest = computed<HarRequest>(() => {
		const hidden = alternative.value.filter(({ name }) => {
			const token = obtained.value[name];
			return token && !token.revealed;
		});
		if (hidden.length === 0) return request.value;
		const masked = alternative.value.flatMap(({ name }): AuthCredentials[] => {
			const given = credentials.value[name];
			if (!given) return [];
			return hidden.some((scheme) => scheme.name === name) && given.type === 'bearer'
				? [{ type: 'bearer', token: '<token>' }]
				: [given];
		});
		return buildRequest(
			operation,
			serverUrl.value,
			{ parameters: values.value, body: body.value.value, auth: masked },
			origin,
		);
	});

	/** The code example in the language on screen; undefined until its writer has loaded. */
	const snippet = computed<string | undefined>(() => {
		const write = snippetWriters.value[language.value];
		if (!write) return undefined;
		try {
			return write(shownRequest.value);
		} catch (error) {
			return `// ${(error as Error).message}`;
		}
	});

	/** Shows a language's code example, loading its writer the first time. */
	async function selectLanguage(key: string): Promise<void> {
		language.value = key;
		if (snippetWriters.peek()[key]) return;
		let write: SnippetWriter;
		try {
			write = await loadWriter(key);
		} catch (error) {
			const message = `// ${(error as Error).message}`;
			write = () => message;
		}
		snippetWriters.value = { ...snippetWriters.peek(), [key]: write };
	}

	/** Sets one parameter value. */
	function setValue(location: ParameterLocation, name: string, value: ParameterValue) {
		values.value = { ...values.value, [location]: { ...values.value[location], [name]: value } };
		if (issues.value.length > 0) issues.value = findIssues();
	}

	/** Sets the body value at a path below `body` (e.g. `['customer', 'email']`). */
	function setBodyAt(path: string[], value: FormValue) {
		bodyValue.value = setAt(bodyValue.value, path, value);
		if (issues.value.length > 0) issues.value = findIssues();
	}

	/** Chooses a `oneOf`/`anyOf` branch at a path; the subtree restarts from the new branch. */
	function setBranch(path: string[], index: number) {
		const key = ['body', ...path].join('.');
		batch(() => {
			branches.value = { ...branches.value, [key]: index };
			let schema = getSchema();
			for (const segment of path) {
				schema = schema?.properties?.[segment] ?? schema?.items;
			}
			const fresh = createInitialValue(schema, fill, branches.value, key);
			bodyValue.value = path.length === 0 ? fresh : setAt(bodyValue.value, path, fresh);
		});
	}

	/** Switches the body's media type, keeping what was typed for each one. */
	function setMediaType(type: string) {
		if (!mediaTypes.includes(type) || type === mediaType.value) return;
		batch(() => {
			if (mediaType.value) bodyForms.set(mediaType.value, bodyValue.value);
			mediaType.value = type;
			bodyValue.value = bodyForms.get(type) ?? initialBody(type);
			if (isBinary(type)) bodyMode.value = 'form';
			else if (!canUseForm(getSchema(type), type)) {
				bodyMode.value = 'raw';
				rawBody.value = initialRawText();
			} else if (bodyMode.value === 'raw' && isFormType(type)) bodyMode.value = 'form';
		});
	}

	/**
	 * Switches between the form and the raw editor. Going to raw writes the form's JSON; going
	 * back parses the text, and stays raw with an error when it is not valid JSON.
	 */
	function setBodyMode(mode: BodyMode): boolean {
		if (mode === bodyMode.value) return true;
		if (mode === 'raw') {
			const json = toJson(getSchema(), bodyValue.value, branches.value);
			batch(() => {
				rawBody.value = json === undefined ? '' : JSON.stringify(json, null, 2);
				rawError.value = undefined;
				bodyMode.value = 'raw';
			});
			return true;
		}
		let parsed: unknown;
		try {
			parsed = rawBody.value.trim() ? JSON.parse(rawBody.value) : undefined;
		} catch (error) {
			rawError.value = `The raw body is not valid JSON (${(error as Error).message}); fix it to go back to the form.`;
			return false;
		}
		batch(() => {
			bodyValue.value =
				parsed === undefined
					? createInitialValue(getSchema(), fill)
					: fromJson(parsed, getSchema());
			rawError.value = undefined;
			bodyMode.value = 'form';
		});
		return true;
	}

	/** Sets the raw body text. */
	function setRawBody(text: string) {
		rawBody.value = text;
		if (rawError.value) rawError.value = undefined;
	}

	/** Chooses a server by index; `trydocs:server-change` listeners are told by the caller. */
	function setServer(index: number) {
		if (index >= 0 && index < operation.servers.length) serverIndex.value = index;
	}

	/** Sets one server variable (`{region}`). */
	function setServerVariable(name: string, value: string) {
		serverVariables.value = { ...serverVariables.value, [name]: value };
	}

	/** Stores credentials for a scheme of this API (memory only; see `credentials.ts`). */
	function setAuth(scheme: string, value: AuthCredentials) {
		setCredentials(apiOrigin.peek(), scheme, value);
	}

	/** Records (or forgets) a token obtained through OAuth for a scheme of this API. */
	function setObtained(scheme: string, token: ObtainedToken | undefined) {
		setObtainedToken(apiOrigin.peek(), scheme, token);
	}

	/** Forgets a scheme's credentials and obtained token for this API. */
	function clearAuth(scheme: string) {
		batch(() => {
			clearCredentials(apiOrigin.peek(), scheme);
			setObtainedToken(apiOrigin.peek(), scheme, undefined);
		});
	}

	/**
	 * Refreshes each obtained token of the chosen schemes that has expired, where a refresh token
	 * came with it. Resolves to what went wrong, or undefined when Send can go on.
	 */
	async function refreshExpired(): Promise<string | undefined> {
		for (const [name, token] of Object.entries(obtained.peek())) {
			if (token.expiresAt === undefined || token.expiresAt > Date.now() || !token.refresh) continue;
			const failure = await token.refresh();
			if (failure) return `${name}: ${failure}`;
		}
		return undefined;
	}

	/** Chooses which security alternative the auth input offers. */
	function setAlternative(index: number) {
		chosenAlternative.value = { ...chosenAlternative.value, [operationKey]: index };
	}

	function findIssues(): FieldIssue[] {
		const found: FieldIssue[] = [];
		for (const parameter of operation.parameters) {
			const value = values.value[parameter.in]?.[parameter.name];
			const list = Array.isArray(value) ? value : [value ?? ''];
			const empty = list.every((entry) => entry.trim() === '');
			const label = `${parameter.in}.${parameter.name}`;
			if (parameter.required && empty) found.push({ path: label, message: 'is required' });
			const type = getType(parameter.schema);
			const itemSchema = type === 'array' ? parameter.schema?.items : parameter.schema;
			const itemType = getType(itemSchema);
			if ((itemType === 'number' || itemType === 'integer') && itemSchema && !itemSchema.enum) {
				for (const entry of list) {
					const parsed = parseNumber(entry, itemSchema);
					if (parsed && 'error' in parsed) found.push({ path: label, message: parsed.error });
				}
			}
		}
		const type = mediaType.value;
		if (type && isBinary(type)) {
			if (operation.requestBody?.required && !body.value.value) {
				found.push({ path: 'body', message: 'is required: choose a file' });
			}
		} else if (type) {
			if (bodyMode.value === 'raw') {
				if (operation.requestBody?.required && !rawBody.value.trim()) {
					found.push({ path: 'body', message: 'is required' });
				} else if (isJsonType(type) && rawBody.value.trim()) {
					try {
						JSON.parse(rawBody.value);
					} catch (error) {
						found.push({
							path: 'body',
							message: `is not valid JSON (${(error as Error).message})`,
						});
					}
				}
			} else {
				const schema = getSchema(type);
				if (operation.requestBody?.required || body.value.value) {
					found.push(...findBodyIssues(schema, bodyValue.value, branches.value));
				}
			}
		}
		return found;
	}

	/**
	 * Checks the form; when required fields are empty or numbers do not parse, lists them in
	 * `issues` and returns false without sending.
	 */
	function validate(): boolean {
		issues.value = findIssues();
		return issues.value.length === 0;
	}

	/** Validates, then performs the current request and records the response. */
	async function send(): Promise<SendResult | undefined> {
		if (props.display !== 'interactive' || props.dev || sending.value) return undefined;
		if (!validate()) return undefined;
		sending.value = true;
		try {
			const refreshFailure = await refreshExpired();
			if (refreshFailure) {
				const outcome: SendResult = {
					kind: 'error',
					reason: 'network',
					message: `The access token has expired and could not be refreshed (${refreshFailure}).`,
					hint: 'Get a new token in the Authorization section, then Send again.',
				};
				result.value = outcome;
				return outcome;
			}
			const { sendRequest } = await loadSend();
			const outcome = await sendRequest(request.value, {
				origin,
				proxy: props.proxy ?? true,
				proxyUrl: props.proxyUrl ?? DEFAULT_PROXY_PATH,
				files: body.value.files,
				...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
			});
			const previous = result.value;
			if (previous?.kind === 'response' && previous.imageUrl)
				URL.revokeObjectURL(previous.imageUrl);
			check.value = undefined;
			result.value = outcome;
			await checkAgainstDocs(outcome);
			return outcome;
		} finally {
			sending.value = false;
		}
	}

	/** Checks a response against the documented ones; the checker loads after the first. */
	async function checkAgainstDocs(outcome: SendResult) {
		const documented = props.operation.responses;
		if (outcome.kind !== 'response' || !documented) return;
		try {
			const { checkResponse } = await import('./check-response.ts');
			// A newer Send may have answered meanwhile: only its own result gets the check.
			if (result.peek() === outcome) check.value = checkResponse(documented, outcome);
		} catch {
			// The checker could not load (offline): the response stands without its check.
		}
	}

	return {
		props,
		values,
		serverIndex,
		serverVariables,
		serverUrl,
		mediaTypes,
		mediaType,
		bodyValue,
		bodyMode,
		rawBody,
		rawError,
		branches,
		security,
		alternative,
		credentials,
		obtained,
		apiOrigin,
		issues,
		request,
		shownRequest,
		languages,
		language,
		snippet,
		snippetWriters,
		selectLanguage,
		result,
		check,
		sending,
		getSchema,
		isBinary,
		getBodyAt: (path: string[]) => getAt(bodyValue.value, path),
		setValue,
		setBodyAt,
		setBranch,
		setMediaType,
		setBodyMode,
		setRawBody,
		setServer,
		setServerVariable,
		setAuth,
		setObtained,
		clearAuth,
		setAlternative,
		validate,
		send,
	};
}

/** The state object `createPlaygroundState` returns. */
export type PlaygroundState = ReturnType<typeof createPlaygroundState>;

/** The files in a form value (a binary body holds a list of one). */
function getChosenFiles(value: FormValue): File[] {
	if (!Array.isArray(value)) return [];
	return value.filter((item): item is File => typeof File !== 'undefined' && item instanceof File);
}

function canUseForm(schema: Schema | undefined, type: string | undefined): boolean {
	if (!type) return false;
	if (isFormType(type)) return true;
	if (!isJsonType(type) || !schema) return false;
	const kind = getType(schema);
	return (
		(kind === 'object' && !!schema.properties) ||
		kind === 'array' ||
		!!getBranches(schema) ||
		(kind !== undefined && kind !== 'object')
	);
}

function createInitialParameters(
	parameters: Parameter[],
	fill: { prefill: boolean; fillDefaults: boolean },
): Partial<Record<ParameterLocation, Record<string, ParameterValue>>> {
	const out: Partial<Record<ParameterLocation, Record<string, ParameterValue>>> = {};
	for (const parameter of parameters) {
		const seed =
			(fill.prefill || parameter.in === 'path'
				? (parameter.example ?? parameter.schema?.example)
				: undefined) ?? (fill.fillDefaults ? parameter.schema?.default : undefined);
		if (seed === undefined || seed === null) continue;
		const value: ParameterValue = Array.isArray(seed)
			? seed.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)))
			: typeof seed === 'object'
				? JSON.stringify(seed)
				: String(seed);
		out[parameter.in] = { ...out[parameter.in], [parameter.name]: value };
	}
	return out;
}
