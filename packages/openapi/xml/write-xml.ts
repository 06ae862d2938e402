/**
 * An example value written as the XML its schema describes, by the XML Objects of OpenAPI 3.0 to
 * 3.2 (the specification's "XML Object" and "XML Node Types"): each schema is an element, an
 * attribute, a text node, a CDATA section or no node at all (`nodeType`, or 3.0's `attribute`
 * and `wrapped`); arrays are unwrapped unless asked, their items named by `items.xml.name`,
 * else by the array's name; `name`, `prefix` and `namespace` name the nodes; `null` is an
 * element with `xsi:nil="true"`, or no attribute. The page's examples, the snippets and Send
 * all write the body with it, so they agree.
 */
import type { Schema } from '../types.ts';
import type { XmlNode, XmlNodeType, XmlObject } from './types.ts';

const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/** True for `application/xml`, `text/xml` and any `+xml` type (`application/atom+xml`). */
export function isXmlMediaType(mediaType: string): boolean {
	const type = mediaType.split(';')[0]?.trim().toLowerCase() ?? '';
	return type === 'application/xml' || type === 'text/xml' || type.endsWith('+xml');
}

/**
 * `value` as an XML document. `rootName` names the root element when its schema's XML Object
 * does not (the component's name, as the specification infers it); else `root`.
 */
export function writeXml(value: unknown, schema: Schema | undefined, rootName?: string): string {
	const nodes: XmlNode[] = [];
	const attributes: [string, string][] = [];
	place(value, schema, rootName || 'root', { nodes, attributes });
	const [first] = nodes;
	// The root is one element: a root of another kind is wrapped in one.
	const root: XmlNode =
		nodes.length === 1 && first?.kind === 'element'
			? first
			: { kind: 'element', name: rootName || 'root', attributes, children: nodes };
	if (root.kind === 'element' && hasNil(root)) root.attributes.push(['xmlns:xsi', XSI]);
	return `<?xml version="1.0" encoding="UTF-8"?>\n${print(root, '')}\n`;
}

/** Where a schema's nodes go: its parent's children and attributes. */
interface Parent {
	nodes: XmlNode[];
	attributes: [string, string][];
}

const xmlOf = (schema: Schema | undefined): XmlObject =>
	(schema?.xml && typeof schema.xml === 'object' ? schema.xml : {}) as XmlObject;

const isArraySchema = (schema: Schema | undefined) =>
	schema?.type === 'array' || (Array.isArray(schema?.type) && schema.type.includes('array'));

/** The node a schema is: as its XML Object says, else `none` for an array, else `element`. */
function getNodeType(schema: Schema | undefined): XmlNodeType {
	const xml = xmlOf(schema);
	if (xml.nodeType) return xml.nodeType;
	if (xml.attribute === true) return 'attribute';
	if (isArraySchema(schema)) return xml.wrapped === true ? 'element' : 'none';
	return 'element';
}

/** `prefix:name`, and the namespace declaration it needs. */
function qualify(name: string, xml: XmlObject): { name: string; declaration?: [string, string] } {
	const qualified = xml.prefix ? `${xml.prefix}:${name}` : name;
	if (!xml.namespace) return { name: qualified };
	return {
		name: qualified,
		declaration: [xml.prefix ? `xmlns:${xml.prefix}` : 'xmlns', xml.namespace],
	};
}

/** Places the nodes of `value` (named `name` unless its XML Object names it) into `parent`. */
function place(value: unknown, schema: Schema | undefined, name: string, parent: Parent): void {
	if (value === undefined) return;
	const xml = xmlOf(schema);
	const own = xml.name || name;
	switch (getNodeType(schema)) {
		case 'attribute':
			if (value !== null) parent.attributes.push([qualify(own, xml).name, toText(value)]);
			return;
		case 'text':
			parent.nodes.push({ kind: 'text', text: toText(value) });
			return;
		case 'cdata':
			parent.nodes.push({ kind: 'cdata', text: toText(value) });
			return;
		case 'none':
			placeContents(value, schema, own, parent);
			return;
		default: {
			const { name: qualified, declaration } = qualify(own, xml);
			const element: XmlNode & { kind: 'element' } = {
				kind: 'element',
				name: qualified,
				attributes: declaration ? [declaration] : [],
				children: [],
			};
			if (value === null) element.nil = true;
			else
				placeContents(value, schema, own, {
					nodes: element.children,
					attributes: element.attributes,
				});
			parent.nodes.push(element);
		}
	}
}

/** The nodes inside a schema's node: its items, its properties, or its value as text. */
function placeContents(value: unknown, schema: Schema | undefined, name: string, parent: Parent) {
	if (Array.isArray(value)) {
		const prefixItems = Array.isArray(schema?.prefixItems) ? (schema.prefixItems as Schema[]) : [];
		value.forEach((item, index) => {
			place(item, prefixItems[index] ?? schema?.items, name, parent);
		});
	} else if (value && typeof value === 'object') {
		const properties = schema?.properties ?? {};
		for (const [key, item] of Object.entries(value)) place(item, properties[key], key, parent);
	} else if (value !== null) {
		parent.nodes.push({ kind: 'text', text: toText(value) });
	}
}

/** A value as the text of a node: objects as JSON (Appendix B leaves them to the tool). */
function toText(value: unknown): string {
	if (value === null) return '';
	return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function hasNil(node: XmlNode): boolean {
	return node.kind === 'element' && (node.nil === true || node.children.some(hasNil));
}

const escapeText = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** A node as text: elements with element children one per line, mixed content on one line. */
function print(node: XmlNode, indent: string): string {
	if (node.kind === 'text') return escapeText(node.text);
	if (node.kind === 'cdata') return `<![CDATA[${node.text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
	const attributes = [
		...node.attributes,
		...(node.nil ? [['xsi:nil', 'true'] as [string, string]] : []),
	]
		.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
		.join('');
	if (node.nil) return `<${node.name}${attributes} />`;
	const open = `<${node.name}${attributes}>`;
	const close = `</${node.name}>`;
	if (node.children.every((child) => child.kind === 'element') && node.children.length > 0) {
		const inner = node.children.map((child) => `${indent}  ${print(child, `${indent}  `)}`);
		return `${open}\n${inner.join('\n')}\n${indent}${close}`;
	}
	return `${open}${node.children.map((child) => print(child, indent)).join('')}${close}`;
}
