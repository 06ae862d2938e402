/**
 * The field elements of an `api:` page: `<ParamField>` and `<ResponseField>`, their props, their
 * nested fields (through `<Expandable>`) and the schema their `type` names.
 */
import type { Parameter, Schema } from '@trydocs/openapi';
import { parseType } from '../../../utils/endpoint/field-type.ts';
import { reportProblem } from '../../../utils/problems/problems.ts';
import { getAttribute, isJsx, readValue } from './jsx.ts';
import type { FieldInfo, FieldLocation, JsxElement, Node, ReadOptions } from './types.ts';

/** Where a `<ParamField>` value travels, in the order its props are looked for. */
const LOCATIONS: readonly FieldLocation[] = ['path', 'query', 'header', 'cookie', 'body'];

/** Reads the common props of a field element and its nested fields (through `<Expandable>`). */
export function readField(
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
		reportNamelessField(node, options, nameProp);
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
		addField(target, readField(child, options, nameProp ? 'name' : undefined));
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

/** Mintlify shows a field with no name its text; it is left out of the operation, with a problem. */
function reportNamelessField(node: JsxElement, options: ReadOptions, nameProp?: 'name') {
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
}

/** Adds a field (if it was read) to an object schema's properties. */
export function addField(parent: Schema, field: FieldInfo | undefined) {
	if (!field) return;
	parent.properties ??= {};
	parent.properties[field.name] = field.schema;
	if (field.required) parent.required = [...(parent.required ?? []), field.name];
}

/** Reads a `<ParamField>` into a parameter, or a property of the request body. */
export function readParamField(
	node: JsxElement,
	options: ReadOptions,
	parameters: Parameter[],
	body: Schema,
) {
	const field = readField(node, options);
	if (!field) return;
	if (field.location === 'body') {
		addField(body, field);
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

/** Drops empty `required` lists so the model matches what a spec would say. */
export function tidy(schema: Schema): Schema {
	const { required, ...rest } = schema;
	return required && required.length > 0 ? { ...rest, required } : rest;
}
