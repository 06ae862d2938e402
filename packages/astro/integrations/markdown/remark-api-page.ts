/**
 * The remark step of `api:` pages: it reads `<ParamField>`, `<ResponseField>`, `<Expandable>`,
 * `<RequestExample>` and `<ResponseExample>` into the same `Operation` model that `openapi:`
 * pages get from a spec, and hands it to the page as `remarkPluginFrontmatter.trydocsOperation`.
 */

import { isAbsolute, relative } from 'node:path';
import type {
	CodeSample,
	HttpMethod,
	Operation,
	Parameter,
	Response,
	Schema,
	SecurityRequirement,
	Server,
} from '@trydocs/openapi';
import { parseApiReference } from '@trydocs/openapi';
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { parse as parseYaml } from 'yaml';
import type { DocsJson } from '../../schemas/docs-json.ts';
import { reportProblem } from '../../utils/problems/problems.ts';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Node = Root | RootContent;

/** Where a `<ParamField>` value travels. */
const LOCATIONS = ['path', 'query', 'header', 'cookie', 'body'] as const;

/** What the remark step needs from the site. */
export interface ApiPageOptions {
	docsJson: DocsJson;
	/** The site root: errors name page files relative to it. */
	root?: string;
}

/** The VFile fields the remark step reads and writes. */
interface FileLike {
	path?: string;
	value?: unknown;
	data: { astro?: { frontmatter?: Record<string, unknown> } } & Record<string, unknown>;
}

/** Creates the remark plugin; the site's docs.json gives `api.mdx.server` and `api.mdx.auth`. */
export function createRemarkApiPage(options: ApiPageOptions) {
	return function remarkApiPage() {
		return (tree: Root, file: FileLike) => {
			const frontmatter = file.data.astro?.frontmatter ?? readYamlFrontmatter(tree);
			if (!frontmatter || typeof frontmatter.api !== 'string') return;
			const path = file.path ?? 'page.mdx';
			const operation = readApiPage(tree, {
				file: options.root && isAbsolute(path) ? relative(options.root, path) : path,
				source: String(file.value ?? ''),
				frontmatter,
				docsJson: options.docsJson,
			});
			file.data.astro ??= {};
			file.data.astro.frontmatter ??= frontmatter;
			file.data.astro.frontmatter.trydocsOperation = operation;
		};
	};
}

function readYamlFrontmatter(tree: Root): Record<string, unknown> | undefined {
	const yaml = tree.children.find((node) => node.type === 'yaml');
	return yaml && 'value' in yaml ? (parseYaml(yaml.value) as Record<string, unknown>) : undefined;
}

/** The page an `api:` reference describes: its method, path and servers. */
export function resolveApiReference(
	reference: string,
	file: string,
	docsJson: DocsJson,
): { method: HttpMethod; path: string; servers: Server[] } | undefined {
	const parsed = parseApiReference(reference);
	// Reading the frontmatter recorded it as a problem: the page is built as a plain page.
	if (!parsed) return undefined;
	const { method, origin, path } = parsed;
	if (origin) return { method, path, servers: [{ url: origin }] };
	const configured = docsJson.api.mdx.server;
	const list =
		configured === undefined ? [] : Array.isArray(configured) ? configured : [configured];
	if (list.length === 0) {
		// Shown with the path alone, as Mintlify shows it; Try it then asks for a server.
		reportProblem({
			kind: 'frontmatter',
			file,
			key: 'api',
			message: `\`api: ${reference}\` is a path, but docs.json sets no \`api.mdx.server\` to resolve it against.`,
			hint: `Set \`api.mdx.server\` in docs.json (e.g. \`"https://api.example.com"\`), or write the full URL: \`api: ${method.toUpperCase()} https://api.example.com${path}\`.`,
			severity: 'warning',
		});
	}
	return { method, path, servers: list.map((url) => ({ url })) };
}

interface ReadOptions {
	file: string;
	source: string;
	frontmatter: Record<string, unknown>;
	docsJson: DocsJson;
}

const STATUS_HEADING =
	/^\s*((?:[1-5]\d\d|default)(?:\s*(?:,|\/|and|or)\s*(?:[1-5]\d\d|default))*)(?![\w])/i;

/** The statuses a heading starts with ("201", "400, 413, 415: errors"); `['']` for any other. */
function readHeadingStatuses(heading: Node): string[] {
	const text = toPlainText(heading);
	const statuses = STATUS_HEADING.exec(text)?.[1]?.match(/[1-5]\d\d|default/gi);
	return statuses ? statuses.map((status) => status.toLowerCase()) : [''];
}

