import { batch, computed, signal } from '@preact/signals';
import { isBinaryBody } from '@trydocs/openapi/files';
import {
	type BodyValue,
	isPositionalMultipart,
	withPartBoundary,
	writePositionalMultipart,
} from '@trydocs/openapi/request';
import type { Schema } from '@trydocs/openapi/types';
import { isXmlMediaType, writeXml } from '@trydocs/openapi/xml';
import type { PlaygroundOperation } from '../types.ts';
import {
	type Branches,
	createInitialValue,
	type FieldIssue,
	type FormValue,
	fromJson,
	getAt,
	getBranches,
	getType,
	isFormType,
	isJsonType,
	setAt,
} from './body.ts';
import { findBodyIssues, toFormParams, toJson } from './body-output.ts';
import { withSharedSchemas } from './shared-schemas.ts';
import { resolveTree } from './variables.ts';

/** How the body is edited: the schema-driven form, or raw text. */
export type BodyMode = 'form' | 'raw';

/** Which values a fresh form starts with: the spec's examples, its defaults. */
export interface FillOptions {
	prefill: boolean;
	fillDefaults: boolean;
}

/**
 * The request body's part of the playground: the media type, the form's value or the raw text,
 * the `oneOf` branches chosen, and the body they make. `onEdit` runs after each edit of a value
 * (the state checks the form again once it has shown issues).
 */
export function createBodyState(
	operation: PlaygroundOperation,
	fill: FillOptions,
	onEdit: () => void,
) {
	const [core, initialBody, initialRawText] = createBodyCore(operation, fill);
	/** The body the request carries, and the files it sends. */
	const body = computed(() => readBody(core));
	return {
		...core,
		body,
		getBodyAt: (path: string[]) => getAt(core.bodyValue.value, path),
		...createBodyEdits(core, fill, onEdit, initialBody, initialRawText),
		listBodyIssues: (): FieldIssue[] => listBodyIssues(core, operation, body.value),
	};
}

/** The body's signals and how its schema is read, shared by the steps below. */
type BodyCore = ReturnType<typeof createBodyCore>[0];

/** The body's signals, and how a media type's first value and raw text are made. */
function createBodyCore(operation: PlaygroundOperation, fill: FillOptions) {
	const bodyContent = withSharedSchemas(operation.requestBody?.content);
	const mediaTypes = Object.keys(bodyContent);
	const mediaType = signal<string | undefined>(mediaTypes[0]);
	const branches = signal<Branches>({});
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
	const initialRawText = (): string => {
		const type = mediaType.peek();
		const media = type ? bodyContent[type] : undefined;
		// An XML body is written as its schema's XML Objects say, a positional multipart body by
		// its part encodings, as the page's example is.
		const write = (value: unknown) => {
			if (type && isPositionalMultipart(type) && Array.isArray(value)) {
				return writePositionalMultipart(value, media);
			}
			return type && isXmlMediaType(type)
				? writeXml(value, getSchema(type), media?.xmlName).trimEnd()
				: JSON.stringify(value, null, 2);
		};
		if (fill.prefill && media?.example !== undefined) {
			return typeof media.example === 'string' ? media.example : write(media.example);
		}
		const json = toJson(getSchema(type), bodyValue.peek(), branches.peek());
		return json === undefined ? '' : write(json);
	};
	const core = {
		mediaTypes,
		mediaType,
		bodyValue,
		bodyMode,
		rawBody: signal<string>(bodyMode.value === 'raw' ? initialRawText() : ''),
		rawError: signal<string | undefined>(undefined),
		branches,
		getSchema,
		isBinary,
	};
	return [core, initialBody, initialRawText] as const;
}

/** The body the request carries, and the files it sends. */
function readBody(core: BodyCore): { value: BodyValue | undefined; files: File[] } {
	const { branches } = core;
	// The reader's `{{variables}}` are resolved in what is sent (`variables.ts`).
	const bodyValue = { value: resolveTree(core.bodyValue.value) };
	const type = core.mediaType.value;
	if (!type) return { value: undefined, files: [] };
	if (core.isBinary(type)) {
		// The chosen file is the body; the snippets read it from disk by its name.
		const [file] = getChosenFiles(bodyValue.value);
		return file
			? { value: { mimeType: type, fileName: file.name }, files: [file] }
			: { value: undefined, files: [] };
	}
	if (core.bodyMode.value === 'raw') {
		// A positional multipart body's type names the boundary its text is written with.
		const mimeType = isPositionalMultipart(type) ? withPartBoundary(type) : type;
		return { value: { mimeType, text: resolveTree(core.rawBody.value) }, files: [] };
	}
	const schema = core.getSchema(type);
	if (isFormType(type)) {
		const { params, files } = toFormParams(schema, bodyValue.value, branches.value);
		return { value: { mimeType: type, params }, files };
	}
	const json = toJson(schema, bodyValue.value, branches.value);
	return {
		value: json === undefined ? undefined : { mimeType: type, text: JSON.stringify(json) },
		files: [],
	};
}

