import { describe, expect, it } from 'vitest';
import type { NavGroupNode, NavPage, SiteNavigation } from './navigation.ts';
import { getPageNavigation, type NavGroup, type NavItem } from './page-navigation.ts';

const page = (slug: string): NavPage => ({ slug, title: slug, href: `/${slug}/` });

/** A group per tag, like an `openapi` group expanding a large spec. */
function spec(tags: number, perTag: number): NavGroupNode {
	return {
		type: 'group',
		label: 'API',
		children: Array.from({ length: tags }, (_, t) => ({
			type: 'group' as const,
			label: `tag${t}`,
			children: Array.from({ length: perTag }, (_, o) => ({
				type: 'page' as const,
				page: page(`api/tag${t}/op${o}`),
			})),
		})),
	};
}

const navigation = (group: NavGroupNode): SiteNavigation => ({
	divisions: [],
	children: [
		{ type: 'group', label: 'Guides', children: [{ type: 'page', page: page('intro') }] },
		group,
	],
	globalLinks: [],
	order: [],
});

function countLinks(items: NavItem[]): number {
	return items.reduce((sum, item) => sum + (item.type === 'link' ? 1 : countLinks(item.items)), 0);
}

describe('getPageNavigation: a sidebar of a large spec', () => {
	it('lists only the current group in full; other groups are one link to their first page', () => {
		const view = getPageNavigation(navigation(spec(400, 30)), 'api/tag7/op3');
		// 12,001 pages in the navigation; the page carries its own tag's 30 and one per other tag.
		expect(countLinks(view.sidebar)).toBe(1 + 30 + 399);
		expect(view.sidebar[0]).toMatchObject({ type: 'group', label: 'Guides' });
		const api = view.sidebar[1] as NavGroup;
		expect(api.items[0]).toEqual({
			type: 'link',
			label: 'tag0',
			href: '/api/tag0/op0/',
			current: false,
			icon: undefined,
			tag: undefined,
		});
		const current = api.items[7] as NavGroup;
		expect(current.open).toBe(true);
		expect(current.items).toHaveLength(30);
		expect(current.items[3]).toMatchObject({ type: 'link', current: true });
	});

	it('leaves an ordinary sidebar whole: closed groups keep their links', () => {
		const view = getPageNavigation(navigation(spec(10, 20)), 'intro');
		expect(countLinks(view.sidebar)).toBe(201);
		expect((view.sidebar[1] as NavGroup).items.every((item) => item.type === 'group')).toBe(true);
	});
});
