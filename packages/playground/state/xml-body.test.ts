/**
 * An XML request body as the playground writes it: from the schema's XML Objects (OpenAPI
 * 3.0-3.2), the root named after the component, the same text the page's example shows.
 */
import { getOperation, parseSpec } from '@trydocs/openapi';
import { writeXml } from '@trydocs/openapi/xml';
import { describe, expect, it } from 'vitest';
import { createIslandProps } from '../island-props.ts';
import { createPlaygroundState } from './create-playground-state.ts';

const spec = parseSpec(
	`openapi: 3.2.0
info: { title: Pets, version: 1.0.0 }
servers: [{ url: https://pets.example.com }]
paths:
  /pets:
    post:
      requestBody:
        content:
          application/xml:
            schema: { $ref: "#/components/schemas/Pet" }
            example: { id: 7, name: Rex, tags: [good, loud] }
          application/json:
            schema: { $ref: "#/components/schemas/Pet" }
      responses: { "201": { description: Created } }
components:
  schemas:
    Pet:
      type: object
      properties:
        id: { type: integer, xml: { nodeType: attribute } }
        name: { type: string }
        tags: { type: array, xml: { nodeType: element }, items: { type: string, xml: { name: tag } } }
`,
	'pets.yaml',
);
const operation = getOperation(spec, 'post', '/pets');

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<Pet id="7">
  <name>Rex</name>
  <tags>
    <tag>good</tag>
    <tag>loud</tag>
  </tags>
</Pet>`;

describe('an XML request body in the playground', () => {
	it('is written from the XML Objects, the root named after the component, and sent as written', () => {
		const props = createIslandProps(operation, { prefill: true });
		expect(props.operation.requestBody?.content['application/xml']?.xmlName).toBe('Pet');
		const state = createPlaygroundState(props, 'https://docs.example.com');
		expect(state.mediaType.value).toBe('application/xml');
		expect(state.rawBody.value).toBe(XML);
		expect(state.request.value.postData).toMatchObject({ mimeType: 'application/xml', text: XML });
	});

	it('sends the XML the reader types, and JSON for the JSON type', () => {
		const state = createPlaygroundState(createIslandProps(operation), 'https://docs.example.com');
		const schema = operation.requestBody?.content['application/xml']?.schema;
		const typed = writeXml({ id: 1 }, schema, 'Pet');
		expect(typed).toContain('<Pet id="1"></Pet>');
		state.setRawBody(typed);
		expect(state.request.value.postData).toMatchObject({
			mimeType: 'application/xml',
			text: typed,
		});
		state.setMediaType('application/json');
		state.setBodyAt(['name'], 'Rex');
		expect(state.request.value.postData?.text).toBe('{"name":"Rex"}');
	});

	it('writes the parts of a list in the order of its prefixItems, as the page does', () => {
		const report = parseSpec(
			`openapi: 3.2.0
info: { title: Reports, version: 1.0.0 }
paths:
  /reports:
    post:
      requestBody:
        content:
          application/xml:
            schema:
              xml: { nodeType: element, name: Report }
              type: array
              prefixItems:
                - { xml: { nodeType: text }, type: string }
                - { xml: { name: data }, type: number }
            example: [Preamble., 42]
      responses: { "201": { description: Created } }
`,
			'reports.yaml',
		);
		const props = createIslandProps(getOperation(report, 'post', '/reports'), { prefill: true });
		const state = createPlaygroundState(props, 'https://docs.example.com');
		expect(state.rawBody.value).toBe(
			'<?xml version="1.0" encoding="UTF-8"?>\n<Report>Preamble.<data>42</data></Report>',
		);
	});
});
