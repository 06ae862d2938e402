import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parseDocsJson } from '../../utils/docs-json/load-docs-json.ts';
import { parseType } from '../../utils/endpoint/field-type.ts';
import { clearProblems, listProblems } from '../../utils/problems/problems.ts';
import { createRemarkApiPage } from './remark-api-page.ts';

const docsJson = parseDocsJson({
	api: {
		mdx: {
			server: ['https://api.acme.dev', 'https://sandbox.acme.dev'],
			auth: { method: 'bearer' },
		},
	},
});

/** Runs the remark step on an MDX page, outside Astro, and returns what it hands the page. */
async function readPage(source: string, config = docsJson) {
	const processor = unified()
		.use(remarkParse)
		.use(remarkMdx)
		.use(remarkFrontmatter)
		.use(createRemarkApiPage({ docsJson: config }));
	const file = {
		path: 'src/content/docs/create.mdx',
		value: source,
		// biome-ignore lint/suspicious/noExplicitAny: the tests read deep into the returned model.
		data: {} as Record<string, any>,
	};
	await processor.run(processor.parse(source), file as never);
	return file.data.astro?.frontmatter?.trydocsOperation;
}

const page = `---
title: Create a user
api: POST /v1/users/{org}
---

Intro text.

<ParamField path="org" type="string" required>
  The **organisation** slug.
</ParamField>

<ParamField query="dry_run" type="boolean" default={false} deprecated>
  Validate only.
</ParamField>

<ParamField header="Idempotency-Key" type="string" placeholder="a-unique-key" />

<ParamField body="name" type="string" required placeholder="Ada">
  Full name.
</ParamField>

<ParamField body="tags" type="string[]" />

<ParamField body="address" type="object">
  Where they live.
  <Expandable title="properties">
    <ParamField body="city" type="string" required />
    <ParamField body="zip" type="integer" />
  </Expandable>
</ParamField>

<ParamField body="pets" type="object[]">
  <Expandable title="pet">
    <ParamField body="kind" type="string" />
  </Expandable>
</ParamField>

<ResponseField name="id" type="string" required>
  The new id.
</ResponseField>

<ResponseField name="roles" type="string[]" default="member" deprecated />

<RequestExample>

\`\`\`bash cURL
curl -X POST https://api.acme.dev/v1/users/acme
\`\`\`

</RequestExample>

<ResponseExample>

\`\`\`json 201 Created
{ "id": "usr_1" }
\`\`\`

\`\`\`json 409
{ "error": "exists" }
\`\`\`

</ResponseExample>
`;

