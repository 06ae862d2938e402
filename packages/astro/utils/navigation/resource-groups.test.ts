import { describe, expect, it } from 'vitest';
import {
	addSections,
	getGroupSections,
	getResourceLabels,
	MAX_FLAT_GROUPS,
	MAX_FLAT_UNTAGGED,
	type SectionedPage,
	toResourceLabel,
} from './resource-groups.ts';

const many = (paths: string[]) =>
	Array.from({ length: MAX_FLAT_UNTAGGED + 1 }, (_, i) => paths[i % paths.length] as string);

describe('getResourceLabels: the sidebar groups of many untagged operations', () => {
	it('groups by the first segment after the ones every path shares, as Stripe groups its reference', () => {
		const labels = getResourceLabels(
			many(['/v1/customers/{customer}', '/v1/payment_intents', '/v1/test_helpers/x', '/v1']),
		);
		expect(labels?.slice(0, 4)).toEqual([
			'Customers',
			'Payment intents',
			'Test helpers',
			'Endpoints',
		]);
	});

	it('groups by the first segment when the paths share none (Microsoft Graph)', () => {
		expect(
			getResourceLabels(many(['/users/{user-id}', '/deviceManagement/x']))?.slice(0, 2),
		).toEqual(['Users', 'Device management']);
	});

	it('keeps a few untagged operations, or those of one resource, in one group', () => {
		expect(getResourceLabels(['/v1/customers', '/v1/charges'])).toBeUndefined();
		expect(getResourceLabels(many(['/v1/customers/{id}', '/v1/customers']))).toBeUndefined();
		expect(getResourceLabels(many(['/{id}', '/{id}/x']))).toBeUndefined();
	});

	it('reads a segment as words', () => {
		expect(toResourceLabel('3d_secure')).toBe('3d secure');
		expect(toResourceLabel('identityGovernance')).toBe('Identity governance');
		expect(toResourceLabel('apple-pay')).toBe('Apple pay');
	});
});

describe('getGroupSections: a long flat list of tags in sections by resource', () => {
	it("puts Microsoft Graph's tags under their resource, a tag alone in its resource left alone", () => {
		const firstPaths = Array.from({ length: MAX_FLAT_GROUPS + 1 }, (_, i) =>
			i === 0 ? '/print/printers' : i % 2 ? `/users/{user-id}/t${i}` : `/groups/{group-id}/t${i}`,
		);
		expect(getGroupSections(firstPaths)?.slice(0, 3)).toEqual([undefined, 'Users', 'Groups']);
	});

	it('keeps a list of fifty groups flat', () => {
		expect(
			getGroupSections(Array.from({ length: MAX_FLAT_GROUPS }, (_, i) => `/r${i % 2}/x`)),
		).toBe(undefined);
	});
});

describe('addSections: the sidebar groups of generated pages, in sections when there are many', () => {
	it('nests each tag under its section, untagged operations of its name in the section itself', () => {
		const pages: SectionedPage[] = Array.from({ length: MAX_FLAT_GROUPS + 1 }, (_, i) => ({
			slug: `p${i}`,
			operation: { path: i % 2 ? `/users/{id}/t${i}` : `/groups/{id}/t${i}` },
		}));
		pages.push({ slug: 'hook', operation: { path: 'userCreated', webhook: true } });
		const groupsOf = new Map(pages.map((page, i) => [page.slug, [`tag${i}`]]));
		groupsOf.set('p1', ['Users']);
		groupsOf.set('hook', ['Webhooks']);
		addSections(pages, groupsOf);
		expect([
			groupsOf.get('p0'),
			groupsOf.get('p1'),
			groupsOf.get('p3'),
			groupsOf.get('hook'),
		]).toEqual([['Groups', 'tag0'], ['Users'], ['Users', 'tag3'], ['Webhooks']]);
	});
});
