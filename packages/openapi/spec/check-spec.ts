/**
 * Checks of the values an operation's page reads, each failing with a `SpecError` that names
 * the file, the JSON pointer of the bad value, what is wrong and how to fix it: the mistakes
 * real specs make (a `security` object, a server without `url`, `required: true` in a schema,
 * `enum` as a string, a description that is not text) become readable errors instead of a raw
 * `TypeError` deep in a renderer.
 */
import { isObject, type Json } from './json.ts';
import { invalidSpec } from './spec-error.ts';

/** How a value is shown in a message: short, in backticks. */
export function showValue(value: unknown): string {
	const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value);
	const short = text === undefined ? String(value) : text;
	return `\`${short.length > 60 ? `${short.slice(0, 57)}...` : short}\``;
}

/** `servers` of the document, a path item or an operation: a list of `{ url }` objects. */
export function checkServers(value: unknown, pointer: string, file: string): void {
	if (value === undefined) return;
	if (!Array.isArray(value)) {
		throw invalidSpec(
			file,
			pointer,
			`${showValue(value)} is not a list of servers`,
			'Write `servers` as a list: `servers: [{ url: "https://api.example.com" }]`.',
		);
	}
	value.forEach((server, index) => {
		if (!isObject(server) || typeof server.url !== 'string') {
			throw invalidSpec(
				file,
				`${pointer}/${index}${isObject(server) ? '/url' : ''}`,
				isObject(server) ? 'is missing: a server needs a `url`' : 'is not a server object',
				'Give each server a `url`, e.g. `{ url: "https://api.example.com/v1" }`.',
			);
		}
		if (server.variables !== undefined && !isObject(server.variables)) {
			throw invalidSpec(
				file,
				`${pointer}/${index}/variables`,
				'is not an object',
				'Map each variable name to `{ default: "..." }`.',
			);
		}
	});
}

/** `security` of the document or an operation: a list of `{ scheme: [scopes] }` objects. */
export function checkSecurity(value: unknown, pointer: string, file: string): void {
	if (value === undefined) return;
	if (!Array.isArray(value)) {
		throw invalidSpec(
			file,
			pointer,
			`${showValue(value)} is not a list of security requirements`,
			`Write \`security\` as a list of alternatives, e.g. \`security: [{ ${isObject(value) ? (Object.keys(value)[0] ?? 'bearerAuth') : 'bearerAuth'}: [] }]\`.`,
		);
	}
	value.forEach((requirement, index) => {
		if (!isObject(requirement)) {
			throw invalidSpec(
				file,
				`${pointer}/${index}`,
				'is not a security requirement object',
				'Map scheme names to their scopes, e.g. `{ bearerAuth: [] }`.',
			);
		}
		for (const [name, scopes] of Object.entries(requirement)) {
			if (scopes !== undefined && !Array.isArray(scopes)) {
				throw invalidSpec(
					file,
					`${pointer}/${index}/${name}`,
					`${showValue(scopes)} is not a list of scopes`,
					'Give the scheme a list of scopes: `[]` when it has none.',
				);
			}
		}
	});
}

/** A `description` wherever one is read: Markdown text. */
export function checkDescription(value: unknown, pointer: string, file: string): void {
	if (value === undefined || typeof value === 'string') return;
	throw invalidSpec(
		file,
		`${pointer}/description`,
		`${showValue(value)} is not text`,
		'Write the description as a string (quote it in YAML if it looks like another type).',
	);
}

/**
 * The keywords of one schema object a page reads. `pointer` is where the schema sits (through
 * the references that led there).
 */
export function checkSchema(schema: Json, pointer: () => string, file: string): void {
	const { required, enum: values, properties, items, type } = schema;
	if (required !== undefined && !isStringList(required)) {
		throw invalidSpec(
			file,
			`${pointer()}/required`,
			`${showValue(required)} is not a list of property names`,
			typeof required === 'boolean'
				? 'Inside a schema, list the required properties in the object that holds them: `required: [name]`; `required: true` belongs on a parameter or a request body.'
				: 'Write `required` as a list of property names, e.g. `required: [id, name]`.',
		);
	}
	if (values !== undefined && !Array.isArray(values)) {
		throw invalidSpec(
			file,
			`${pointer()}/enum`,
			`${showValue(values)} is not a list`,
			'Write `enum` as a list of the allowed values, e.g. `enum: [asc, desc]`.',
		);
	}
	if (properties !== undefined && !isObject(properties)) {
		throw invalidSpec(
			file,
			`${pointer()}/properties`,
			`${showValue(properties)} is not an object`,
			'Map each property name to its schema.',
		);
	}
	if (items !== undefined && !isObject(items) && typeof items !== 'boolean') {
		throw invalidSpec(
			file,
			`${pointer()}/items`,
			`${showValue(items)} is not a schema`,
			'Describe the items with one schema, e.g. `items: { type: string }`.',
		);
	}
	if (type !== undefined && typeof type !== 'string' && !isStringList(type)) {
		throw invalidSpec(
			file,
			`${pointer()}/type`,
			`${showValue(type)} is not a type`,
			'Use a type name (`string`, `object`, ...), or in OpenAPI 3.1 a list of them.',
		);
	}
	for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
		if (schema[key] !== undefined && !Array.isArray(schema[key])) {
			throw invalidSpec(
				file,
				`${pointer()}/${key}`,
				`${showValue(schema[key])} is not a list of schemas`,
				`Write \`${key}\` as a list of schemas.`,
			);
		}
	}
	checkDescription(schema.description, pointer(), file);
}

function isStringList(value: unknown): boolean {
	return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}
