import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseAsyncApi } from '../asyncapi/load.ts';
import { loadSpec } from '../spec/load-spec.ts';
import { hasOfficialSchema, refereeDocument } from './referee.ts';

const specs = fileURLToPath(new URL('../../../fixtures/specs/', import.meta.url));
const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** A valid AsyncAPI 3.0.0 document, changed by each test. */
const CHAT = `
asyncapi: 3.0.0
info: { title: Chat, version: 1.0.0 }
servers:
  live: { host: chat.example.com, protocol: wss }
channels:
  room:
    address: rooms/{roomId}
    parameters: { roomId: { description: The room. } }
    messages:
      said: { payload: { type: object, properties: { text: { type: string } } } }
operations:
  sendMessage:
    action: send
    channel: { $ref: "#/channels/room" }
`;

const refereeAsyncApi = (text: string) =>
	refereeDocument(parseAsyncApi(text, 'chat.yaml'), 'asyncapi')?.problems;

/** The problems of one of the OpenAPI Initiative's 3.2 test documents. */
const refereeOas32 = (name: string) =>
	refereeDocument(parse(readFileSync(`${specs}oas-3.2/${name}`, 'utf8')), 'openapi')?.problems;

describe('AsyncAPI documents against the official AsyncAPI JSON Schemas', () => {
	it('accepts a valid document, and the published example of this site', () => {
		expect(refereeAsyncApi(CHAT)).toEqual([]);
		const docs = fileURLToPath(new URL('../../../sites/docs/asyncapi/', import.meta.url));
		expect(refereeAsyncApi(readFileSync(`${docs}build-events.yaml`, 'utf8'))).toEqual([]);
	});

	it('names each rejected part by its JSON pointer, in a plain sentence', () => {
		const broken = CHAT.replace('action: send', 'action: publish')
			.replace('info: { title: Chat, version: 1.0.0 }', 'info: { title: Chat }')
			.replace('protocol: wss }', 'protocol: wss, hostname: x }');
		expect(refereeAsyncApi(broken)).toEqual([
			{ pointer: '/info', message: 'lacks `version`, which it must have' },
			{
				pointer: '/operations/sendMessage/action',
				message: '`"publish"` is not one of `send`, `receive`',
			},
			{
				pointer: '/servers/live/hostname',
				message:
					'`hostname` is not a field the specification defines here (an extension is written `x-hostname`)',
			},
		]);
	});

	it('referees 3.1.0 by its own schema, and no version it holds no schema of', () => {
		expect(
			refereeAsyncApi(CHAT.replace('3.0.0', '3.1.0').replace('action: send', 'action: x')),
		).toEqual([
			{
				pointer: '/operations/sendMessage/action',
				message: '`"x"` is not one of `send`, `receive`',
			},
		]);
		expect(refereeAsyncApi(CHAT.replace('3.0.0', '3.2.0'))).toBeUndefined();
		expect(hasOfficialSchema('asyncapi', '3.1.0')).toBe(true);
		expect(hasOfficialSchema('asyncapi', '2.6.0')).toBe(false);
	});

	it("accepts every one of the AsyncAPI Initiative's own examples", () => {
		const folder = `${specs}asyncapi/`;
		const files = readdirSync(folder).filter((file) => file.endsWith('.yml'));
		expect(files.length).toBeGreaterThan(15);
		for (const file of files) {
			const verdict = refereeDocument(parse(readFileSync(folder + file, 'utf8')), 'asyncapi');
			expect({ file, schema: verdict?.schema, problems: verdict?.problems }).toEqual({
				file,
				schema: 'AsyncAPI 3.1.0',
				problems: [],
			});
		}
	});
});

/**
 * The OpenAPI Initiative's test documents of the 3.2 schema (fixtures/specs/oas-3.2, from the
 * `v3.2-dev` branch). A few `fail/` documents test rules the published schema held here does not
 * check: rules added on the branch after it was published, and rules of the Schema Object,
 * which the published schema leaves to the JSON Schema dialect (Trydocs' own reader checks
 * Schema Objects as it reads them).
 */
const NOT_IN_PUBLISHED_SCHEMA: Record<string, string> = {
	'header-object-name.yaml': 'header names: added after 2025-11-23',
	'parameter-object-header-name.yaml': 'header names: added after 2025-11-23',
	'invalid_schema_types.yaml': 'a Schema Object rule',
	'xml-attr-exclusion.yaml': 'a Schema Object rule',
	'xml-wrapped-exclusion.yaml': 'a Schema Object rule',
};

