import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTrydocsOptions } from '../../schemas/options.ts';
import { getBuildKey, readVersions } from './build-key.ts';

const root = mkdtempSync(join(tmpdir(), 'trydocs-build-key-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the build-wide part of every page key', () => {
	const options = parseTrydocsOptions({ generatePages: { prefix: '/reference' } });
	const versions = readVersions();

	it('is the same for the same site, options and versions', () => {
		expect(versions.trydocs).toMatch(/^\d+\.\d+\.\d+/);
		expect(versions.astro).toMatch(/^\d+\.\d+\.\d+/);
		expect(getBuildKey(root, options, versions)).toBe(getBuildKey(root, options, versions));
	});

	it("changes with the integration's options", () => {
		const other = parseTrydocsOptions({ generatePages: { prefix: '/api' } });
		expect(getBuildKey(root, other, versions)).not.toBe(getBuildKey(root, options, versions));
	});

	it("changes with Trydocs' version and with Astro's", () => {
		const key = getBuildKey(root, options, versions);
		expect(getBuildKey(root, options, { ...versions, trydocs: '9.9.9' })).not.toBe(key);
		expect(getBuildKey(root, options, { ...versions, astro: '9.9.9' })).not.toBe(key);
	});

	it('changes when a file of the public folder comes or goes (the favicon the head links)', () => {
		const key = getBuildKey(root, options, versions);
		mkdirSync(join(root, 'public'));
		writeFileSync(join(root, 'public', 'favicon.svg'), '<svg/>');
		expect(getBuildKey(root, options, versions)).not.toBe(key);
	});
});