describe('api: pages: ParamField and friends become an Operation', () => {
	it('reads the method, the path relative to api.mdx.server, and the servers', async () => {
		const op = await readPage(page);
		expect(op.method).toBe('post');
		expect(op.path).toBe('/v1/users/{org}');
		expect(op.summary).toBe('Create a user');
		expect(op.servers).toEqual([
			{ url: 'https://api.acme.dev' },
			{ url: 'https://sandbox.acme.dev' },
		]);
	});

	it('reads path, query and header ParamFields as parameters with every prop', async () => {
		const op = await readPage(page);
		expect(op.parameters).toEqual([
			{
				name: 'org',
				in: 'path',
				required: true,
				schema: { type: 'string' },
				description: 'The **organisation** slug.',
			},
			{
				name: 'dry_run',
				in: 'query',
				required: false,
				deprecated: true,
				schema: { type: 'boolean', default: false, deprecated: true },
				description: 'Validate only.',
			},
			{
				name: 'Idempotency-Key',
				in: 'header',
				required: false,
				placeholder: 'a-unique-key',
				schema: { type: 'string', 'x-placeholder': 'a-unique-key', example: 'a-unique-key' },
			},
		]);
	});

	it('reads body ParamFields as the JSON body schema, with arrays and nested fields', async () => {
		const op = await readPage(page);
		const schema = op.requestBody.content['application/json'].schema;
		expect(op.requestBody.required).toBe(true);
		expect(schema.required).toEqual(['name']);
		expect(schema.properties.name).toEqual({
			type: 'string',
			'x-placeholder': 'Ada',
			example: 'Ada',
			description: 'Full name.',
		});
		expect(schema.properties.tags).toEqual({ type: 'array', items: { type: 'string' } });
		expect(schema.properties.address).toEqual({
			type: 'object',
			description: 'Where they live.',
			properties: { city: { type: 'string' }, zip: { type: 'integer' } },
			required: ['city'],
		});
		expect(schema.properties.pets).toEqual({
			type: 'array',
			items: { type: 'object', properties: { kind: { type: 'string' } } },
		});
	});

	it('reads ResponseFields and ResponseExamples into responses per status', async () => {
		const op = await readPage(page);
		expect(op.responses.map((r: { status: string }) => r.status)).toEqual(['201', '409']);
		const created = op.responses[0].content['application/json'];
		expect(created.example).toEqual({ id: 'usr_1' });
		expect(created.schema).toEqual({
			type: 'object',
			properties: {
				id: { type: 'string', description: 'The new id.' },
				roles: { type: 'array', items: { type: 'string' }, default: 'member', deprecated: true },
			},
			required: ['id'],
		});
		expect(op.responses[1].content['application/json'].example).toEqual({ error: 'exists' });
	});

	it('reads a field of type `array` with nested fields as a list of objects', async () => {
		const op = await readPage(`---
title: Get a model
api: GET /v1/models
---

<ResponseField name="params" type="array">
  <Expandable title="item properties">
    <ResponseField name="key" type="string" />
  </Expandable>
</ResponseField>

<ResponseField name="tags" type="array" />
`);
		expect(op.responses[0].content['application/json'].schema.properties).toEqual({
			params: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' } } } },
			tags: { type: 'array', items: {} },
		});
	});

	it('groups ResponseFields by the status their heading names; the others describe the success', async () => {
		const op = await readPage(`---
title: Create a user
api: POST /v1/users
---

## Responses

### 201: the user

<ResponseField name="id" type="string" required />

### 400, 409: an error

<ResponseField name="code" type="string" required />

## Notes

<ResponseField name="etag" type="string" />
`);
		const schemas = Object.fromEntries(
			op.responses.map((r: { status: string; content: Record<string, { schema: unknown }> }) => [
				r.status,
				r.content['application/json']?.schema,
			]),
		);
		expect(Object.keys(schemas)).toEqual(['201', '400', '409']);
		expect(schemas['201']).toEqual({
			type: 'object',
			properties: { id: { type: 'string' }, etag: { type: 'string' } },
			required: ['id'],
		});
		expect(schemas['400']).toEqual({
			type: 'object',
			properties: { code: { type: 'string' } },
			required: ['code'],
		});
		expect(schemas['409']).toEqual(schemas['400']);
	});

	it('reads RequestExample code blocks as code samples', async () => {
		const op = await readPage(page);
		expect(op.codeSamples).toEqual([
			{ lang: 'bash', label: 'cURL', source: 'curl -X POST https://api.acme.dev/v1/users/acme' },
		]);
	});

	it('takes the security from api.mdx.auth, overridden by authMethod', async () => {
		expect((await readPage(page)).security).toEqual([
			[{ name: 'bearer', scheme: { type: 'http', scheme: 'bearer' }, scopes: [] }],
		]);
		const none = page.replace('title: Create a user', 'title: Create a user\nauthMethod: none');
		expect((await readPage(none)).security).toEqual([]);
		const key = page.replace('title: Create a user', 'title: Create a user\nauthMethod: key');
		const withKey = parseDocsJson({
			api: { mdx: { server: 'https://a.dev', auth: { method: 'bearer', name: 'X-Key' } } },
		});
		expect((await readPage(key, withKey)).security).toEqual([
			[{ name: 'apiKey', scheme: { type: 'apiKey', in: 'header', name: 'X-Key' }, scopes: [] }],
		]);
	});

	it('takes a full URL as the server, and adds path parameters without a ParamField', async () => {
		const op = await readPage('---\ntitle: T\napi: GET https://api.other.dev/v2/items/{id}\n---\n');
		expect(op.servers).toEqual([{ url: 'https://api.other.dev' }]);
		expect(op.path).toBe('/v2/items/{id}');
		expect(op.parameters).toEqual([
			{ name: 'id', in: 'path', required: true, schema: { type: 'string' } },
		]);
	});

	it('leaves pages without api: alone', async () => {
		expect(await readPage('---\ntitle: Guide\n---\n\n<ParamField body="x" />\n')).toBeUndefined();
	});
});

describe('api: pages: problems are recorded and the page is built', () => {
	async function readProblems(source: string, config = docsJson) {
		clearProblems();
		const operation = await readPage(source, config);
		return { operation, problems: listProblems() };
	}

	it('a ParamField without a location: its file and line, and the other fields are kept', async () => {
		const { operation, problems } = await readProblems(
			'---\ntitle: T\napi: GET /a\n---\n\n<ParamField type="string" required>\n  x\n</ParamField>\n\n<ParamField query="q" type="string" />\n',
		);
		expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(['q']);
		expect(problems).toEqual([
			{
				kind: 'component',
				file: 'src/content/docs/create.mdx',
				line: 6,
				message:
					'A `<ParamField>` has no location: it needs one of `path`, `query`, `header` or `body`; it is left out of the request.',
				hint: 'Name the parameter by where it travels, e.g. `<ParamField path="ticket_id" type="string" required>` or `<ParamField body="subject" type="string">`.',
				severity: 'warning',
			},
		]);
	});

	it('asks for api.mdx.server when the api: path is relative', async () => {
		const { operation, problems } = await readProblems(
			'---\ntitle: T\napi: POST /v1/tickets\n---\n',
			parseDocsJson({}),
		);
		expect(operation.path).toBe('/v1/tickets');
		expect(problems[0]?.message).toBe(
			"`api: POST /v1/tickets` is a path, but docs.json's `api.mdx.server` is not set to resolve it against.",
		);
		expect(problems[0]?.hint).toBe(
			'Set docs.json\'s `api.mdx.server` (e.g. `"https://api.example.com"`), or write the full URL: `api: POST https://api.example.com/v1/tickets`.',
		);
	});

	it('a malformed api: value leaves the page a plain page', async () => {
		expect((await readProblems('---\ntitle: T\napi: FETCH /a\n---\n')).operation).toBeUndefined();
	});
});

describe('parseType', () => {
	it('reads Mintlify types, arrays with [] and files', () => {
		expect(parseType('number')).toEqual({ type: 'number' });
		expect(parseType('object[][]')).toEqual({
			type: 'array',
			items: { type: 'array', items: { type: 'object' } },
		});
		expect(parseType('enum<string>')).toEqual({ type: 'string' });
		expect(parseType('file')).toEqual({ type: 'string', format: 'binary' });
	});
});
