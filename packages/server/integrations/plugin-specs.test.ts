import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SPECS_HOOK } from '@trydocs/playground/constants';
import type { AstroConfig } from 'astro';
import { afterAll, describe, expect, it } from 'vitest';
import { addPluginSpecs } from './plugin-specs.ts';
import type { ProxyTargetSources, ProxyTargets } from './proxy-targets.ts';

/** An integration as the site lists it, answering the hook with `answer`. */
const plugin = (answer: unknown) =>
	({
		name: 'plugin',
		hooks: { [SPECS_HOOK]: () => answer },
	}) as AstroConfig['integrations'][number];

describe("the proxy's targets from other integrations (SPECS_HOOK)", () => {
	const root = mkdtempSync(join(tmpdir(), 'trydocs-plugin-specs-'));
	afterAll(() => rmSync(root, { recursive: true, force: true }));
	const spec = join(root, 'openapi.yaml');
	writeFileSync(
		spec,
		'openapi: 3.1.0\ninfo: { title: T, version: 1.0.0 }\nservers: [{ url: "https://spec.example" }]\npaths: {}\n',
	);
	const collect = async (integrations: AstroConfig['integrations']) => {
		const sources: ProxyTargetSources = { root, docsJson: join(root, 'docs.json') };
		const targets: ProxyTargets = { origins: [], files: [], warnings: [] };
		return (await addPluginSpecs(integrations, sources, targets))?.origins;
	};

	it("forwards to the servers of a plugin's specs, named as a list", async () => {
		expect(await collect([plugin([spec])])).toEqual(['https://spec.example']);
	});

	it('forwards to the servers a plugin declares outside its specs, and to no others', async () => {
		const answer = { specs: [spec], servers: ['https://mdx.example/v1', 'http://127.0.0.1:4010'] };
		expect(await collect([plugin(answer), plugin({ servers: [42, null] })])).toEqual([
			'http://127.0.0.1:4010',
			'https://mdx.example',
			'https://spec.example',
		]);
		expect(await collect([plugin(undefined), plugin('nonsense')])).toBeUndefined();
	});
});
