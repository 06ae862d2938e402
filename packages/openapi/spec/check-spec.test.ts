import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getOperation } from './get-operation.ts';
import { listOperations } from './list-operations.ts';
import { loadSpec } from './load-spec.ts';
import { SpecError } from './spec-error.ts';

const invalid = fileURLToPath(new URL('../../../fixtures/specs/invalid/', import.meta.url));

/** Each file holds one mistake real specs make; its error names the file and the pointer. */
const CASES: Array<[file: string, pointer: string, problem: string, hint: string]> = [
	[
		'empty-parameter-name.yaml',
		'/paths/~1pets/get/parameters/0/name',
		'`` is not a parameter name',
		'Give the parameter a `name`',
	],
	[
		'security-object.yaml',
		'/paths/~1pets/get/security',
		'`{"bearerAuth":[]}` is not a list of security requirements',
		'`security: [{ bearerAuth: [] }]`',
	],
	[
		'server-without-url.yaml',
		'/servers/0/url',
		'a server needs a `url`',
		'Give each server a `url`',
	],
	[
		'servers-string.yaml',
		'/servers',
		'`"https://api.example.com"` is not a list of servers',
		'`servers: [{ url: "https://api.example.com" }]`',
	],
	[
		'required-true.yaml',
		'/components/schemas/Pet/properties/name/required',
		'`true` is not a list of property names',
		'`required: true` belongs on a parameter or a request body',
	],
	[
		'enum-string.yaml',
		'/paths/~1pets/get/parameters/0/schema/enum',
		'`"asc, desc"` is not a list',
		'`enum: [asc, desc]`',
	],
	[
		'bad-escape-ref.yaml',
		'/paths/~1pets/get/responses/200/content/application~1json/schema/$ref',
		'`#/components/schemas/Pet%zz` has a malformed `%` escape',
		'Write `%` as `%25`',
	],
	[
		'description-not-text.yaml',
		'/paths/~1pets/get/description',
		'`{"text":"Lists pets"}` is not text',
		'Write the description as a string',
	],
	[
		'api-key-without-name.yaml',
		'/components/securitySchemes/key/name',
		'is missing or not text',
		'needs `name` and `in`',
	],
	[
		'parameter-style.yaml',
		'/paths/~1tickets/get/parameters/0/style',
		'`comma` is not a parameter style',
		'Use one of `form`, `spaceDelimited`, `pipeDelimited`, `deepObject` for a query parameter',
	],
];

describe('invalid specs: errors that point at the spec', () => {
	for (const [file, pointer, problem, hint] of CASES) {
		it(`${file}: names the file, ${pointer} and what is wrong`, async () => {
			const path = `${invalid}${file}`;
			const doc = await loadSpec(path);
			const [operation] = listOperations(doc);
			let error: unknown;
			try {
				getOperation(doc, operation?.method ?? 'get', operation?.path ?? '/pets');
			} catch (caught) {
				error = caught;
			}
			expect(error).toBeInstanceOf(SpecError);
			const { message, hint: fix } = error as SpecError;
			expect(message).toContain(`The spec \`${path}\` is invalid at \`${pointer}\`: the value`);
			expect(message).toContain(problem);
			expect(fix).toContain(hint);
		});
	}
});
