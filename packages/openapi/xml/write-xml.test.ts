/**
 * The XML writer against the examples of the OpenAPI 3.2 specification's "XML Object Examples"
 * (each schema and `dataValue` with the XML the specification shows for it), and the XML
 * Objects of 3.0 and 3.1 (`attribute`, `wrapped`).
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Schema } from '../types.ts';
import { isXmlMediaType, writeXml } from './write-xml.ts';

/** The document without its XML declaration. */
const body = (value: unknown, schema: string, rootName?: string) =>
	writeXml(value, parse(schema) as Schema, rootName)
		.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '')
		.trimEnd();

const ANIMALS = { animals: ['dog', 'cat', 'hamster'] };

describe('writeXml, by the examples of the OpenAPI 3.2 specification', () => {
	it('writes a document with its declaration, named by the XML Object or the component', () => {
		expect(writeXml({ animals: 'dog, cat, hamster' }, parse('xml: { name: document }'))).toBe(
			'<?xml version="1.0" encoding="UTF-8"?>\n<document>\n  <animals>dog, cat, hamster</animals>\n</document>\n',
		);
		expect(body({ id: 1 }, 'type: object', 'Pet')).toBe('<Pet>\n  <id>1</id>\n</Pet>');
	});

	it('leaves an array unwrapped by default, its items named by the array or by `items.xml.name`', () => {
		const schema = (array: string, items = 'type: string') =>
			`{ type: object, xml: { name: document }, properties: { animals: { type: array, ${array} items: { ${items} } } } }`;
		expect(body(ANIMALS, schema(''))).toBe(
			'<document>\n  <animals>dog</animals>\n  <animals>cat</animals>\n  <animals>hamster</animals>\n</document>',
		);
		const animal =
			'<document>\n  <animal>dog</animal>\n  <animal>cat</animal>\n  <animal>hamster</animal>\n</document>';
		expect(body(ANIMALS, schema('', 'type: string, xml: { name: animal }'))).toBe(animal);
		// An array's `name` has no effect while it is no node.
		expect(
			body(ANIMALS, schema('xml: { name: aliens },', 'type: string, xml: { name: animal }')),
		).toBe(animal);
	});

	it("wraps an array with `nodeType: element` (or 3.0's `wrapped`), naming its items after it unless they are named", () => {
		const schema = (array: string, items = 'type: string') =>
			`{ type: object, xml: { name: document }, properties: { animals: { type: array, xml: { ${array} }, items: { ${items} } } } }`;
		expect(body(ANIMALS, schema('nodeType: element'))).toBe(
			'<document>\n  <animals>\n    <animals>dog</animals>\n    <animals>cat</animals>\n    <animals>hamster</animals>\n  </animals>\n</document>',
		);
		const named =
			'<document>\n  <animals>\n    <animal>dog</animal>\n    <animal>cat</animal>\n    <animal>hamster</animal>\n  </animals>\n</document>';
		expect(body(ANIMALS, schema('nodeType: element', 'type: string, xml: { name: animal }'))).toBe(
			named,
		);
		expect(body(ANIMALS, schema('wrapped: true', 'type: string, xml: { name: animal }'))).toBe(
			named,
		);
		expect(body(ANIMALS, schema('name: aliens, nodeType: element'))).toBe(
			'<document>\n  <aliens>\n    <aliens>dog</aliens>\n    <aliens>cat</aliens>\n    <aliens>hamster</aliens>\n  </aliens>\n</document>',
		);
	});

	it('writes attributes, prefixed names with their namespace, and text nodes', () => {
		const person = `type: object
properties:
  id: { type: integer, xml: { nodeType: attribute } }
  name: { type: string, xml: { namespace: "https://example.com/schema/sample", prefix: sample } }`;
		expect(body({ id: 123, name: 'example' }, person, 'Person')).toBe(
			'<Person id="123">\n  <sample:name xmlns:sample="https://example.com/schema/sample">example</sample:name>\n</Person>',
		);
		// 3.0 and 3.1 write an attribute as `attribute: true`.
		expect(
			body({ id: 123 }, person.replace('nodeType: attribute', 'attribute: true'), 'Person'),
		).toBe('<Person id="123"></Person>');
		const animals = `type: array
xml: { nodeType: element, name: animals }
items:
  xml: { name: animal }
  properties:
    kind: { type: string, xml: { nodeType: attribute } }
    name: { type: string, xml: { nodeType: text } }`;
		expect(
			body(
				[
					{ kind: 'Cat', name: 'Fluffy' },
					{ kind: 'Dog', name: 'Fido' },
				],
				animals,
			),
		).toBe(
			'<animals>\n  <animal kind="Cat">Fluffy</animal>\n  <animal kind="Dog">Fido</animal>\n</animals>',
		);
	});

	it('writes a CDATA section, and a component that is no node under a name given where it is used', () => {
		const html = '<html><head><title>Awesome Docs</title></head><body></body><html>';
		const documentation = `type: object
properties:
  content: { type: string, contentMediaType: text/html, xml: { nodeType: cdata } }`;
		expect(body({ content: html }, documentation, 'Documentation')).toBe(
			`<Documentation><![CDATA[${html}]]></Documentation>`,
		);
		const stored = `xml: { nodeType: element, name: StoredDocument }\n${documentation}`;
		expect(body({ content: html }, stored, 'Documentation')).toBe(
			`<StoredDocument><![CDATA[${html}]]></StoredDocument>`,
		);
		expect(body({ content: 'a]]>b' }, documentation, 'D')).toBe(
			'<D><![CDATA[a]]]]><![CDATA[>b]]></D>',
		);
	});

	it('orders elements and text by `prefixItems`', () => {
		const report = `xml: { nodeType: element, name: Report }
type: array
prefixItems:
  - { xml: { nodeType: text }, type: string }
  - { xml: { name: data }, type: number }
  - { xml: { nodeType: text }, type: string }`;
		expect(body(['Some preamble text.', 42, 'Some postamble text.'], report)).toBe(
			'<Report>Some preamble text.<data>42</data>Some postamble text.</Report>',
		);
	});

	it('writes `null` as an element with `xsi:nil`, and no attribute; escapes what it writes', () => {
		const product = `xml: { name: product }
type: object
properties:
  count: { type: [number, "null"], xml: { nodeType: attribute } }
  description: { type: string }
  related: { type: [object, "null"] }`;
		expect(body({ count: null, description: 'Thing', related: null }, product)).toBe(
			'<product xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  <description>Thing</description>\n  <related xsi:nil="true" />\n</product>',
		);
		expect(body({ count: 42, description: 'Thing', related: {} }, product)).toBe(
			'<product count="42">\n  <description>Thing</description>\n  <related></related>\n</product>',
		);
		expect(body({ count: '"a" & <b>', description: '<&>' }, product)).toBe(
			'<product count="&quot;a&quot; &amp; &lt;b&gt;">\n  <description>&lt;&amp;&gt;</description>\n</product>',
		);
	});

	it('tells XML media types', () => {
		for (const type of ['application/xml', 'text/xml; charset=utf-8', 'application/atom+xml'])
			expect(isXmlMediaType(type)).toBe(true);
		for (const type of ['application/json', 'application/xml-dtd', 'text/plain'])
			expect(isXmlMediaType(type)).toBe(false);
	});
});
