import { describe, expect, it } from 'vitest';
import { getResourceLabels, MAX_FLAT_UNTAGGED, toResourceLabel } from './resource-groups.ts';

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
