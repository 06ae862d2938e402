/**
 * An `api:` page read from its file into an `Operation`, outside Astro's Markdown pipeline: for a
 * host that draws the site's own pages itself (`@trydocs/starlight`, whose MDX Starlight compiles).
 * The same reading as the shell's remark step (remark-api-page.ts): the frontmatter's `api:`, the
 * `<ParamField>`, `<ResponseField>`, `<RequestExample>` and `<ResponseExample>` elements.
 */
import { readFileSync } from 'node:fs';
import type { Operation } from '@trydocs/openapi';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';
import { type DocsJson, DocsJsonSchema } from '../../schemas/docs-json.ts';
import { readApiPage } from './remark-api-page.ts';

/** What the host gives in place of docs.json's `api.mdx`. */
export interface ApiPageFileOptions {
	/** The defaults of `api:` pages, as docs.json's `api.mdx` (`server`, `auth`), validated. */
	mdx?: DocsJson['api']['mdx'];
	/** How problems name its server, e.g. "the plugin's `mdx.server` option". */
	setting?: string;
}

/**
 * Reads the page at `path` (`file`: its name in messages). `undefined` when its `api:` is not a
 * reference (`api: POST /notes`); a bare path takes its server from `options.mdx.server`.
 */
export function readApiPageFile(
	path: string,
	file: string,
	options: ApiPageFileOptions = {},
): Operation | undefined {
	const source = readFileSync(path, 'utf8');
	const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
	const tree = (path.endsWith('.mdx') ? processor.use(remarkMdx) : processor).parse(source) as Root;
	const yaml = tree.children.find((node) => node.type === 'yaml');
	const frontmatter = yaml && 'value' in yaml ? parseYaml(yaml.value) : undefined;
	if (!frontmatter || typeof frontmatter.api !== 'string') return undefined;
	const docsJson = DocsJsonSchema.parse({});
	if (options.mdx) docsJson.api.mdx = options.mdx;
	return readApiPage(tree, { file, source, frontmatter, docsJson, setting: options.setting });
}
