import { describe, expect, it } from 'vitest';
import type { NavigationSources, NavOperation, NavPage } from './navigation.ts';
import {
	claimSlug,
	createOperationPages,
	getOperationName,
	parseOperationEntry,
	readSpecs,
} from './navigation-operations.ts';

const SPEC = '/site/pets.yaml';

function operation(method: string, path: string, extra: Partial<NavOperation> = {}): NavOperation {
	return { specFile: SPEC, method, path, tags: [], ...extra };
}

function sources(
	operations: NavOperation[],
	extra: Partial<NavigationSources> = {},
): NavigationSources {
	return {
		pages: new Map(),
		operationPages: new Map(),
		resolveSpec: (source) => `/site/${source}`,
		defaultSpecs: [SPEC],
		loadOperations: async (file) => operations.filter((op) => op.specFile === file),
		...extra,
	};
}

describe('parseOperationEntry', () => {
	it('reads a method and path, with a spec in front or not', () => {
		expect(parseOperationEntry('GET /pets/{id}')).toEqual({
			specSource: undefined,
			method: 'GET',
			path: '/pets/{id}',
			webhook: false,
		});
		expect(parseOperationEntry(' other.yaml post /pets ')).toMatchObject({
			specSource: 'other.yaml',
			method: 'post',
			path: '/pets',
		});
		expect(parseOperationEntry('webhook new-pet')).toMatchObject({
			path: 'new-pet',
			webhook: true,
		});
	});

	it('leaves page paths alone, even when they start with a method word', () => {
		expect(parseOperationEntry('guides/intro')).toBeUndefined();
		expect(parseOperationEntry('get started')).toBeUndefined();
		expect(parseOperationEntry('delete/account')).toBeUndefined();
	});
});

describe('readSpecs', () => {
	it('puts generated pages under `api-reference` unless the value names a directory', () => {
		const resolve = (source: string) => `/site/${source}`;
		expect(readSpecs(undefined, resolve)).toBeUndefined();
		expect(readSpecs(['a.yaml', { source: 'b.yaml', directory: '/pets/' }], resolve)).toEqual([
			{ file: '/site/a.yaml', directory: 'api-reference' },
			{ file: '/site/b.yaml', directory: 'pets' },
		]);
	});
});

