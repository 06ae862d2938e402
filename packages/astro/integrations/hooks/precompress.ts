/**
 * `trydocs({ precompress: true })`: a Brotli (`.br`) and a gzip (`.gz`) copy of each text file of
 * the built site, beside it, for servers that send a precompressed file when the browser accepts
 * it (sirv's `{ brotli: true, gzip: true }`, nginx's `gzip_static`, Caddy's `precompressed`). A
 * page then travels at about a fifth of its size with no compression work per request. Hosts
 * that compress on their own (Cloudflare, Netlify, Vercel) do not need it, so it is an opt-in.
 */
import type { Dirent } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a browser reads as text; images, fonts and Pagefind's own (compressed) files are left out. */
const TEXT_FILE = /\.(?:html|css|js|mjs|json|xml|svg|txt|md|webmanifest)$/i;
/** Below one packet a compressed copy saves nothing a reader would notice. */
const MIN_BYTES = 1024;
/** Files compressed at once: zlib's work runs on libuv's thread pool. */
const CONCURRENCY = 4;

export interface PrecompressResult {
	/** Text files that got compressed copies. */
	files: number;
	/** Their total size, and the total of their Brotli copies, in bytes. */
	bytes: number;
	brotliBytes: number;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of `dir` (recursively) of at least
 * 1 KB, each only when it is smaller than the file. Brotli at quality 10 (quality 11 is three
 * times slower for under 3 % less), gzip at level 9.
 */
export async function precompressFiles(dir: string): Promise<PrecompressResult> {
	const files = await listTextFiles(dir);
	const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0 };
	let next = 0;
	const work = async () => {
		while (next < files.length) {
			const file = files[next++] as string;
			const body = await readFile(file);
			if (body.length < MIN_BYTES) continue;
			const [br, gz] = await Promise.all([
				brotli(body, {
					params: {
						[constants.BROTLI_PARAM_QUALITY]: 10,
						[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
						[constants.BROTLI_PARAM_SIZE_HINT]: body.length,
					},
				}),
				gzipAsync(body, { level: 9 }),
			]);
			if (br.length < body.length) await writeFile(`${file}.br`, br);
			if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
			result.files++;
			result.bytes += body.length;
			result.brotliBytes += Math.min(br.length, body.length);
		}
	};
	await Promise.all(Array.from({ length: CONCURRENCY }, work));
	return result;
}

async function listTextFiles(dir: string): Promise<string[]> {
	let entries: Dirent[];
	try {
		entries = await readdir(dir, { withFileTypes: true, recursive: true });
	} catch {
		return [];
	}
	return entries
		.filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
		.map((entry) => join(entry.parentPath, entry.name));
}
