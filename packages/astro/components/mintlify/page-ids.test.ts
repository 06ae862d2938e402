import { describe, expect, it } from 'vitest';
import { prefixMermaidIds } from '../../utils/content/mermaid-ids.ts';
import { nextPageId } from './page-ids.ts';

describe('nextPageId', () => {
	it('counts each kind of id per page, from 1, whatever other pages rendered before', () => {
		const first = {};
		const second = {};
		expect([nextPageId(first, 'tabs'), nextPageId(first, 'tabs')]).toEqual([1, 2]);
		expect(nextPageId(first, 'code')).toBe(1);
		expect(nextPageId(second, 'tabs')).toBe(1);
	});
});

describe('prefixMermaidIds', () => {
	it('prefixes ids and the references to them', () => {
		const svg =
			'<svg><marker id="arrow"/><path marker-end="url(#arrow)"/><use href="#arrow"/></svg>';
		expect(prefixMermaidIds(svg, 'td-mermaid-2-')).toBe(
			'<svg><marker id="td-mermaid-2-arrow"/><path marker-end="url(#td-mermaid-2-arrow)"/><use href="#td-mermaid-2-arrow"/></svg>',
		);
	});
});