function toPlainText(node: Node): string {
	if ('value' in node && typeof node.value === 'string') return node.value;
	return 'children' in node ? (node.children as Node[]).map(toPlainText).join('') : '';
}

/** Statuses in the order of their numbers, `default` last (as a spec's responses read). */
function byStatus(a: string, b: string): number {
	return (a === 'default' ? 1000 : Number(a)) - (b === 'default' ? 1000 : Number(b));
}

/** Two field lists of one status: the second's fields added after the first's. */
function mergeSchemas(first: Schema | undefined, second: Schema): Schema {
	if (!first) return second;
	return {
		...first,
		properties: { ...first.properties, ...second.properties },
		required: [...(first.required ?? []), ...(second.required ?? [])],
	};
}

/**
 * Reads an `api:` page's tree into an `Operation`; `undefined` when `api:` is not a reference
 * (recorded as a problem when the frontmatter was read). Exported for unit tests.
 */
export function readApiPage(tree: Root, options: ReadOptions): Operation | undefined {
	const { file, frontmatter, docsJson } = options;
	const reference = resolveApiReference(String(frontmatter.api), file, docsJson);
	if (!reference) return undefined;
	const { method, path, servers } = reference;
	const parameters: Parameter[] = [];
	const body: Schema = { type: 'object', properties: {}, required: [] };
	// `<ResponseField>`s per status: under a heading that names statuses ("### 404", "## 400, 409:
	// errors"), theirs; elsewhere, the success response's (key '').
	const responseFields = new Map<string, Schema>();
	let fieldStatuses = [''];
	const codeSamples: CodeSample[] = [];
	const responseExamples: Array<{ status: string; value: unknown; mediaType: string }> = [];

	const walk = (node: Node) => {
		if (node.type === 'heading') {
			fieldStatuses = readHeadingStatuses(node);
			return;
		}
		if (isJsx(node)) {
			if (node.name === 'ParamField') {
				readParamField(node, options, parameters, body);
				return;
			}
			if (node.name === 'ResponseField') {
				for (const status of fieldStatuses) {
					let schema = responseFields.get(status);
					if (!schema) {
						schema = { type: 'object', properties: {}, required: [] };
						responseFields.set(status, schema);
					}
					addField(schema, node, readField(node, options, 'name'), options);
				}
				return;
			}
			if (node.name === 'RequestExample') {
				for (const code of findCode(node)) {
					codeSamples.push({
						lang: code.lang ?? 'bash',
						label: code.meta?.trim() || code.lang || 'Example',
						source: code.value,
					});
				}
				return;
			}
			if (node.name === 'ResponseExample') {
				for (const code of findCode(node)) {
					const title = code.meta?.trim() ?? '';
					const status = /\b([1-5]\d\d|default)\b/.exec(title)?.[1] ?? '200';
					const isJson = /json/i.test(code.lang ?? '') || /^\s*[{[]/.test(code.value);
					let value: unknown = code.value;
					if (isJson) {
						try {
							value = JSON.parse(code.value);
						} catch {
							// Not valid JSON after all: shown as text.
						}
					}
					responseExamples.push({
						status,
						value,
						mediaType: isJson ? 'application/json' : 'text/plain',
					});
				}
				return;
			}
		}
		if ('children' in node) for (const child of node.children) walk(child as Node);
	};
	walk(tree);

	// A path parameter the page names in its path but describes with no ParamField still gets
	// a field in the playground.
	for (const name of path.matchAll(/\{([^}]+)\}/g)) {
		const parameterName = name[1] as string;
		if (!parameters.some((p) => p.in === 'path' && p.name === parameterName)) {
			parameters.push({
				name: parameterName,
				in: 'path',
				required: true,
				schema: { type: 'string' },
			});
		}
	}

	// `<ResponseField>`s under no status heading describe the success response: the first 2xx
	// status a heading or an example names, else 200.
	const responses: Response[] = [];
	const success =
		[...responseFields.keys(), ...responseExamples.map((e) => e.status)].find((status) =>
			status.startsWith('2'),
		) ?? '200';
	const unheaded = responseFields.get('');
	if (unheaded) {
		responseFields.delete('');
		responseFields.set(success, mergeSchemas(responseFields.get(success), unheaded));
	}
	const statuses = new Set([...responseFields.keys(), ...responseExamples.map((e) => e.status)]);
	for (const status of [...statuses].sort(byStatus)) {
		const example = responseExamples.find((e) => e.status === status);
		const mediaType = example?.mediaType ?? 'application/json';
		const schema = responseFields.get(status);
		responses.push({
			status,
			description: status.startsWith('2') ? 'Successful response' : `Response ${status}`,
			content: {
				[mediaType]: {
					...(schema ? { schema: tidy(schema) } : {}),
					...(example ? { example: example.value } : {}),
				},
			},
		});
	}

	const hasBody = Object.keys(body.properties ?? {}).length > 0;
	const operation: Operation = {
		method,
		path,
		summary: typeof frontmatter.title === 'string' ? frontmatter.title : undefined,
		description: undefined,
		deprecated: frontmatter.deprecated === true,
		tags: [],
		servers,
		parameters,
		requestBody: hasBody
			? {
					required: (body.required ?? []).length > 0,
					content: { 'application/json': { schema: tidy(body) } },
				}
			: undefined,
		responses,
		security: getMdxSecurity(frontmatter.authMethod, docsJson),
	};
	if (codeSamples.length > 0) operation.codeSamples = codeSamples;
	return operation;
}

/** `api.mdx.auth` (or the page's `authMethod`) as the operation's security requirement. */
export function getMdxSecurity(authMethod: unknown, docsJson: DocsJson): SecurityRequirement[] {
	const method = typeof authMethod === 'string' ? authMethod : docsJson.api.mdx.auth?.method;
	if (!method || method === 'none') return [];
	if (method === 'basic')
		return [[{ name: 'basic', scheme: { type: 'http', scheme: 'basic' }, scopes: [] }]];
	if (method === 'key') {
		const name = docsJson.api.mdx.auth?.name ?? 'X-API-Key';
		return [[{ name: 'apiKey', scheme: { type: 'apiKey', in: 'header', name }, scopes: [] }]];
	}
	return [[{ name: 'bearer', scheme: { type: 'http', scheme: 'bearer' }, scopes: [] }]];
}

function isJsx(node: Node): node is JsxElement {
	return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function findCode(node: Node): Code[] {
	if (node.type === 'code') return [node];
	return 'children' in node ? node.children.flatMap((child) => findCode(child as Node)) : [];
}

function getAttribute(node: JsxElement, name: string): MdxJsxAttribute | undefined {
	return node.attributes.find(
		(attribute): attribute is MdxJsxAttribute =>
			attribute.type === 'mdxJsxAttribute' && attribute.name === name,
	);
}

/** An attribute's value: `true` for a bare attribute, the literal of `{...}` where it is one. */
function readValue(attribute: MdxJsxAttribute | undefined): unknown {
	if (!attribute) return undefined;
	const value = attribute.value;
	if (value === null || value === undefined) return true;
	if (typeof value === 'string') return value;
	const text = value.value.trim();
	try {
		return JSON.parse(text);
	} catch {
		// A JavaScript literal JSON cannot read (single quotes, ...): keep its source text.
		return text.replace(/^(['"`])([\s\S]*)\1$/, '$2');
	}
}

interface FieldInfo {
	name: string;
	location?: (typeof LOCATIONS)[number];
	schema: Schema;
	required: boolean;
	deprecated: boolean;
	description: string | undefined;
	placeholder: string | undefined;
}

/** Reads the common props of a field element and its nested fields (through `<Expandable>`). */
function readField(
	node: JsxElement,
	options: ReadOptions,
	nameProp?: 'name',
): FieldInfo | undefined {
	let name: string | undefined;
	let location: FieldInfo['location'];
	if (nameProp) {
		name = readValue(getAttribute(node, 'name')) as string | undefined;
	} else {
		for (const candidate of LOCATIONS) {
			const value = readValue(getAttribute(node, candidate));
			if (typeof value === 'string') {
				name = value;
				location = candidate;
				break;
			}
		}
	}
	if (!name) {
		// Mintlify shows such a field's text; it is left out of the operation, with a problem.
		reportProblem({
			kind: 'component',
			file: options.file,
			line: node.position?.start.line,
			message: nameProp
				? 'A `<ResponseField>` has no `name`; it is left out of the response.'
				: 'A `<ParamField>` has no location: it needs one of `path`, `query`, `header` or `body`; it is left out of the request.',
			hint: nameProp
				? 'Name the field: `<ResponseField name="id" type="string">`.'
				: 'Name the parameter by where it travels, e.g. `<ParamField path="ticket_id" type="string" required>` or `<ParamField body="subject" type="string">`.',
			severity: 'warning',
		});
		return undefined;
	}
	const typeText = String(readValue(getAttribute(node, 'type')) ?? 'string');
	const schema = parseType(typeText);
	const defaultValue = readValue(getAttribute(node, 'default'));
	if (defaultValue !== undefined) schema.default = defaultValue;
	const placeholder = readValue(getAttribute(node, 'placeholder'));
	// A placeholder is the only sample value a ParamField gives: the examples use it too.
	if (typeof placeholder === 'string') {
		schema['x-placeholder'] = placeholder;
		schema.example = placeholder;
	}
	const deprecated = readValue(getAttribute(node, 'deprecated')) === true;
	if (deprecated) schema.deprecated = true;

	const description = getDescription(node, options.source);
	if (description) schema.description = description;
	// Nested fields (inside `<Expandable>`, or directly) describe an object or its array items.
	const target = schema.type === 'array' ? (schema.items as Schema) : schema;
	for (const child of findNestedFields(node)) {
		if (target.type !== 'object') {
			target.type = 'object';
		}
		addField(target, child, readField(child, options, nameProp ? 'name' : undefined), options);
	}
	return {
		name,
		location,
		schema,
		required: readValue(getAttribute(node, 'required')) === true,
		deprecated,
		description,
		placeholder: typeof placeholder === 'string' ? placeholder : undefined,
	};
}

function addField(
	parent: Schema,
	_node: JsxElement,
	field: FieldInfo | undefined,
	_options: ReadOptions,
) {
	if (!field) return;
	parent.properties ??= {};
	parent.properties[field.name] = field.schema;
	if (field.required) parent.required = [...(parent.required ?? []), field.name];
}

function readParamField(
	node: JsxElement,
	options: ReadOptions,
	parameters: Parameter[],
	body: Schema,
) {
	const field = readField(node, options);
	if (!field) return;
	if (field.location === 'body') {
		addField(body, node, field, options);
		return;
	}
	const { description, ...schema } = field.schema;
	const parameter: Parameter = {
		name: field.name,
		in: field.location as Parameter['in'],
		required: field.location === 'path' || field.required,
		schema,
	};
	if (description) parameter.description = description;
	if (field.deprecated) parameter.deprecated = true;
	if (field.placeholder) parameter.placeholder = field.placeholder;
	parameters.push(parameter);
}

/** Field elements nested in a field, through `<Expandable>` and other wrappers, not deeper fields. */
function findNestedFields(node: JsxElement): JsxElement[] {
	const found: JsxElement[] = [];
	const visit = (child: Node) => {
		if (isJsx(child) && (child.name === 'ParamField' || child.name === 'ResponseField')) {
			found.push(child);
			return;
		}
		if ('children' in child) for (const next of child.children) visit(next as Node);
	};
	for (const child of node.children) visit(child as Node);
	return found;
}

/** The Markdown source of a field's own description: its children minus nested elements. */
function getDescription(node: JsxElement, source: string): string | undefined {
	const parts = node.children
		.filter((child) => !isJsx(child as Node))
		.map((child) => {
			const start = child.position?.start.offset;
			const end = child.position?.end.offset;
			return start !== undefined && end !== undefined ? source.slice(start, end) : '';
		})
		.map((text) => text.trim())
		.filter(Boolean);
	return parts.length > 0 ? parts.join('\n\n') : undefined;
}

/** Reads a ParamField `type`: `string`, `integer`, `object`, `string[]`, `enum<string>`, `file`. */
export function parseType(text: string): Schema {
	const type = text.trim();
	if (type.endsWith('[]')) return { type: 'array', items: parseType(type.slice(0, -2)) };
	const array = /^array<(.+)>$/i.exec(type);
	if (array) return { type: 'array', items: parseType(array[1] as string) };
	const enumType = /^enum<(.+)>$/i.exec(type);
	if (enumType) return parseType(enumType[1] as string);
	const lower = type.toLowerCase();
	if (lower === 'file') return { type: 'string', format: 'binary' };
	if (lower === 'int') return { type: 'integer' };
	if (lower === 'bool') return { type: 'boolean' };
	if (lower === 'any') return {};
	// A list of what its nested fields describe, if any: OpenAPI's arrays always say their items.
	if (lower === 'array') return { type: 'array', items: {} };
	return { type: lower || 'string' };
}

/** Drops empty `required` lists so the model matches what a spec would say. */
function tidy(schema: Schema): Schema {
	const { required, ...rest } = schema;
	return required && required.length > 0 ? { ...rest, required } : rest;
}
