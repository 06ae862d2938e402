/**
 * The walk over an `api:` page's tree: each element it knows read into the page's parts, in the
 * order they appear, `<ResponseField>`s filed under the statuses of the heading above them.
 */
import type { Schema } from '@trydocs/openapi';
import type { Root } from 'mdast';
import { readRequestExample, readResponseExample } from './examples.ts';
import { addField, readField, readParamField } from './fields.ts';
import { isJsx } from './jsx.ts';
import { readHeadingStatuses } from './responses.ts';
import type { ApiPageParts, JsxElement, Node, ReadOptions } from './types.ts';

/** The parameters, body fields, response fields and examples of a page's tree. */
export function collectApiPageParts(tree: Root, options: ReadOptions): ApiPageParts {
	const parts: ApiPageParts = {
		parameters: [],
		body: { type: 'object', properties: {}, required: [] },
		responseFields: new Map(),
		codeSamples: [],
		responseExamples: [],
	};
	let fieldStatuses = [''];
	const walk = (node: Node) => {
		if (node.type === 'heading') {
			fieldStatuses = readHeadingStatuses(node);
			return;
		}
		if (isJsx(node) && readElement(node, parts, fieldStatuses, options)) return;
		if ('children' in node) for (const child of node.children) walk(child as Node);
	};
	walk(tree);
	return parts;
}

/** Reads one element into `parts`; `false` for an element the step does not know. */
function readElement(
	node: JsxElement,
	parts: ApiPageParts,
	fieldStatuses: string[],
	options: ReadOptions,
): boolean {
	switch (node.name) {
		case 'ParamField':
			readParamField(node, options, parts.parameters, parts.body);
			return true;
		case 'ResponseField':
			for (const status of fieldStatuses) {
				addField(getStatusFields(parts.responseFields, status), readField(node, options, 'name'));
			}
			return true;
		case 'RequestExample':
			parts.codeSamples.push(...readRequestExample(node));
			return true;
		case 'ResponseExample':
			parts.responseExamples.push(...readResponseExample(node));
			return true;
		default:
			return false;
	}
}

/** The object schema of a status's `<ResponseField>`s, created on first use. */
function getStatusFields(responseFields: Map<string, Schema>, status: string): Schema {
	let schema = responseFields.get(status);
	if (!schema) {
		schema = { type: 'object', properties: {}, required: [] };
		responseFields.set(status, schema);
	}
	return schema;
}
