import { describe, expect, it } from 'vitest';
import { getBaseRoute, getOperationRoutes, getTagRoute, getWebhookRoutes } from './addresses.ts';

describe("the reference's addresses (starlight-openapi's, so a site moving keeps its links)", () => {
	it('slugs each segment of `base`', () => {
		expect(getBaseRoute('API/Pet Store')).toBe('api/pet-store');
		expect(getBaseRoute('api/petstore')).toBe('api/petstore');
	});

	it('puts an operation at operations/<operationId>, GitHub-slugged', () => {
		expect(
			getOperationRoutes('api', [
				{ method: 'post', path: '/pet', operationId: 'addPet' },
				{ method: 'get', path: '/pet/{petId}', operationId: 'get_pet.by id' },
			]),
		).toEqual(['api/operations/addpet', 'api/operations/get_petby-id']);
	});

	it('names an operation without operationId by its path, and the method where a path has two', () => {
		expect(
			getOperationRoutes('api', [
				{ method: 'get', path: '/pets' },
				{ method: 'post', path: '/pets' },
				{ method: 'get', path: '/stores' },
			]),
		).toEqual(['api/operations/pets/get', 'api/operations/pets/post', 'api/operations/stores']);
	});

	it('gives a repeated operationId of another path a page of its own', () => {
		expect(
			getOperationRoutes('api', [
				{ method: 'get', path: '/a', operationId: 'list' },
				{ method: 'get', path: '/b', operationId: 'list' },
			]),
		).toEqual(['api/operations/list', 'api/operations/list-2']);
	});

	it("puts a tag's overview at operations/tags/<name>", () => {
		expect(getTagRoute('api', 'Pet Store')).toBe('api/operations/tags/pet-store');
	});

	it('puts a webhook at webhooks/<operationId or name>', () => {
		expect(
			getWebhookRoutes('api', [
				{ method: 'post', path: 'newPet', operationId: 'petCreated' },
				{ method: 'post', path: 'Pet Sold' },
			]),
		).toEqual(['api/webhooks/petcreated', 'api/webhooks/pet-sold']);
	});
});