describe('createOperationPages', () => {
	it('gives each operation one page, on a slug no content page or other operation has', () => {
		const list = operation('GET', '/pets', { summary: 'List pets', tags: ['Pets'] });
		const twin = operation('GET', '/dogs', { summary: 'List pets', tags: ['Pets'] });
		const taken: NavPage = { slug: 'api-reference/pets/list-pets', title: 'x', href: '/x/' };
		const pages = createOperationPages(
			sources([list, twin], { pages: new Map([[taken.slug, taken]]) }),
		);
		const first = pages.getPage(list, 'api-reference');
		expect(first.slug).toBe('api-reference/pets/list-pets-2');
		expect(pages.getPage(twin, 'api-reference').slug).toBe('api-reference/pets/list-pets-3');
		expect(pages.getPage(list, 'api-reference')).toBe(first);
		expect(pages.generated.map((page) => page.title)).toEqual(['List pets', 'List pets']);
	});

	it('names a page without a summary by its operationId, else by its method and path', () => {
		const pages = createOperationPages(sources([]));
		expect(pages.getPage(operation('GET', '/pets', { operationId: 'listPets' }), 'ref').slug).toBe(
			'ref/list-pets',
		);
		const bare = pages.getPage(operation('DELETE', '/pets/{id}'), 'ref');
		expect(bare).toMatchObject({ slug: 'ref/delete-pets-id', title: 'DELETE /pets/{id}' });
	});

	it('uses the hand-written page of an operation instead of generating one', async () => {
		const written: NavPage = { slug: 'pets/list', title: 'Our pets', href: '/pets/list/' };
		const pages = createOperationPages(
			sources([operation('GET', '/pets')], { operationPages: new Map([['GET /pets', written]]) }),
		);
		const entry = parseOperationEntry('GET /pets');
		expect(await pages.findEntryPage(entry as NonNullable<typeof entry>, undefined)).toBe(written);
		expect(pages.generated).toEqual([]);
	});

	it('finds an entry whose path differs by case or trailing slash only when one operation matches', async () => {
		const pages = createOperationPages(
			sources([
				operation('GET', '/Pets/'),
				operation('GET', '/owners'),
				operation('GET', '/Owners'),
			]),
		);
		const find = (entry: string) =>
			pages.findEntryPage(
				parseOperationEntry(entry) as NonNullable<ReturnType<typeof parseOperationEntry>>,
				undefined,
			);
		expect((await find('GET /pets'))?.href).toBe('/api-reference/get-pets/');
		expect(await find('GET /OWNERS')).toBeUndefined();
		expect(await find('POST /pets')).toBeUndefined();
	});

	it('finds a webhook entry by its name, with another case or the slashes around it, when one webhook matches', async () => {
		const pages = createOperationPages(
			sources([
				operation('POST', '/plant/webhook', { webhook: true, summary: 'New plant' }),
				operation('POST', 'order.created', { webhook: true, summary: 'Order created' }),
				operation('POST', '/plant/webhook', { summary: 'Not a webhook' }),
			]),
		);
		const find = (entry: string) =>
			pages.findEntryPage(
				parseOperationEntry(entry) as NonNullable<ReturnType<typeof parseOperationEntry>>,
				undefined,
			);
		expect((await find('webhook /plant/webhook'))?.title).toBe('New plant');
		expect((await find('WEBHOOK plant/webhook'))?.title).toBe('New plant');
		expect((await find('webhook Order.Created'))?.title).toBe('Order created');
		expect(await find('webhook order.deleted')).toBeUndefined();
	});

	it('groups a spec by first tag, untagged operations first, hidden ones left out', async () => {
		const pages = createOperationPages(
			sources([
				operation('GET', '/pets', { summary: 'List', tags: ['Pets'] }),
				operation('GET', '/health', { summary: 'Health' }),
				operation('DELETE', '/pets', { summary: 'Purge', tags: ['Pets'], hidden: true }),
			]),
		);
		const nodes = await pages.expandSpecs([{ file: SPEC, directory: 'ref' }]);
		expect(nodes.map((node) => (node.type === 'page' ? node.page.title : node.label))).toEqual([
			'Health',
			'Pets',
		]);
		expect(nodes[1]?.type === 'group' && nodes[1].children.length).toBe(1);
		expect(pages.generated.map((page) => page.title)).toEqual(['List', 'Health', 'Purge']);
	});

	it('groups many untagged operations by resource, before the tags, with the same slugs', async () => {
		const untagged = Array.from({ length: 60 }, (_, i) =>
			operation('GET', i % 2 ? `/v1/customers/c${i}` : `/v1/payment_intents/p${i}`, {
				summary: `Op ${i}`,
			}),
		);
		const pages = createOperationPages(
			sources([operation('GET', '/v1/pets', { summary: 'List', tags: ['Pets'] }), ...untagged]),
		);
		const nodes = await pages.expandSpecs([{ file: SPEC, directory: 'ref' }]);
		expect(
			nodes.map((node) => (node.type === 'group' ? [node.label, node.children.length] : node)),
		).toEqual([
			['Payment intents', 30],
			['Customers', 30],
			['Pets', 1],
		]);
		expect(pages.generated.find((page) => page.title === 'Op 1')?.slug).toBe('ref/op-1');
	});

	it("nests an OpenAPI 3.2 tag's group inside its parent's, by their labels", async () => {
		const pages = createOperationPages(
			sources([
				operation('GET', '/books', {
					summary: 'List',
					tags: ['books'],
					tagPath: ['Catalog', 'Books'],
				}),
				operation('GET', '/shelves', {
					summary: 'Shelves',
					tags: ['catalog'],
					tagPath: ['Catalog'],
				}),
				operation('POST', '/loans', { summary: 'Borrow', tags: ['loans'], tagPath: ['Loans'] }),
				operation('GET', '/authors', {
					summary: 'Authors',
					tags: ['authors'],
					tagPath: ['Catalog', 'Authors'],
				}),
			]),
		);
		const nodes = await pages.expandSpecs([{ file: SPEC, directory: 'ref' }]);
		const shape = (list: typeof nodes): unknown[] =>
			list.map((node) =>
				node.type === 'group'
					? { [node.label]: shape(node.children) }
					: node.type === 'page'
						? node.page.title
						: node,
			);
		expect(shape(nodes)).toEqual([
			{ Catalog: [{ Books: ['List'] }, 'Shelves', { Authors: ['Authors'] }] },
			{ Loans: ['Borrow'] },
		]);
		// Slugs keep the tag's name, as before 3.2.
		expect(pages.generated.map((page) => page.slug)).toEqual([
			'ref/books/list',
			'ref/catalog/shelves',
			'ref/loans/borrow',
			'ref/authors/authors',
		]);
	});
});

describe('getOperationName: the one naming rule of generated pages', () => {
	const op = { method: 'get', path: '/users/{id}', summary: 'Get a user', operationId: 'getUser' };

	it('names from the first of the order that says something, then the method and path', () => {
		expect(getOperationName(op, ['summary', 'operationId'])).toEqual({
			title: 'Get a user',
			name: 'get-a-user',
		});
		expect(getOperationName(op, ['operationId']).name).toBe('get-user');
		expect(getOperationName({ method: 'get', path: '/users/{id}' }, ['operationId'])).toEqual({
			title: 'GET /users/{id}',
			name: 'get-users-id',
		});
	});

	it("writes a summary into the page's URL as Mintlify does: spaces to hyphens, `{ } ( ) , . ' /` removed, the rest kept", () => {
		const name = (summary: string) =>
			getOperationName({ method: 'post', path: '/x', summary }, ['summary', 'operationId']).name;
		// Polar's redirects name these addresses (fixtures/compat/repos/polarsource-polar/docs.json).
		expect(name('checkout_expired')).toBe('checkout_expired');
		expect(name('customer.state_changed')).toBe('customerstate_changed');
		expect(name('Search & List Entities')).toBe('search-&-list-entities');
		expect(name("Get a user's keys (v2)")).toBe('get-a-users-keys-v2');
		// The operationId, Trydocs' own order for generatePages, keeps its rule.
		expect(
			getOperationName({ method: 'get', path: '/x', operationId: 'getUser' }, ['operationId']).name,
		).toBe('get-user');
	});

	it('names a webhook without words by its name', () => {
		expect(
			getOperationName({ method: 'post', path: 'newPet' }, ['operationId'], 'webhook name'),
		).toEqual({
			title: 'newPet',
			name: 'webhook-new-pet',
		});
	});

	it('claims a free slug, numbering the ones taken', () => {
		const used = new Set(['users']);
		expect([claimSlug(used, 'users'), claimSlug(used, 'users'), claimSlug(used, 'items')]).toEqual([
			'users-2',
			'users-3',
			'items',
		]);
	});
});
