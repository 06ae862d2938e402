import { describe, expect, it } from 'vitest';
import { describeIssue } from '../strings/fill.ts';
import { MODAL_STRINGS } from '../strings/modal.ts';
import type { PlaygroundOperation } from '../types.ts';
import { createBodyState } from './body-state.ts';

const NO_FILL = { prefill: false, fillDefaults: false };

const operation: PlaygroundOperation = {
	method: 'post',
	path: '/pets',
	servers: [],
	parameters: [],
	requestBody: {
		required: true,
		content: {
			'application/json': {
				schema: {
					type: 'object',
					required: ['name'],
					properties: { name: { type: 'string' }, age: { type: 'integer' } },
				},
			},
			'text/plain': { schema: { type: 'string' } },
		},
	},
};

describe('body state', () => {
	it('keeps what was typed for each media type when the reader switches between them', () => {
		const body = createBodyState(operation, NO_FILL, () => {});
		body.setBodyAt(['name'], 'Rex');
		body.setMediaType('text/plain');
		expect(body.bodyMode.value).toBe('raw');
		body.setRawBody('hello');
		expect(body.body.value.value).toEqual({ mimeType: 'text/plain', text: 'hello' });
		body.setMediaType('application/json');
		// The form's value came back, in the form: the raw editor was the text type's, not the
		// reader's choice, and its text is not sent as JSON.
		expect(body.getBodyAt(['name'])).toBe('Rex');
		expect(body.bodyMode.value).toBe('form');
		expect(body.body.value.value).toEqual({ mimeType: 'application/json', text: '{"name":"Rex"}' });
		// Back to the text type: what was typed there comes back too.
		body.setMediaType('text/plain');
		expect(body.body.value.value).toEqual({ mimeType: 'text/plain', text: 'hello' });
	});

	it('starts a required field whose schema allows one value (an enum of one, a const) at that value', () => {
		const body = createBodyState(
			{
				...operation,
				requestBody: {
					required: true,
					content: {
						'application/json': {
							schema: {
								type: 'object',
								required: ['object', 'type', 'name'],
								properties: {
									object: { type: 'string', enum: ['ticket'] },
									type: { const: 'support' },
									name: { type: 'string' },
									mode: { type: 'string', enum: ['only'] },
								},
							},
						},
					},
				},
			},
			NO_FILL,
			() => {},
		);
		expect(body.getBodyAt(['object'])).toBe('ticket');
		expect(body.getBodyAt(['type'])).toBe('support');
		expect(body.getBodyAt(['name'])).toBe('');
		// Not required: the reader may leave it out.
		expect(body.getBodyAt(['mode'])).toBe('');
	});

	it('names a required field of the form, then invalid raw JSON, as issues of the body', () => {
		const body = createBodyState(operation, NO_FILL, () => {});
		expect(body.listBodyIssues().map((issue) => issue.path)).toEqual(['body.name']);
		body.setBodyMode('raw');
		body.setRawBody('{"name": ');
		const [issue] = body.listBodyIssues();
		expect(issue?.path).toBe('body');
		expect(issue && describeIssue(MODAL_STRINGS, issue, 'body')).toMatch(
			/^body is not valid JSON \(/,
		);
		expect(body.setBodyMode('form')).toBe(false);
		expect(body.rawError.value).toMatch(/JSON|Unexpected|end/);
	});

	it('asks for a file when the body is one upload', () => {
		const upload: PlaygroundOperation = {
			...operation,
			requestBody: {
				required: true,
				content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
			},
		};
		const body = createBodyState(upload, NO_FILL, () => {});
		expect(body.isBinary()).toBe(true);
		expect(body.listBodyIssues()).toEqual([{ path: 'body', issue: 'chooseFile' }]);
	});
});