describe('OpenAPI documents against the official OpenAPI 3.0, 3.1 and 3.2 JSON Schemas', () => {
	it("accepts every document the OpenAPI Initiative's 3.2 tests pass", () => {
		const files = readdirSync(`${specs}oas-3.2/pass`);
		expect(files.length).toBeGreaterThan(30);
		for (const file of files) {
			expect({ file, problems: refereeOas32(`pass/${file}`) }).toEqual({ file, problems: [] });
		}
	});

	it('rejects every document they fail that the published schema rules on, each with a pointer', () => {
		const files = readdirSync(`${specs}oas-3.2/fail`);
		for (const file of files) {
			const problems = refereeOas32(`fail/${file}`) ?? [];
			if (file in NOT_IN_PUBLISHED_SCHEMA) continue;
			expect({ file, rejected: problems.length > 0 }).toEqual({ file, rejected: true });
			for (const { pointer, message } of problems) {
				expect(pointer).toMatch(/^(\/.*)?$/);
				expect(message).not.toMatch(/is rejected:|subschema|False boolean/);
			}
		}
		expect(files.length - Object.keys(NOT_IN_PUBLISHED_SCHEMA).length).toBeGreaterThan(20);
	});

	it('tells what is wrong where the error sits, not at the object above it', () => {
		expect(refereeOas32('fail/server_enum_empty.yaml')).toEqual([
			{
				pointer: '/servers/0/variables/var/enum',
				message: '`[]` is empty: give at least one entry, or leave it out',
			},
		]);
		expect(refereeOas32('fail/servers.yaml')?.[0]).toEqual({
			pointer: '/servers',
			message: '`{"url":"/v1","description":"Run locally."}` is not of type `array`',
		});
		expect(refereeOas32('fail/example-object-old-vs-data.yaml')).toEqual([
			{
				pointer: '/components/examples/NoValueWithDataValue',
				message:
					'has `value` and `dataValue` together, which the specification does not allow: keep one',
			},
		]);
		expect(refereeOas32('fail/path-item-object-conflicting-additional-operation.yaml')).toEqual([
			{
				pointer: '/paths/~1pets~1%7Bid%7D/additionalOperations/POST',
				message:
					'`POST` is one of the names the specification reserves here (`GET`, `PUT`, `POST`, `DELETE`, `OPTIONS`, `HEAD`, `PATCH`, `TRACE` or `QUERY`)',
			},
		]);
		expect(refereeOas32('fail/operation-object-query-with-querystring.yaml')?.[0]?.message).toBe(
			'has an entry with `in: query` and an entry with `in: querystring` together, which the specification does not allow',
		);
		expect(refereeOas32('fail/path-item-object-two-querystrings.yaml')?.[0]?.message).toBe(
			'has more than 1 entry with `in: querystring`, which the specification does not allow',
		);
	});

	it("reads a schema's pattern as JavaScript does: an escape only Unicode mode forbids passes, a broken one does not", () => {
		const doc = (pattern: string) => ({
			openapi: '3.0.3',
			info: { title: 'T', version: '1' },
			paths: {},
			components: { schemas: { Tag: { type: 'string', pattern } } },
		});
		// DigitalOcean's tag names (APIs.guru): `\\:` is an identity escape outside Unicode mode.
		expect(refereeDocument(doc('^[a-zA-Z0-9_\\-\\:]+$'), 'openapi')?.problems).toEqual([]);
		expect(refereeDocument(doc('[a-z'), 'openapi')?.problems).toEqual([
			{ pointer: '/components/schemas/Tag/pattern', message: '`"[a-z"` is not a valid regex' },
		]);
	});

	it('referees each minor version by its own schema', () => {
		const doc = (openapi: string) => ({
			openapi,
			info: { title: 'T' },
			paths: {},
		});
		for (const version of ['3.0.4', '3.1.1', '3.2.0']) {
			const verdict = refereeDocument(doc(version), 'openapi');
			expect(verdict?.schema).toBe(`OpenAPI ${version.slice(0, 3)}`);
			expect(verdict?.problems).toEqual([
				{ pointer: '/info', message: 'lacks `version`, which it must have' },
			]);
		}
		expect(refereeDocument(doc('3.3.0'), 'openapi')).toBeUndefined();
		expect(refereeDocument({ swagger: '2.0' }, 'openapi')).toBeUndefined();
	});

	it('accepts the real descriptions that are valid, and names the parts of one that is not', async () => {
		const valid = [
			join(packageDir('@octokit/openapi'), 'generated/api.github.com.json'),
			join(packageDir('@figma/rest-api-spec'), 'openapi/openapi.yaml'),
			join(packageDir('@readme/oas-examples'), '3.1/json/train-travel.json'),
			`${specs}petstore.json`,
			`${specs}uspto.json`,
		];
		for (const file of valid) {
			const problems = refereeDocument(await loadSpec(file), 'openapi')?.problems;
			expect({ file, problems }).toEqual({ file, problems: [] });
		}
		// Blockfrost writes OpenAPI 3.1's `type: "null"` in a 3.0 document.
		const blockfrost = join(packageDir('@blockfrost/openapi'), 'openapi.yaml');
		const problems = refereeDocument(await loadSpec(blockfrost), 'openapi')?.problems ?? [];
		expect(problems.length).toBeGreaterThan(0);
		expect(problems[0]?.pointer).toMatch(/^\/components\/schemas\/.+\/type$/);
		expect(problems[0]?.message).toMatch(/^`"null"` is not one of `array`, `boolean`/);
	});
});
