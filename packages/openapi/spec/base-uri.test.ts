import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAgainstBase, toLocalReference } from './base-uri.ts';
import { getOperation } from './get-operation.ts';
import { loadSpec, parseSpec } from './load-spec.ts';

const SELF = 'https://api.example.com/docs/openapi.yaml';

describe("OpenAPI 3.2's base URI: `$self`", () => {
	const folder = mkdtempSync(join(tmpdir(), 'trydocs-self-'));
	afterAll(() => rmSync(folder, { recursive: true, force: true }));

	it('resolves a relative URL against the base, its {variables} kept as written', () => {
		expect(resolveAgainstBase('/v1', SELF)).toBe('https://api.example.com/v1');
		expect(resolveAgainstBase('v2/', SELF)).toBe('https://api.example.com/docs/v2/');
		expect(resolveAgainstBase('../{version}', SELF)).toBe('https://api.example.com/{version}');
		expect(resolveAgainstBase('//{region}.example.com/v1', SELF)).toBe(
			'https://{region}.example.com/v1',
		);
		expect(resolveAgainstBase('https://other.example.com/', SELF)).toBe(
			'https://other.example.com/',
		);
		expect(resolveAgainstBase('/v1', undefined)).toBe('/v1');
	});

	it('sends an operation to its relative servers resolved against `$self`, and as written without one', () => {
		const doc = (self: string) =>
			parseSpec(
				`openapi: 3.2.0
${self}
info: { title: Books, version: 1.0.0 }
servers: [{ url: /v1 }, { url: "https://{region}.example.com" , variables: { region: { default: eu } } }]
paths:
  /books:
    get:
      servers: [{ url: ./sandbox }]
      responses: { "200": { description: Books } }
    post:
      responses: { "201": { description: Created } }
`,
				'books.yaml',
			);
		const withSelf = doc(`$self: ${SELF}`);
		expect(getOperation(withSelf, 'post', '/books').servers.map((s) => s.url)).toEqual([
			'https://api.example.com/v1',
			'https://{region}.example.com',
		]);
		expect(getOperation(withSelf, 'get', '/books').servers.map((s) => s.url)).toEqual([
			'https://api.example.com/docs/sandbox',
		]);
		expect(getOperation(doc(''), 'post', '/books').servers[0]?.url).toBe('/v1');
	});

	it('reads a reference to the document’s own `$self` as a reference into the document', () => {
		const doc = parseSpec(
			`openapi: 3.2.0
$self: ${SELF}
info: { title: Books, version: 1.0.0 }
paths:
  /books/{id}:
    get:
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      responses:
        "200":
          description: A book
          content:
            application/json:
              schema: { $ref: "${SELF}#/components/schemas/Book" }
components:
  schemas:
    Book: { type: object, properties: { title: { type: string } } }
`,
			'books.yaml',
		);
		const [ok] = getOperation(doc, 'get', '/books/{id}').responses;
		const schema = ok?.content?.['application/json']?.schema;
		expect(schema?.properties?.title).toEqual({ type: 'string' });
	});

	it('reads the files of a set by their URIs under its `$self`, or by the `$self` each gives', async () => {
		mkdirSync(join(folder, 'shared'), { recursive: true });
		writeFileSync(
			join(folder, 'spec.yaml'),
			`openapi: 3.2.0
$self: ${SELF}
info: { title: Books, version: 1.0.0 }
paths:
  /books:
    get:
      responses:
        "200":
          description: Books
          content:
            application/json:
              schema: { $ref: "https://api.example.com/docs/shared/book.yaml#/Book" }
  /authors:
    get:
      responses:
        "200":
          description: Authors
          content:
            application/json:
              schema: { $ref: "shared/book.yaml#/Author" }
`,
		);
		writeFileSync(
			join(folder, 'shared/book.yaml'),
			`$self: https://api.example.com/docs/shared/book.yaml
Book: { type: object, properties: { author: { $ref: "#/Author" } } }
Author: { type: object, properties: { name: { type: string } } }
`,
		);
		const doc = await loadSpec(join(folder, 'spec.yaml'));
		const schemaOf = (path: string) =>
			getOperation(doc, 'get', path).responses[0]?.content?.['application/json']?.schema;
		expect(schemaOf('/books')?.properties?.author?.properties?.name).toEqual({ type: 'string' });
		expect(schemaOf('/authors')?.properties?.name).toEqual({ type: 'string' });
	});

	it('maps only URIs under the folder of `$self`, never the document itself or elsewhere', () => {
		expect(toLocalReference('https://api.example.com/docs/shared/a.yaml', SELF)).toBe(
			'shared/a.yaml',
		);
		expect(toLocalReference(SELF, SELF)).toBeUndefined();
		expect(toLocalReference('https://api.example.com/other/a.yaml', SELF)).toBeUndefined();
		expect(toLocalReference('https://evil.example.com/docs/a.yaml', SELF)).toBeUndefined();
		expect(toLocalReference('https://api.example.com/docs/a.yaml', undefined)).toBeUndefined();
	});
});

describe('OpenAPI 3.2: a Security Requirement names its scheme by URI', () => {
	const folder = mkdtempSync(join(tmpdir(), 'trydocs-scheme-uri-'));
	afterAll(() => rmSync(folder, { recursive: true, force: true }));

	it('finds the scheme in this document or in another file, named by its last segment', async () => {
		writeFileSync(
			join(folder, 'openapi.yaml'),
			`openapi: 3.2.0
info: { title: Keys, version: 1.0.0 }
paths:
  /local:
    get:
      security: [{ "#/components/securitySchemes/token": [] }]
      responses: { "200": { description: OK } }
  /shared:
    get:
      security: [{ "./shared.yaml#/components/securitySchemes/partnerKey": [] }]
      responses: { "200": { description: OK } }
components:
  securitySchemes:
    token: { type: http, scheme: bearer }
`,
		);
		writeFileSync(
			join(folder, 'shared.yaml'),
			'components:\n  securitySchemes:\n    partnerKey: { type: apiKey, name: X-Partner-Key, in: header }\n',
		);
		const doc = await loadSpec(join(folder, 'openapi.yaml'));
		expect(getOperation(doc, 'get', '/local').security).toEqual([
			[{ name: 'token', scheme: { type: 'http', scheme: 'bearer' }, scopes: [] }],
		]);
		expect(getOperation(doc, 'get', '/shared').security).toEqual([
			[
				{
					name: 'partnerKey',
					scheme: { type: 'apiKey', name: 'X-Partner-Key', in: 'header' },
					scopes: [],
				},
			],
		]);
	});
});