/** The edits of the body: a value, a branch, the media type, the editor, the raw text. */
function createBodyEdits(
	core: BodyCore,
	fill: FillOptions,
	onEdit: () => void,
	initialBody: (type: string) => FormValue,
	initialRawText: () => string,
) {
	const { mediaTypes, mediaType, bodyValue, bodyMode, rawBody, rawError, branches, getSchema } =
		core;
	/** What was typed for each media type the reader left: the form's value, the raw text. */
	const bodyForms = new Map<string, FormValue>();
	const rawTexts = new Map<string, string>();
	return {
		/** Sets the body value at a path below `body` (e.g. `['customer', 'email']`). */
		setBodyAt(path: string[], value: FormValue) {
			bodyValue.value = setAt(bodyValue.value, path, value);
			onEdit();
		},
		/** Chooses a `oneOf`/`anyOf` branch at a path; the subtree restarts from the new branch. */
		setBranch(path: string[], index: number) {
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
		},
		/** Switches the body's media type, keeping what was typed for each one. */
		setMediaType(type: string) {
			if (!mediaTypes.includes(type) || type === mediaType.value) return;
			batch(() => {
				const left = mediaType.value;
				if (left) bodyForms.set(left, bodyValue.value);
				if (left && bodyMode.value === 'raw') rawTexts.set(left, rawBody.value);
				mediaType.value = type;
				bodyValue.value = bodyForms.get(type) ?? initialBody(type);
				// The raw editor stays only where the reader chose it: a type that has no form
				// (XML, text) does not keep it, nor its text, for one that has.
				const forced = !!left && !canUseForm(getSchema(left), left);
				if (core.isBinary(type)) bodyMode.value = 'form';
				else if (!canUseForm(getSchema(type), type)) {
					bodyMode.value = 'raw';
					rawBody.value = rawTexts.get(type) ?? initialRawText();
				} else if (bodyMode.value === 'raw' && (isFormType(type) || forced)) {
					bodyMode.value = 'form';
				}
			});
		},
		/**
		 * Switches between the form and the raw editor. Going to raw writes the form's JSON; going
		 * back parses the text, and stays raw with an error when it is not valid JSON.
		 */
		setBodyMode(mode: BodyMode): boolean {
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
				rawError.value = (error as Error).message;
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
		},
		/** Sets the raw body text. */
		setRawBody(text: string) {
			rawBody.value = text;
			if (rawError.value) rawError.value = undefined;
		},
	};
}

/** What keeps the body from being sent: a missing file or text, invalid JSON, form issues. */
function listBodyIssues(
	core: BodyCore,
	operation: PlaygroundOperation,
	body: { value: BodyValue | undefined },
): FieldIssue[] {
	const type = core.mediaType.value;
	const required = operation.requestBody?.required;
	const rawBody = { value: resolveTree(core.rawBody.value) };
	if (!type) return [];
	if (core.isBinary(type)) {
		return required && !body.value ? [{ path: 'body', issue: 'chooseFile' }] : [];
	}
	if (core.bodyMode.value === 'form') {
		return required || body.value
			? findBodyIssues(core.getSchema(type), resolveTree(core.bodyValue.value), core.branches.value)
			: [];
	}
	if (required && !rawBody.value.trim()) return [{ path: 'body', issue: 'isRequired' }];
	if (isJsonType(type) && rawBody.value.trim()) {
		try {
			JSON.parse(rawBody.value);
		} catch (error) {
			return [{ path: 'body', issue: 'notJson', values: { error: (error as Error).message } }];
		}
	}
	return [];
}

/** The files in a form value (a binary body holds a list of one). */
function getChosenFiles(value: FormValue): File[] {
	if (!Array.isArray(value)) return [];
	return value.filter((item): item is File => typeof File !== 'undefined' && item instanceof File);
}

/** Whether a media type's body can be edited as a form (else it is raw text). */
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
