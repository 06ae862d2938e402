import type { Schema } from '@trydocs/openapi/types';
import { describe, expect, it } from 'vitest';
import type { PlaygroundResponse } from '../types.ts';
import { checkResponse } from './check-response.ts';

const ticket: Schema = {
	type: 'object',
	required: ['id', 'status'],
	properties: {
		id: { type: 'string' },
		status: { type: 'string', enum: ['open', 'closed'] },
		assignee: { type: 'string', nullable: true },
		score: { type: ['integer', 'null'] },
		'a/b c': { type: 'integer' },
		tags: {
			type: 'array',
			items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
		},
	},
};

const documented: Record<string, PlaygroundResponse> = {
	'200': { content: { 'application/json': { schema: ticket } } },
	'4XX': { content: { 'application/problem+json': { schema: { type: 'object' } } } },
	'204': {},
};

const json = (status: number, body: unknown, contentType = 'application/json; charset=utf-8') => ({
	status,
	contentType,
	body: JSON.stringify(body),
});

describe('checkResponse', () => {
	it('matches the documented 200 response, with 3.0 nullable and 3.1 type arrays', () => {
		const check = checkResponse(
			documented,
			json(200, { id: 't1', status: 'open', assignee: null, score: null, tags: [{ name: 'x' }] }),
		);
		expect(check).toEqual({
			matches: true,
			summary: 'Matches the documented 200 response',
			mismatches: [],
		});
		expect(checkResponse(documented, { status: 204, contentType: '', body: '' }).matches).toBe(
			true,
		);
	});

	it('names each mismatch with its JSON pointer and what was expected', () => {
		const check = checkResponse(
			documented,
			json(200, {
				status: 'pending',
				assignee: 3,
				score: 1.5,
				'a/b c': 'x',
				tags: [{}, { name: 2 }],
			}),
		);
		expect(check.matches).toBe(false);
		expect(check.summary).toBe('Does not match the documented 200 response: 7 differences');
		expect(check.mismatches).toEqual([
			{ pointer: '/id', message: 'Missing required field.' },
			{
				pointer: '/status',
				message: '"pending" is not one of the documented values: "open", "closed".',
			},
			{ pointer: '/assignee', message: 'Wrong type: expected string or null, got integer.' },
			{ pointer: '/score', message: 'Wrong type: expected integer or null, got number.' },
			{ pointer: '/a~1b c', message: 'Wrong type: expected integer, got string.' },
			{ pointer: '/tags/0/name', message: 'Missing required field.' },
			{ pointer: '/tags/1/name', message: 'Wrong type: expected string, got integer.' },
		]);
	});

	it('says when the status code is not documented, and which are', () => {
		const check = checkResponse(documented, json(500, { error: 'boom' }));
		expect(check).toEqual({
			matches: false,
			summary: 'Undocumented status code 500',
			mismatches: [
				{ pointer: '', message: 'The docs list 200, 204, 4XX for this endpoint, not 500.' },
			],
		});
	});

	it('uses a documented range, and checks the media type', () => {
		expect(checkResponse(documented, json(404, {}, 'application/problem+json')).summary).toBe(
			'Matches the documented 4XX response',
		);
		const check = checkResponse(documented, json(404, {}, 'text/html'));
		expect(check.matches).toBe(false);
		expect(check.mismatches[0]?.message).toBe(
			'Content-Type is `text/html`; the docs say `application/problem+json`.',
		);
	});

	it('reports a body that is not JSON, and a oneOf no branch of which matches', () => {
		const broken = checkResponse(documented, {
			status: 200,
			contentType: 'application/json',
			body: '{',
		});
		expect(broken.mismatches).toEqual([{ pointer: '', message: 'The body is not valid JSON.' }]);
		const variants = {
			'200': {
				content: {
					'application/json': {
						schema: { oneOf: [{ type: 'string' }, { type: 'object', required: ['id'] }] },
					},
				},
			},
		};
		expect(checkResponse(variants, json(200, { other: 1 })).mismatches).toEqual([
			{ pointer: '', message: 'Matches none of the documented variants.' },
		]);
	});
});
