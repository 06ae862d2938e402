import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFiles } from './precompress.ts';

const page = `<!doctype html><html><body>${'<p>Retrieve a ticket by its id.</p>'.repeat(200)}</body></html>`;

describe('precompressFiles', () => {
	let dir = '';
	afterEach(() => rmSync(dir, { recursive: true, force: true }));

	it('writes Brotli and gzip copies beside the text files, each reading back as the file', async () => {
		dir = mkdtempSync(join(tmpdir(), 'trydocs-precompress-'));
		mkdirSync(join(dir, 'guides/setup'), { recursive: true });
		mkdirSync(join(dir, '_astro'));
		writeFileSync(join(dir, 'guides/setup/index.html'), page);
		writeFileSync(join(dir, '_astro/Layout.css'), '.td-card{padding:1rem}'.repeat(100));
		writeFileSync(join(dir, 'guides/setup.md'), '# Setup\n\nInstall it.\n'.repeat(100));
		const result = await precompressFiles(dir);
		expect(result.files).toBe(3);
		const html = join(dir, 'guides/setup/index.html');
		expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page);
		expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(page);
		expect(existsSync(join(dir, '_astro/Layout.css.br'))).toBe(true);
		expect(existsSync(join(dir, 'guides/setup.md.gz'))).toBe(true);
		expect(result.brotliBytes).toBeLessThan(result.bytes / 5);
	});

	it('leaves small files, binary files and its own copies alone, so a second run writes nothing new', async () => {
		dir = mkdtempSync(join(tmpdir(), 'trydocs-precompress-'));
		writeFileSync(join(dir, 'index.html'), page);
		writeFileSync(join(dir, 'tiny.js'), 'export {};');
		writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 1));
		await precompressFiles(dir);
		expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false);
		expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
		const again = await precompressFiles(dir);
		expect(again.files).toBe(1);
		expect(existsSync(join(dir, 'index.html.br.br'))).toBe(false);
	});

	it('does nothing for a missing folder', async () => {
		dir = join(tmpdir(), 'trydocs-precompress-missing');
		expect(await precompressFiles(dir)).toEqual({ files: 0, bytes: 0, brotliBytes: 0 });
	});
});
