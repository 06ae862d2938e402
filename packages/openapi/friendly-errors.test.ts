import { describe, expect, it } from 'vitest';
import { describeIssues, parseWithFriendlyErrors } from './friendly-errors.ts';

const context = { subject: '`example()` options', file: 'astro.config.mjs' };

describe('parseWithFriendlyErrors (one message and hint for every validated input)', () => {
	it('names the file, each key with its bad value, and how to fix it', () => {
		const input = { mode: 'loud', pages: [{ id: 3 }] };
		const { message, hint } = describeIssues(
			[
				{
					code: 'invalid_value',
					path: ['mode'],
					message: 'Invalid option',
					values: ['quiet', 'normal'],
				},
				{
					code: 'invalid_type',
					path: ['pages', 0, 'id'],
					message: 'Invalid input',
					expected: 'string',
				},
				{ code: 'invalid_type', path: ['server'], message: 'Invalid input', expected: 'object' },
				{ code: 'custom', path: ['pages', 0], message: 'Must name a file.' },
			],
			input,
			{ ...context, reference: 'the README' },
		);
		expect(message).toBe(
			[
				'Invalid `example()` options in `astro.config.mjs`:',
				'- `mode` is `"loud"`; allowed values: `quiet`, `normal`.',
				'- `pages[0].id` is `3`; expected a string.',
				'- `server` is missing; expected an object.',
				'- `pages[0]` is `{"id":3}`: must name a file.',
			].join('\n'),
		);
		expect(hint).toBe(
			'Set `mode` to one of `quiet`, `normal`. Set `pages[0].id` to a string. Set `server` to an object. Fix `pages[0]` in `astro.config.mjs`. Every key is described in the README.',
		);
	});

	it('returns the parsed value, or throws the error the caller builds', () => {
		const schema = (ok: boolean) => ({
			safeParse: (input: unknown) =>
				ok
					? { success: true as const, data: input }
					: {
							success: false as const,
							error: { issues: [{ code: 'custom', path: [], message: 'Nope' }] },
						},
		});
		expect(parseWithFriendlyErrors(schema(true), 1, context, (m) => new Error(m))).toBe(1);
		const build = (message: string, hint: string) => Object.assign(new Error(message), { hint });
		expect(() => parseWithFriendlyErrors(schema(false), 1, context, build)).toThrow(
			'Invalid `example()` options in `astro.config.mjs`:\n- The value is `1`: nope.',
		);
	});
});
