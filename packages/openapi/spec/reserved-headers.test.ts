import { describe, expect, it } from 'vitest';
import { getOperation } from './get-operation.ts';
import { parseSpec } from './load-spec.ts';

// Shaped like PagerDuty's REST description (`header_Accept`, `header_Content-Type`), which
// declares both headers as required parameters beside a JSON body and an apiKey scheme.
const spec = parseSpec(
	`openapi: 3.0.3
info: { title: Reserved headers, version: 1.0.0 }
components:
  securitySchemes:
    api_key: { type: apiKey, in: header, name: Authorization }
  parameters:
    accept: { name: Accept, in: header, schema: { type: string } }
    contentType: { name: Content-Type, in: header, required: true, schema: { type: string } }
    authorization: { name: authorization, in: header, required: true, schema: { type: string } }
paths:
  /tags:
    post:
      security: [{ api_key: [] }]
      parameters:
        - $ref: "#/components/parameters/accept"
        - $ref: "#/components/parameters/contentType"
        - $ref: "#/components/parameters/authorization"
        - { name: From, in: header, schema: { type: string } }
      requestBody:
        content:
          application/json: { schema: { type: object } }
      responses: { "201": { description: Created. } }
  /open:
    get:
      parameters:
        - $ref: "#/components/parameters/authorization"
      responses: { "200": { description: OK. } }
`,
	'reserved.yaml',
);

describe('header parameters OpenAPI ignores', () => {
	it('leaves out Accept, Content-Type, and Authorization when a security scheme sends it', () => {
		const names = getOperation(spec, 'post', '/tags').parameters.map((p) => p.name);
		expect(names).toEqual(['From']);
	});

	it('keeps an Authorization parameter on an operation without a security scheme', () => {
		const names = getOperation(spec, 'get', '/open').parameters.map((p) => p.name);
		expect(names).toEqual(['authorization']);
	});
});
