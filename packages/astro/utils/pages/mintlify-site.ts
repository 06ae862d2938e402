/**
 * What a Mintlify repository needs beyond its pages: the `virtual:trydocs/pages` module that
 * lists them (no content config needed), and its images and other files served from where they
 * are (`/images/hero.png`, `/logo/light.svg`), as Mintlify serves them.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { listRepositorySpecs } from '../specs/find-specs.ts';
import { type FoundPage, parseMintignore, usesCollection } from './find-pages.ts';

/**
 * The source of `virtual:trydocs/pages`: the layout, and each page (of `findPages`, none for the
 * Astro layout) with a loader of its module. Under `astro dev` the loaders name their files
 * through a variable: Vite then sees no import of them, and Astro's dev server, which compiles
 * every `.mdx` module a route imports before it answers, compiles a page only when it is opened.
 */
export function createPagesModule(root: string, found: FoundPage[], dev = false): string {
	if (usesCollection(root)) return 'export const layout = "collection";\nexport const pages = [];';
	const load = (file: string) =>
		dev
			? `load: () => load(${JSON.stringify(`/@fs${file.startsWith('/') ? '' : '/'}${file.replaceAll('\\', '/')}`)})`
			: `load: () => import(${JSON.stringify(file)})`;
	const pages = found.map(
		(page) =>
			`{ id: ${JSON.stringify(page.id)}, filePath: ${JSON.stringify(page.filePath)}, data: ${JSON.stringify(page.data)}, ${load(page.file)} }`,
	);
	return [
		'export const layout = "mintlify";',
		...(dev ? ['const load = (file) => import(/* @vite-ignore */ file);'] : []),
		`export const pages = [\n${pages.join(',\n')}\n];`,
	].join('\n');
}

/** Files served as they are: images, video, fonts, downloads, and the `.js` files every page runs. */
const STATIC = new Set(
	'.png .jpg .jpeg .gif .svg .webp .avif .ico .bmp .mp4 .webm .mov .mp3 .pdf .woff .woff2 .ttf .otf .txt .zip .js'.split(
		' ',
	),
);

/**
 * The static files of a Mintlify repository, as paths from its root; with `specs`, its OpenAPI
 * files too (what the contextual menu's `download-spec` and llms.txt link to).
 */
export function listStaticFiles(root: string, outDir: string, specs?: Set<string>): string[] {
	const mintignore = join(root, '.mintignore');
	const isIgnored = existsSync(mintignore)
		? parseMintignore(readFileSync(mintignore, 'utf8'))
		: () => false;
	const skip = new Set(['node_modules', 'src', 'public', 'dist', 'build']);
	const out = resolve(outDir);
	const found: string[] = [];
	const walk = (folder: string) => {
		for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
			const path = folder ? `${folder}/${entry.name}` : entry.name;
			if (entry.name.startsWith('.') || skip.has(entry.name)) continue;
			if (resolve(root, path) === out || isIgnored(path, entry.isDirectory())) continue;
			if (entry.isDirectory()) walk(path);
			else if (!entry.isFile()) continue;
			else if (STATIC.has(extname(entry.name).toLowerCase())) found.push(path);
			else if (specs?.has(resolve(root, path))) found.push(path);
		}
	};
	walk('');
	return found;
}

const TYPES: Record<string, string> = {
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.gif': 'image/gif',
	'.webp': 'image/webp',
	'.ico': 'image/x-icon',
	'.pdf': 'application/pdf',
	'.mp4': 'video/mp4',
	'.js': 'text/javascript',
	'.woff2': 'font/woff2',
	'.json': 'application/json',
	'.yaml': 'application/yaml',
	'.yml': 'application/yaml',
};

/** The repository's OpenAPI files, served beside its pages (absolute paths). */
export function getServedSpecs(root: string): Set<string> {
	return new Set(listRepositorySpecs(root).map((file) => resolve(file)));
}

/**
 * Hooks that serve a Mintlify repository's static files: `astro dev` answers them from the
 * repository, and a build copies them into the output. Nothing happens for the Astro layout.
 */
export function createStaticFilesHooks(root: string) {
	const enabled = !usesCollection(root);
	// The repository's specs are found once (listRepositorySpecs caches them): not per request.
	let served: Set<string> | undefined;
	const servedSpecs = () => {
		served ??= getServedSpecs(root);
		return served;
	};
	return {
		/** Copies the static files into the built site's client folder. */
		async copy(dir: URL, outDir: string) {
			if (!enabled) return;
			const target = fileURLToPath(dir);
			for (const path of listStaticFiles(root, outDir, servedSpecs())) {
				const destination = join(target, ...path.split('/'));
				if (existsSync(destination)) continue; // `public/` or a page won.
				await mkdir(dirname(destination), { recursive: true });
				await copyFile(join(root, ...path.split('/')), destination);
			}
		},
		/** A dev-server middleware answering static files from the repository. */
		middleware(
			request: { url?: string | undefined },
			response: {
				setHeader: (name: string, value: string) => void;
				statusCode: number;
			} & NodeJS.WritableStream,
			next: () => void,
		) {
			if (!enabled || !request.url) return next();
			const path = decodeURIComponent(request.url.split('?')[0] ?? '');
			const file = resolve(root, `.${path}`);
			const extension = extname(file).toLowerCase();
			const inside = file.startsWith(root.endsWith(sep) ? root : root + sep);
			if (
				!inside ||
				!(STATIC.has(extension) || servedSpecs().has(file)) ||
				path.split('/').some((part) => part.startsWith('.'))
			) {
				return next();
			}
			if (!existsSync(file) || !statSync(file).isFile()) return next();
			response.statusCode = 200;
			response.setHeader('Content-Type', TYPES[extension] ?? 'application/octet-stream');
			createReadStream(file).pipe(response);
		},
	};
}
