import type { Operation, Schema } from '@trydocs/openapi';
import { describe, expect, it } from 'vitest';
import { writeOperationMarkdown } from './operation-markdown.ts';

const node: Schema = { type: 'object', properties: { name: { type: 'string' } } };
// A cycle, as the resolver leaves it: the child points back to its parent.
(node.properties as Record<string, Schema>).children = { type: 'array', items: node };

const operation: Operation = {
	method: 'post',
	path: '/pets/{pet_id}/toys',
	summary: 'Add a toy',
	description: 'Gives a pet a toy.',
	deprecated: false,
	tags: [],
	servers: [
		{ url: 'https://api.pets.example' },
		{ url: 'https://eu.pets.example', description: 'EU' },
	],
	parameters: [
		{ name: 'pet_id', in: 'path', required: true, schema: { type: 'string', example: 'pet_1' } },
		{
			name: 'dry_run',
			in: 'query',
			required: false,
			description: 'Check only.',
			schema: { type: 'boolean' },
		},
	],
	requestBody: {
		required: true,
		content: {
			'application/json': {
				schema: {
					type: 'object',
					required: ['kind'],
					properties: {
						kind: { type: 'string', enum: ['ball', 'rope'], description: 'What toy.' },
						owner: { type: 'object', properties: { email: { type: 'string', format: 'email' } } },
						tree: node,
					},
				},
			},
		},
	},
	responses: [
		{
			status: '201',
			description: 'Added.',
			content: { 'application/json': { example: { id: 't1' } } },
		},
	],
	security: [
		[{ name: 'key', scheme: { type: 'apiKey', name: 'X-Key', in: 'header' }, scopes: [] }],
	],
};

describe('writeOperationMarkdown', () => {
	const md = writeOperationMarkdown(operation, { languages: ['curl', 'python'] });

	it('starts with the method and URL, then the description', () => {
		expect(
			md.startsWith('`POST https://api.pets.example/pets/{pet_id}/toys`\n\nGives a pet a toy.'),
		).toBe(true);
		expect(md).toContain(
			'## Servers\n\n- https://api.pets.example\n- https://eu.pets.example (EU)',
		);
	});

	it('lists every parameter and body field, nested fields indented, a cycle written once', () => {
		expect(md).toContain('## Path parameters\n\n- `pet_id` (string, required) (example: `pet_1`)');
		expect(md).toContain('## Query parameters\n\n- `dry_run` (boolean): Check only.');
		expect(md).toContain('- `kind` (string, required): What toy. (one of: `ball`, `rope`)');
		expect(md).toContain('- `owner` (object)\n  - `email` (string<email>)');
		expect(md).toContain('  - `children` (');
		expect(md.match(/`name` \(string\)/g)?.length).toBeLessThan(10);
	});

	it('names the authorization and shows the request in each language and the responses', () => {
		expect(md).toContain('## Authorization\n\n- API key in the header `X-Key` (key)');
		expect(md).toContain(
			'```bash\ncurl --request POST \\\n  --url https://api.pets.example/pets/pet_1/toys',
		);
		expect(md).toContain("--header 'X-Key: <api-key>'");
		expect(md).toContain('```python\nimport requests');
		expect(md).toContain(
			'### 201: Added.\n\nContent type: `application/json`\n\n```json\n{\n  "id": "t1"\n}\n```',
		);
	});

	it('writes out each OAuth 2.0 flow (URLs, scopes) and an OpenID Connect discovery document', () => {
		const oauth = writeOperationMarkdown(
			{
				...operation,
				security: [
					[
						{
							name: 'accounts',
							scopes: ['pets.read'],
							scheme: {
								type: 'oauth2',
								flows: {
									implicit: { authorizationUrl: 'https://id.example/authorize', scopes: {} },
									clientCredentials: {
										tokenUrl: '/oauth/token',
										scopes: { 'pets.read': 'Read\npets' },
									},
								},
							},
						},
					],
					[
						{
							name: 'oidc',
							scopes: [],
							scheme: {
								type: 'openIdConnect',
								openIdConnectUrl: 'https://id.example/.well-known/openid-configuration',
							},
						},
					],
				],
			},
			{ languages: ['curl'] },
		);
		expect(oauth).toContain(
			[
				'- OAuth 2 access token: `Authorization: Bearer <token>` (accounts)',
				'  - Scopes this endpoint needs: `pets.read`',
				'  - Client credentials: token URL https://api.pets.example/oauth/token; scopes: `pets.read` (Read pets)',
				'  - Implicit (deprecated): authorization URL https://id.example/authorize',
				'- OpenID Connect access token: `Authorization: Bearer <token>` (oidc)',
				'  - OpenID Connect discovery: https://id.example/.well-known/openid-configuration',
			].join('\n'),
		);
	});

	it('leaves the fields to a hand-written page, which lists them itself', () => {
		const handWritten = writeOperationMarkdown(
			operation,
			{ languages: ['curl'], fields: false },
			'Its own fields.',
		);
		expect(handWritten).toContain('Its own fields.');
		expect(handWritten).not.toContain('## Path parameters');
		expect(handWritten).toContain('curl --request POST');
	});
});
