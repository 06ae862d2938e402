import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getOperation } from './get-operation.ts';
import { loadSpec, parseSpec } from './load-spec.ts';
import { SpecError } from './spec-error.ts';

const specs = fileURLToPath(new URL('../../../fixtures/specs/', import.meta.url));

async function catchSpecError(run: () => unknown): Promise<SpecError> {
	try {
		await run();
	} catch (error) {
		expect(error).toBeInstanceOf(SpecError);
		return error as SpecError;
	}
	throw new Error('expected a SpecError');
}

describe('parseSpec', () => {
	it('refuses Swagger 2.0 and says how to convert it', async () => {
		const error = await catchSpecError(() => parseSpec('swagger: "2.0"\npaths: {}', 'old.yaml'));
		expect(error.message).toBe(
			'The spec `old.yaml` is Swagger 2.0; Trydocs reads OpenAPI 3.0, 3.1 and 3.2.',
		);
		expect(error.hint).toContain('npx swagger2openapi spec.yaml -o openapi.yaml');
		expect(error.reason).toBe('version');
	});

	it('accepts `x-` extension keys beside the paths and the responses', () => {
		const doc = parseSpec(
			JSON.stringify({
				openapi: '3.0.3',
				paths: {
					'x-codegen-contextRoot': '/api',
					'/pets': {
						'x-owner': 'pets-team',
						get: { responses: { '200': { description: 'OK' }, 'x-cache': { ttl: 60 } } },
					},
				},
			}),
			'ext.json',
		);
		const op = getOperation(doc, 'GET', '/pets');
		expect(op.responses.map((response) => response.status)).toEqual(['200']);
	});

	it('names the line and column of a YAML syntax error', async () => {
		const error = await catchSpecError(() => loadSpec(`${specs}broken/bad-yaml.yaml`));
		expect(error.message).toMatch(
			/^The spec `.*broken\/bad-yaml\.yaml` does not parse as YAML at line 8, column 16: /,
		);
		expect(error.hint).toMatch(/^Fix the syntax at line 8, column 16 of `.*bad-yaml\.yaml`/);
	});

	it('names the line and column of a JSON syntax error', async () => {
		const error = await catchSpecError(() => loadSpec(`${specs}broken/missing-comma.json`));
		expect(error.message).toMatch(/does not parse as JSON at line 6, column 5: /);
		expect(error.hint).toContain('at line 6, column 5');
	});

	it('refuses a document of a version it does not read, as a version problem', async () => {
		for (const version of ['4.0.0', '3.3.0', '2.0', '3.10.0']) {
			const error = await catchSpecError(() =>
				parseSpec(`{"openapi": "${version}", "paths": {}}`, 'next.json'),
			);
			expect(error.message).toBe(
				`The spec \`next.json\` is OpenAPI \`${version}\`; Trydocs reads OpenAPI 3.0, 3.1 and 3.2.`,
			);
			expect(error.reason).toBe('version');
		}
		const missing = await catchSpecError(() => parseSpec('{"paths": {}}', 'bare.json'));
		expect(missing.message).toBe('The spec `bare.json` has no `openapi` version line.');
		expect(missing.hint).toContain('`openapi: 3.2.0`');
	});

	it('reads OpenAPI 3.0, 3.1 and 3.2 at any patch release', () => {
		for (const version of ['3.0.0', '3.0.4', '3.1.1', '3.2.0', '3.2.1', '3.2']) {
			expect(parseSpec(`{"openapi": "${version}", "paths": {}}`, 'a.json').openapi).toBe(version);
		}
	});

	it('points at an invalid value with its JSON pointer', async () => {
		const error = await catchSpecError(() =>
			parseSpec('openapi: 3.1.0\npaths:\n  pets:\n    get: {}\n', 'bad.yaml'),
		);
		expect(error.message).toBe(
			'The spec `bad.yaml` is invalid at `/paths/pets`: the value is the path `pets`, which does not start with `/`.',
		);
		expect(error.hint).toBe('Write it as `/pets`.');
	});
});

describe('loadSpec', () => {
	it('says which file is missing and where paths are resolved from', async () => {
		const error = await catchSpecError(() => loadSpec(`${specs}nope.yaml`));
		expect(error.message).toBe(
			`The spec file \`${specs}nope.yaml\` does not exist or cannot be read.`,
		);
		expect(error.hint).toContain('paths are relative to the site root');
	});

	it('resolves relative-file references, and cuts a cycle across files', async () => {
		const doc = await loadSpec(`${specs}split/openapi.yaml`);
		const op = getOperation(doc, 'GET', '/tickets/{ticket_id}');
		expect(op.parameters).toEqual([
			{
				name: 'ticket_id',
				in: 'path',
				required: true,
				schema: { type: 'string', example: 'tkt_1001' },
			},
		]);
		const ticket = op.responses[0]?.content?.['application/json']?.schema;
		expect(ticket?.properties?.id).toEqual({ type: 'string', example: 'tkt_1001' });
		const user = ticket?.properties?.assignee;
		expect(user?.properties?.email).toEqual({ type: 'string', format: 'email' });
		// ticket -> user -> ticket: the inner ticket is a marked reference, not an endless tree.
		expect(user?.properties?.open_tickets?.items).toEqual({
			$ref: './ticket.yaml',
			'x-circular': true,
		});
		expect(ticket?.properties?.related?.items).toEqual({ $ref: '#', 'x-circular': true });
		expect(() => JSON.stringify(op)).not.toThrow();
	});

	it('names the file a relative reference points to when it is missing', async () => {
		const error = await catchSpecError(() =>
			loadSpec(`${specs}split/components/../../broken/../split/openapi.yaml`)
				.then(() =>
					parseSpec(
						'openapi: 3.1.0\npaths:\n  /a:\n    get:\n      responses:\n        "200": { $ref: "./gone.yaml" }\n',
						'inline.yaml',
					),
				)
				.then((doc) => getOperation(doc, 'GET', '/a')),
		);
		expect(error.message).toBe(
			'The spec `inline.yaml` is invalid at `/paths/~1a/get/responses/200/$ref`: the value `./gone.yaml` points to a file that was not loaded.',
		);
	});
});
