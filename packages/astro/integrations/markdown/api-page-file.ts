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
import { DocsJsonSchema } from '../../schemas/docs-json.ts';
import { readApiPage } from './remark-api-page.ts';

/**
 * Reads the page at `path` (`file`: its name in messages). `undefined` when its `api:` names no
 * full address (`api: POST https://api.example.com/v1/notes`): with no docs.json, no
 * `api.mdx.server` gives a bare path its server.
 */
export function readApiPageFile(path: string, file: string): Operation | undefined {
	const source = readFileSync(path, 'utf8');
	const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
	const tree = (path.endsWith('.mdx') ? processor.use(remarkMdx) : processor).parse(source) as Root;
	const yaml = tree.children.find((node) => node.type === 'yaml');
	const frontmatter = yaml && 'value' in yaml ? parseYaml(yaml.value) : undefined;
	if (!frontmatter || typeof frontmatter.api !== 'string') return undefined;
	return readApiPage(tree, { file, source, frontmatter, docsJson: DocsJsonSchema.parse({}) });
}
