/**
 * Images as Mintlify serves them: as they are, from where they are in the repository. A Markdown
 * image of a Mintlify repository (`![](images/a.png)`, `![](../assets/b.png)`) becomes the
 * address of its file from the root (`/images/a.png`), which the build copies beside the pages
 * (utils/pages/mintlify-site.ts): no bundling, no optimising, no `sharp`. A path is read from the
 * page's folder, else from the root (where Mintlify content often means it). An image whose file
 * is missing is a problem (file, line, the path, the fix) and the page is built; Astro's image
 * step never sees it, so it cannot stop the build.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Definition, Image, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { reportProblem } from '../../utils/problems/problems.ts';

/** What the images step needs from the site. */
export interface ImagesOptions {
	/** The site root. */
	root: string;
	/**
	 * True for a Mintlify repository: images become addresses of the files the build copies. The
	 * Astro layout keeps Astro's image step for the images that exist.
	 */
	staticImages: boolean;
}

function isFile(path: string): boolean {
	return existsSync(path) && statSync(path).isFile();
}

/** True for an address the page cannot resolve in the repository: a URL, `data:`, `#x`, `//x`. */
function isExternal(url: string): boolean {
	return /^([a-z][a-z0-9+.-]*:|\/\/|#)/i.test(url) || url === '';
}

/** The image's file: from the page's folder, else from the root; `undefined` when missing. */
function findImage(url: string, page: string, root: string): string | undefined {
	const path = decodeURI(url.split(/[?#]/)[0] ?? '');
	if (path.startsWith('/')) {
		const fromRoot = resolve(root, `.${path}`);
		return isFile(fromRoot) || isFile(resolve(root, 'public', `.${path}`)) ? fromRoot : undefined;
	}
	for (const candidate of [resolve(dirname(page), path), resolve(root, path)]) {
		if (isFile(candidate)) return candidate;
	}
	return undefined;
}

/** `/images/a.png` for a file of the repository. */
function toAddress(file: string, root: string): string {
	return `/${relative(root, file).split(sep).join('/')}`;
}

/**
 * Where a Markdown image (or image definition) of `page` points once built: a local file of a
 * Mintlify repository becomes its address from the root; a missing one is a problem (file,
 * line, the fix) and keeps an address from the root, so nothing tries to bundle it. `url` as it
 * is for a URL, or for an existing file of an Astro site (Astro's image step takes it).
 */
function resolveImageUrl(
	url: string,
	page: string,
	line: number | undefined,
	options: ImagesOptions,
): string {
	const { root } = options;
	if (isExternal(url)) return url;
	const found = findImage(url, page, root);
	if (!found) {
		reportProblem({
			kind: 'image',
			file: relative(root, page).split(sep).join('/'),
			line,
			message: `The image \`${url}\` has no file (looked for from the page's folder and from the site root); the page is built with a broken image.`,
			hint: 'Fix the path, or add the file: paths start from the page’s folder, or from the site root with a leading `/`.',
			severity: 'warning',
		});
	}
	if (url.startsWith('/')) return url;
	if (found) return options.staticImages ? toAddress(found, root) : url;
	return `/${url.replace(/^(\.\.?\/)+/, '')}`;
}

/** True for a definition that names an image file (`[logo]: images/logo.png`). */
const isImageDefinition = (url: string) => /\.(png|jpe?g|gif|svg|webp|avif)$/i.test(url);

/**
 * The remark step: Markdown images (and image definitions) of local files are served as they
 * are on a Mintlify repository; `<img src>` and `<Frame>` images with a local address are checked.
 * Missing files are recorded as problems.
 */
export function createRemarkImages(options: ImagesOptions) {
	const { root } = options;
	return () => (tree: Root, file: { path?: string }) => {
		const page = file.path;
		if (!page || !isAbsolute(page)) return;
		visit(tree, (node) => {
			if (node.type === 'image' || node.type === 'definition') {
				const image = node as Image | Definition;
				if (node.type === 'definition' && !isImageDefinition(image.url)) return;
				image.url = resolveImageUrl(image.url, page, node.position?.start.line, options);
				return;
			}
			if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
				const element = node as MdxJsxFlowElement | MdxJsxTextElement;
				if (element.name !== 'img' && element.name !== 'video') return;
				const src = element.attributes.find(
					(attribute): attribute is MdxJsxAttribute =>
						attribute.type === 'mdxJsxAttribute' && attribute.name === 'src',
				);
				if (typeof src?.value !== 'string' || isExternal(src.value)) return;
				const found = findImage(src.value, page, root);
				if (!found) resolveImageUrl(src.value, page, node.position?.start.line, options);
				else if (options.staticImages && !src.value.startsWith('/')) {
					src.value = toAddress(found, root);
				}
			}
		});
	};
}

/** What the Sätteri step reads of a node and the page, and how it changes the node. */
interface SatteriImageContext {
	fileURL: URL | undefined;
	setProperty(node: unknown, key: 'url', value: string): void;
}
type SatteriImageNode = Readonly<{ url: string; position?: Image['position'] }>;

/**
 * The same step for `.md` pages compiled by Sätteri (Astro's default processor, which runs no
 * remark steps): without it, an image a `.md` page names and the repository lacks stops the whole
 * build (Rolldown cannot resolve the import Astro makes of it), where an MDX page only warns.
 */
export function createSatteriImages(options: ImagesOptions) {
	const rewrite = (node: SatteriImageNode, context: SatteriImageContext) => {
		if (!context.fileURL) return;
		const page = fileURLToPath(context.fileURL);
		const url = resolveImageUrl(node.url, page, node.position?.start.line, options);
		if (url !== node.url) context.setProperty(node, 'url', url);
	};
	return {
		name: 'trydocs-images',
		options: { position: true },
		image: rewrite,
		definition(node: SatteriImageNode, context: SatteriImageContext) {
			if (isImageDefinition(node.url)) rewrite(node, context);
		},
	};
}
