import { describe, expect, it } from 'vitest';
import {
	boundTree,
	getGroupSections,
	getResourceLabels,
	listGroupPaths,
	MAX_FLAT_GROUPS,
	MAX_FLAT_UNTAGGED,
	toResourceLabel,
} from './resource-groups.ts';
import { nestByPath } from './tag-groups.ts';

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
		expect(getResourceLabels(many(['/{id}', '/{id}/{key}']))).toBeUndefined();
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

describe('boundTree: no list of the sidebar grows with the spec', () => {
	const op = (path: string, webhook = false) => ({ path, webhook });
	const pathOf = (item: { path: string; webhook: boolean }) =>
		item.webhook ? undefined : item.path;

	it("puts many tags in sections by resource, and a large tag's operations too", () => {
		const resources = ['groups', 'users', 'me'];
		const tags = Array.from({ length: MAX_FLAT_GROUPS + 1 }, (_, i) => [
			[`${resources[i % 3]}.t${i}`],
			op(`/${resources[i % 3]}/{id}/t${i}`),
		]) as Array<[string[], { path: string; webhook: boolean }]>;
		const big = Array.from({ length: MAX_FLAT_GROUPS + 1 }, (_, i) => [
			['users.site'],
			op(`/users/{id}/sites/{site}/${['lists', 'pages', 'columns'][i % 3]}/x${i}`),
		]) as Array<[string[], { path: string; webhook: boolean }]>;
		const tree = boundTree(
			nestByPath([
				...tags,
				...big,
				[['Users'], op('/users/{id}/t1')],
				[['Webhooks'], op('made', true)],
			]),
			pathOf,
		);
		const paths = listGroupPaths(tree);
		expect(paths.get(tags[0]?.[1] as never)).toEqual(['Groups', 'groups.t0']);
		expect(paths.get(tags[1]?.[1] as never)).toEqual(['Users', 'users.t1']);
		// Untagged operations grouped under a resource of the section's name join the section.
		expect([...paths.values()].filter((at) => at.length === 1 && at[0] === 'Users')).toHaveLength(
			1,
		);
		expect(paths.get(big[0]?.[1] as never)).toEqual(['Users', 'users.site', 'Lists']);
		expect([...paths.values()].at(-1)).toEqual(['Webhooks']);
	});

	it("leaves a level alone when one resource would hold half of it (GitHub's repos)", () => {
		const entries = Array.from({ length: MAX_FLAT_GROUPS + 1 }, (_, i) => [
			['repos'],
			op(i < 30 ? `/repos/{owner}/{repo}/x${i}` : `/user/repos/y${i}`),
		]) as Array<[string[], { path: string; webhook: boolean }]>;
		const tree = nestByPath(entries);
		expect(boundTree(tree, pathOf)).toEqual(tree);
	});
});
