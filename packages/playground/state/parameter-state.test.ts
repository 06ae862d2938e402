import type { Parameter } from '@trydocs/openapi/types';
import { describe, expect, it } from 'vitest';
import {
	createInitialParameters,
	createParameterState,
	findParameterIssues,
} from './parameter-state.ts';

const PARAMETERS: Parameter[] = [
	{ name: 'pet_id', in: 'path', required: true, schema: { type: 'string', example: 'pet_1' } },
	{ name: 'limit', in: 'query', required: false, schema: { type: 'integer', default: 20 } },
	{
		name: 'ids',
		in: 'query',
		required: false,
		schema: { type: 'array', items: { type: 'number' } },
	},
	{ name: 'X-Trace', in: 'header', required: true, example: 'abc' },
];

describe('parameter state', () => {
	it('starts a path parameter at its example, others only as `prefill` and `fillDefaults` say', () => {
		const none = { prefill: false, fillDefaults: false };
		expect(createInitialParameters(PARAMETERS, none)).toEqual({ path: { pet_id: 'pet_1' } });
		expect(createInitialParameters(PARAMETERS, { prefill: true, fillDefaults: true })).toEqual({
			path: { pet_id: 'pet_1' },
			query: { limit: '20' },
			header: { 'X-Trace': 'abc' },
		});
	});

	it('starts a required parameter whose schema allows one value at that value, whatever the fill', () => {
		const none = { prefill: false, fillDefaults: false };
		const parameters: Parameter[] = [
			{
				name: 'version',
				in: 'header',
				required: true,
				schema: { type: 'string', enum: ['2024-01'] },
			},
			{ name: 'kind', in: 'query', required: true, schema: { const: 'full' } },
			{ name: 'optional', in: 'query', required: false, schema: { enum: ['only'] } },
			{ name: 'choice', in: 'query', required: true, schema: { enum: ['a', 'b'] } },
		];
		expect(createInitialParameters(parameters, none)).toEqual({
			header: { version: '2024-01' },
			query: { kind: 'full' },
		});
	});

	it('names required parameters left empty and numbers that do not parse, list items too', () => {
		const issues = findParameterIssues(PARAMETERS, {
			path: { pet_id: '  ' },
			query: { ids: ['1', 'two'] },
		});
		expect(issues.map((issue) => issue.path)).toEqual([
			'path.pet_id',
			'query.ids',
			'header.X-Trace',
		]);
		expect(issues[0]?.issue).toBe('isRequired');
	});

	it('tells its owner after each edit', () => {
		let edits = 0;
		const state = createParameterState(PARAMETERS, { prefill: false, fillDefaults: false }, () => {
			edits++;
		});
		state.setValue('query', 'limit', '5');
		expect(state.values.value).toEqual({ path: { pet_id: 'pet_1' }, query: { limit: '5' } });
		expect(edits).toBe(1);
	});
});
