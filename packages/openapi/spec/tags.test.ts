import { describe, expect, it } from 'vitest';
import { listOperations } from './list-operations.ts';
import { parseSpec } from './load-spec.ts';

const doc = (tags: unknown[], opTags: Record<string, string[]>) =>
	parseSpec(
		JSON.stringify({
			openapi: '3.2.0',
			info: { title: 'Library', version: '1' },
			tags,
			paths: Object.fromEntries(
				Object.entries(opTags).map(([path, names]) => [
					path,
					{ get: { tags: names, responses: { 200: { description: 'ok' } } } },
				]),
			),
		}),
		'library.json',
	);

const placed = (spec: ReturnType<typeof doc>) =>
	Object.fromEntries(listOperations(spec).map((op) => [op.path, op.navigationTag ?? null]));

describe('tags as the navigation reads them (OpenAPI 3.2 summary, parent, kind)', () => {
	it('labels a tag by its summary and nests it under its parents, root first', () => {
		const spec = doc(
			[
				{ name: 'catalog', summary: 'Catalog', kind: 'nav' },
				{ name: 'books', summary: 'Books', parent: 'catalog' },
				{ name: 'rare', parent: 'books' },
			],
			{ '/books': ['books'], '/rare': ['rare'], '/plain': ['plain'] },
		);
		expect(placed(spec)).toEqual({
			'/books': { name: 'books', path: ['Catalog', 'Books'] },
			'/rare': { name: 'rare', path: ['Catalog', 'Books', 'rare'] },
			'/plain': { name: 'plain', path: ['plain'] },
		});
	});

	it('lists an operation under its first navigation tag, not a badge or an audience', () => {
		const spec = doc(
			[
				{ name: 'beta', kind: 'badge' },
				{ name: 'partners', kind: 'audience' },
				{ name: 'loans', kind: 'nav' },
			],
			{ '/loans': ['beta', 'partners', 'loans'], '/only-badges': ['beta'] },
		);
		expect(placed(spec)).toEqual({
			'/loans': { name: 'loans', path: ['loans'] },
			'/only-badges': null,
		});
	});

	it('ends the chain at an undeclared parent or a loop of parents', () => {
		const spec = doc(
			[
				{ name: 'a', parent: 'b' },
				{ name: 'b', parent: 'a' },
				{ name: 'orphan', parent: 'missing' },
			],
			{ '/a': ['a'], '/orphan': ['orphan'] },
		);
		expect(placed(spec)).toEqual({
			'/a': { name: 'a', path: ['b', 'a'] },
			'/orphan': { name: 'orphan', path: ['orphan'] },
		});
	});
});
