import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listRepositorySpecs, looksLikeSpec } from './find-specs.ts';

describe('which files of a repository are specs', () => {
	const root = mkdtempSync(join(tmpdir(), 'trydocs-find-specs-'));
	const write = (path: string, text: string) => {
		mkdirSync(join(root, path, '..'), { recursive: true });
		writeFileSync(join(root, path), text);
		return join(root, path);
	};
	const yaml = write('api/openapi.yaml', 'openapi: 3.1.0\ninfo: { title: A, version: "1" }\n');
	const pretty = write('pretty.json', '{\n  "openapi": "3.0.3",\n  "info": {}\n}\n');
	// A generated spec: one line, its `info` (here a long description) before `openapi`.
	const generated = write(
		'generated.json',
		JSON.stringify({ info: { title: 'G', description: 'x'.repeat(1000) }, openapi: '3.1.0' }),
	);
	const swagger = write('v1/swagger.json', '{"swagger":"2.0","info":{}}');
	const scripts = write(
		'tools.json',
		JSON.stringify({ scripts: { openapi: 'generate the spec' } }),
	);
	const schema = write('schemas/order.yaml', 'type: object\nproperties:\n  openapi_id: {}\n');

	it('reads YAML, pretty JSON and JSON on one line, whatever key comes first', () => {
		for (const file of [yaml, pretty, generated, swagger])
			expect(looksLikeSpec(file), file).toBe(true);
	});

	it('does not take a file that only mentions openapi for a spec', () => {
		for (const file of [scripts, schema, join(root, 'missing.json')])
			expect(looksLikeSpec(file), file).toBe(false);
	});

	it('lists the specs of the repository in path order', () => {
		expect(listRepositorySpecs(root)).toEqual([yaml, generated, pretty, swagger]);
	});
});
