/**
 * The parts of an AsyncAPI operation, read from their resolved values: messages (traits applied,
 * payload and headers in their schema format), channel parameters, servers and security
 * schemes. Each bad value fails with a `SpecError` naming the file and JSON pointer.
 */
import { showValue } from '../spec/check-spec.ts';
import { isObject, type Json } from '../spec/json.ts';
import { DEFAULT_SCHEMA_FORMAT, isJsonSchemaFormat } from '../spec/schema-format.ts';
import { escapePointer, invalidSpec, isExtension } from '../spec/spec-error.ts';
import type {
	AsyncMessage,
	AsyncMessageExample,
	AsyncParameter,
	AsyncSchema,
	AsyncSecurityScheme,
	AsyncServer,
} from './types.ts';

/** Where a value sits and how to resolve what sits below it. */
export interface ReadContext {
	file: string;
	/** Deep-resolves a value found at `pointer` of the document. */
	resolve: (value: unknown, pointer: string) => unknown;
	/** The raw (unresolved) value a local `$ref` points to, for the names of things. */
	raw: (value: unknown) => unknown;
	defaultContentType?: string | undefined;
}

/** The name a `$ref` gives its target: the last segment of its pointer. */
export function refName(value: unknown): string | undefined {
	if (!isObject(value) || typeof value.$ref !== 'string') return undefined;
	const last = value.$ref.split('/').at(-1);
	return last ? decodeURIComponent(last).replaceAll('~1', '/').replaceAll('~0', '~') : undefined;
}

/** JSON Merge Patch (RFC 7386), as AsyncAPI merges a trait into its target. */
function mergePatch(target: unknown, patch: unknown): unknown {
	if (!isObject(patch)) return patch;
	const out: Json = isObject(target) ? { ...target } : {};
	for (const [key, value] of Object.entries(patch)) {
		if (value === null) delete out[key];
		else out[key] = mergePatch(out[key], value);
	}
	return out;
}

/**
 * An object with its `traits` applied: each trait merged in order, the object's own values
 * kept over any trait's (a trait never overrides its target, AsyncAPI 3).
 */
export function applyTraits(value: Json, traits: unknown, pointer: string, file: string): Json {
	if (traits === undefined) return value;
	if (!Array.isArray(traits)) {
		throw invalidSpec(
			file,
			`${pointer}/traits`,
			`${showValue(traits)} is not a list of traits`,
			'Write `traits` as a list: `traits: [{ $ref: "#/components/messageTraits/NAME" }]`.',
		);
	}
	const { traits: _traits, ...own } = value;
	const merged = traits.reduce<unknown>((sum, trait) => mergePatch(sum, trait), {});
	return mergePatch(merged, own) as Json;
}

/** Text at `key` of `value`, or a clear error when it is not text. */
export function readText(
	value: Json,
	key: string,
	pointer: string,
	file: string,
): string | undefined {
	const text = value[key];
	if (text === undefined || text === null) return undefined;
	if (typeof text !== 'string') {
		throw invalidSpec(
			file,
			`${pointer}/${key}`,
			`${showValue(text)} is not text`,
			`Write \`${key}\` as a string (quote it in YAML).`,
		);
	}
	return text;
}

/** Bindings as data: an object, or nothing. */
export function readBindings(value: unknown): Record<string, unknown> | undefined {
	return isObject(value) && Object.keys(value).length > 0 ? value : undefined;
}

/** A payload or headers schema: a Multi Format Schema Object, or a schema of the default format. */
export function readSchema(value: unknown, pointer: string, file: string): AsyncSchema | undefined {
	if (value === undefined) return undefined;
	if (typeof value === 'boolean')
		return { format: DEFAULT_SCHEMA_FORMAT, jsonSchema: true, schema: value ? {} : { not: {} } };
	if (!isObject(value)) {
		throw invalidSpec(
			file,
			pointer,
			`${showValue(value)} is not a schema`,
			'Describe it with a schema (`type: object`, `properties: ...`), or `{ schemaFormat, schema }` for another format.',
		);
	}
	if (typeof value.schemaFormat === 'string') {
		const jsonSchema = isJsonSchemaFormat(value.schemaFormat);
		if (jsonSchema && value.schema !== undefined && !isObject(value.schema)) {
			throw invalidSpec(
				file,
				`${pointer}/schema`,
				`${showValue(value.schema)} is not a schema`,
				'Give `schema` a JSON Schema object.',
			);
		}
		return { format: value.schemaFormat, jsonSchema, schema: value.schema };
	}
	return { format: DEFAULT_SCHEMA_FORMAT, jsonSchema: true, schema: value };
}

