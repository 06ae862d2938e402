import { describe, expect, it } from 'vitest';
import type { NavItem } from './navigation.ts';
import { getPrevNext } from './prev-next.ts';

const link = (label: string, current = false): NavItem => ({
	type: 'link',
	label,
	href: `/${label}/`,
	current,
});

describe('getPrevNext', () => {
	const tree = (current: string): NavItem[] => [
		{
			type: 'group',
			label: 'Start',
			open: false,
			items: [link('a', current === 'a'), link('b', current === 'b')],
		},
		{
			type: 'group',
			label: 'Guides',
			open: false,
			items: [{ type: 'group', label: 'Nested', open: false, items: [link('c', current === 'c')] }],
		},
	];
	it('follows the navigation order across groups', () => {
		const { prev, next } = getPrevNext(tree('b'));
		expect(prev?.label).toBe('a');
		expect(next?.label).toBe('c');
	});
	it('has no previous link on the first page and no next on the last', () => {
		expect(getPrevNext(tree('a')).prev).toBeUndefined();
		expect(getPrevNext(tree('c')).next).toBeUndefined();
	});
	it('has neither for a page outside the navigation', () => {
		expect(getPrevNext(tree('zzz'))).toEqual({});
	});
});
