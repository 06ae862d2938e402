import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import type { HotUpdateOptions } from 'vite';
import { describe, expect, it } from 'vitest';
import { createDevReloadPlugin, isFollowed } from './dev-reload';

const root = mkdtempSync(join(tmpdir(), 'trydocs-dev-reload-'));
const prefix = root + sep;

describe('the files astro dev follows in a docs repository', () => {
	it('follows pages, docs.json and specs, at any depth', () => {
		for (const file of ['index.mdx', 'guide/intro.md', 'docs.json', 'specs/api.yaml', 'a/b.yml'])
			expect(isFollowed(join(root, file), prefix), file).toBe(true);
	});

	it('leaves alone what tools write: hidden folders, node_modules, other kinds, other roots', () => {
		for (const file of [
			'.astro/data-store.json',
			'.astro/data-store.json.tmp',
			'.git/index.json',
			'node_modules/pkg/package.json',
			'images/logo.png',
			'styles.css',
		])
			expect(isFollowed(join(root, file), prefix), file).toBe(false);
		expect(isFollowed(join(tmpdir(), 'other.mdx'), prefix)).toBe(false);
	});
});

describe('a followed file gone before Vite could read it', () => {
	it('counts as deleted: the update goes on, no error reaches the dev overlay', async () => {
		writeFileSync(join(root, 'docs.json'), '{}');
		let pagesAsked = 0;
		const plugin = createDevReloadPlugin({
			root,
			docsJsonPath: join(root, 'docs.json'),
			reloadDocsJson: () => false,
			hasPagesChanged: () => {
				pagesAsked++;
				return false;
			},
			modules: [],
		});
		const hook = plugin.hotUpdate as { handler: (options: HotUpdateOptions) => Promise<void> };
		const update = {
			type: 'create',
			file: join(root, 'draft.mdx'),
			timestamp: 1,
			modules: [],
			read: () => Promise.reject(Object.assign(new Error('ENOENT'), { code: 'ENOENT' })),
			server: {},
		} as unknown as HotUpdateOptions;
		await expect(hook.handler.call({} as never, update)).resolves.toBeUndefined();
		expect(pagesAsked).toBe(1);
	});
});

describe('a JSON or YAML file edited in astro dev', () => {
	/** Edits `file` (written with `text`), and says whether docs.json was read and the tab reloaded. */
	async function edit(file: string, text: string) {
		writeFileSync(join(root, file), text);
		const seen = { docsJsonRead: 0, reloads: 0 };
		const plugin = createDevReloadPlugin({
			root,
			docsJsonPath: join(root, 'docs.json'),
			reloadDocsJson: () => {
				seen.docsJsonRead++;
				return true;
			},
			hasPagesChanged: () => false,
			modules: [],
		});
		const hook = plugin.hotUpdate as { handler: (options: HotUpdateOptions) => Promise<void> };
		const server = { environments: {}, ws: { send: () => seen.reloads++ } };
		await hook.handler.call(
			{} as never,
			{
				type: 'update',
				file: join(root, file),
				timestamp: 1,
				modules: [],
				read: () => text,
				server,
			} as unknown as HotUpdateOptions,
		);
		return seen;
	}

	it('reloads the tab for a spec, pretty or on one line, without reading docs.json again', async () => {
		expect(await edit('api.yaml', 'openapi: 3.1.0\n')).toEqual({ docsJsonRead: 0, reloads: 1 });
		const oneLine = JSON.stringify({ info: { title: 'A' }, openapi: '3.1.0', paths: {} });
		expect(await edit('generated.json', oneLine)).toEqual({ docsJsonRead: 0, reloads: 1 });
	});

	it("reads docs.json again for a file it or a spec may read: a $ref'd part, mint.json", async () => {
		const navigation = JSON.stringify({ groups: [{ group: 'Start', pages: ['index'] }] });
		expect(await edit('navigation.json', navigation)).toEqual({ docsJsonRead: 1, reloads: 1 });
		expect(await edit('mint.json', '{"name":"Docs"}')).toEqual({ docsJsonRead: 1, reloads: 1 });
		const schema = 'type: object\nproperties:\n  id: { type: string }\n';
		expect(await edit('pet.schema.yaml', schema)).toEqual({ docsJsonRead: 1, reloads: 1 });
	});
});