/** A message (its key `id` in a channel's `messages`), its traits applied. */
export function readMessage(
	id: string,
	value: unknown,
	pointer: string,
	context: ReadContext,
): AsyncMessage {
	const { file } = context;
	if (!isObject(value)) {
		throw invalidSpec(
			file,
			pointer,
			`${showValue(value)} is not a message object`,
			'Describe the message with at least a `payload` schema.',
		);
	}
	const message = applyTraits(value, value.traits, pointer, file);
	const examples = message.examples;
	if (examples !== undefined && !Array.isArray(examples)) {
		throw invalidSpec(
			file,
			`${pointer}/examples`,
			`${showValue(examples)} is not a list`,
			'Write `examples` as a list of `{ name, payload, headers }`.',
		);
	}
	const correlation = isObject(message.correlationId) ? message.correlationId : undefined;
	return {
		id,
		name: readText(message, 'name', pointer, file),
		title: readText(message, 'title', pointer, file),
		summary: readText(message, 'summary', pointer, file),
		description: readText(message, 'description', pointer, file),
		contentType: readText(message, 'contentType', pointer, file) ?? context.defaultContentType,
		payload: readSchema(message.payload, `${pointer}/payload`, file),
		headers: readSchema(message.headers, `${pointer}/headers`, file),
		correlationId: correlation as AsyncMessage['correlationId'],
		examples: (examples ?? []).filter(isObject).map(
			(example): AsyncMessageExample => ({
				name: typeof example.name === 'string' ? example.name : undefined,
				summary: typeof example.summary === 'string' ? example.summary : undefined,
				payload: example.payload,
				headers: isObject(example.headers) ? example.headers : undefined,
			}),
		),
		bindings: readBindings(message.bindings),
		deprecated: message.deprecated === true ? true : undefined,
	};
}

/** A map of parameters (a channel's `parameters`, a server's `variables`). */
export function readParameters(value: unknown, pointer: string, file: string): AsyncParameter[] {
	if (value === undefined) return [];
	if (!isObject(value)) {
		throw invalidSpec(
			file,
			pointer,
			`${showValue(value)} is not a map of parameters`,
			'Map each parameter name to `{ description, enum, default }`.',
		);
	}
	return Object.entries(value)
		.filter(([name]) => !isExtension(name))
		.map(([name, raw]): AsyncParameter => {
			const at = `${pointer}/${escapePointer(name)}`;
			const parameter = isObject(raw) ? raw : {};
			if (parameter.enum !== undefined && !Array.isArray(parameter.enum)) {
				throw invalidSpec(
					file,
					`${at}/enum`,
					`${showValue(parameter.enum)} is not a list`,
					'Write `enum` as a list of the allowed values.',
				);
			}
			const strings = (list: unknown) => (Array.isArray(list) ? list.map(String) : undefined);
			return {
				name,
				description: readText(parameter, 'description', at, file),
				enum: strings(parameter.enum),
				default: parameter.default === undefined ? undefined : String(parameter.default),
				examples: strings(parameter.examples),
				location: readText(parameter, 'location', at, file),
			};
		});
}

/** A list of security schemes (a server's or an operation's `security`), named by their `$ref`s. */
export function readSecurity(
	raw: unknown,
	pointer: string,
	context: ReadContext,
): AsyncSecurityScheme[] {
	if (raw === undefined) return [];
	if (!Array.isArray(raw)) {
		throw invalidSpec(
			context.file,
			pointer,
			`${showValue(raw)} is not a list of security schemes`,
			'Write `security` as a list: `security: [{ $ref: "#/components/securitySchemes/NAME" }]`.',
		);
	}
	const resolved = context.resolve(raw, pointer) as unknown[];
	return resolved.map((scheme, index): AsyncSecurityScheme => {
		const at = `${pointer}/${index}`;
		if (!isObject(scheme) || typeof scheme.type !== 'string') {
			throw invalidSpec(
				context.file,
				`${at}/type`,
				'is missing: a security scheme needs a `type`',
				'Give it a type: `httpApiKey`, `http`, `userPassword`, `oauth2`, ...',
			);
		}
		const text = (key: string) => readText(scheme, key, at, context.file);
		return {
			key: refName(raw[index]) ?? `security[${index}]`,
			type: scheme.type,
			description: text('description'),
			name: text('name'),
			in: text('in'),
			scheme: text('scheme'),
			bearerFormat: text('bearerFormat'),
			openIdConnectUrl: text('openIdConnectUrl'),
			flows: isObject(scheme.flows) ? scheme.flows : undefined,
			scopes: Array.isArray(scheme.scopes) ? scheme.scopes.map(String) : undefined,
		};
	});
}

/** One server, named `name`, at `pointer` (`raw` as written, for the names of its schemes). */
export function readServer(
	name: string,
	raw: unknown,
	pointer: string,
	context: ReadContext,
): AsyncServer {
	const { file } = context;
	const written = context.raw(raw);
	const server = context.resolve(raw, pointer);
	if (!isObject(server) || !isObject(written)) {
		throw invalidSpec(
			file,
			pointer,
			`${showValue(server)} is not a server object`,
			'Give the server a `host` and a `protocol`, e.g. `{ host: "api.example.com", protocol: "wss" }`.',
		);
	}
	for (const key of ['host', 'protocol'] as const) {
		if (typeof server[key] !== 'string') {
			throw invalidSpec(
				file,
				`${pointer}/${key}`,
				`is missing: a server needs a \`${key}\``,
				'Give the server a `host` (`api.example.com`) and a `protocol` (`wss`, `kafka`, `mqtt`, ...).',
			);
		}
	}
	return {
		name,
		host: server.host as string,
		protocol: server.protocol as string,
		protocolVersion: readText(server, 'protocolVersion', pointer, file),
		pathname: readText(server, 'pathname', pointer, file),
		title: readText(server, 'title', pointer, file),
		description: readText(server, 'description', pointer, file),
		variables: readParameters(server.variables, `${pointer}/variables`, file),
		security: readSecurity(written.security, `${pointer}/security`, context),
		bindings: readBindings(server.bindings),
	};
}
