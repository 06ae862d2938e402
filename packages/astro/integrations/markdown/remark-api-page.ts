/**
 * The remark step of `api:` pages: it reads `<ParamField>`, `<ResponseField>`, `<Expandable>`,
 * `<RequestExample>` and `<ResponseExample>` into the same `Operation` model that `openapi:`
 * pages get from a spec, and hands it to the page as `remarkPluginFrontmatter.trydocsOperation`.
 * The elements are read by the parts in `api-page/` (fields, examples, responses); this file
 * resolves the page's reference and puts the parts together.
 */

import { isAbsolute, relative } from 'node:path';
import type {
	HttpMethod,
	Operation,
	Parameter,
	SecurityRequirement,
	Server,
} from '@trydocs/openapi';
import { parseApiReference } from '@trydocs/openapi';
import type { Root } from 'mdast';
import { parse as parseYaml } from 'yaml';
import type { DocsJson } from '../../schemas/docs-json.ts';
import { reportProblem } from '../../utils/problems/problems.ts';
import { collectApiPageParts } from './api-page/collect.ts';
import { tidy } from './api-page/fields.ts';
import { buildResponses } from './api-page/responses.ts';
import type { ReadOptions } from './api-page/types.ts';

/** What the remark step needs from the site. */
export interface ApiPageOptions {
	docsJson: DocsJson;
	/** The site root: errors name page files relative to it. */
	root?: string;
}

/** The VFile fields the remark step reads and writes. */
interface FileLike {
	path?: string;
	value?: unknown;
	data: { astro?: { frontmatter?: Record<string, unknown> } } & Record<string, unknown>;
}

/** Creates the remark plugin; the site's docs.json gives `api.mdx.server` and `api.mdx.auth`. */
export function createRemarkApiPage(options: ApiPageOptions) {
	return function remarkApiPage() {
		return (tree: Root, file: FileLike) => {
			const frontmatter = file.data.astro?.frontmatter ?? readYamlFrontmatter(tree);
			if (!frontmatter || typeof frontmatter.api !== 'string') return;
			const path = file.path ?? 'page.mdx';
			const operation = readApiPage(tree, {
				file: options.root && isAbsolute(path) ? relative(options.root, path) : path,
				source: String(file.value ?? ''),
				frontmatter,
				docsJson: options.docsJson,
			});
			file.data.astro ??= {};
			file.data.astro.frontmatter ??= frontmatter;
			file.data.astro.frontmatter.trydocsOperation = operation;
		};
	};
}

function readYamlFrontmatter(tree: Root): Record<string, unknown> | undefined {
	const yaml = tree.children.find((node) => node.type === 'yaml');
	return yaml && 'value' in yaml ? (parseYaml(yaml.value) as Record<string, unknown>) : undefined;
}

/** The page an `api:` reference describes: its method, path and servers. */
export function resolveApiReference(
	reference: string,
	file: string,
	docsJson: DocsJson,
	setting = "docs.json's `api.mdx.server`",
): { method: HttpMethod; path: string; servers: Server[] } | undefined {
	const parsed = parseApiReference(reference);
	// Reading the frontmatter recorded it as a problem: the page is built as a plain page.
	if (!parsed) return undefined;
	const { method, origin, path } = parsed;
	if (origin) return { method, path, servers: [{ url: origin }] };
	const configured = docsJson.api.mdx.server;
	const list =
		configured === undefined ? [] : Array.isArray(configured) ? configured : [configured];
	if (list.length === 0) {
		// Shown with the path alone, as Mintlify shows it; Try it then asks for a server.
		reportProblem({
			kind: 'frontmatter',
			file,
			key: 'api',
			message: `\`api: ${reference}\` is a path, but ${setting} is not set to resolve it against.`,
			hint: `Set ${setting} (e.g. \`"https://api.example.com"\`), or write the full URL: \`api: ${method.toUpperCase()} https://api.example.com${path}\`.`,
			severity: 'warning',
		});
	}
	return { method, path, servers: list.map((url) => ({ url })) };
}

/**
 * Reads an `api:` page's tree into an `Operation`; `undefined` when `api:` is not a reference
 * (recorded as a problem when the frontmatter was read). Exported for unit tests.
 */
export function readApiPage(tree: Root, options: ReadOptions): Operation | undefined {
	const { file, frontmatter, docsJson, setting } = options;
	const reference = resolveApiReference(String(frontmatter.api), file, docsJson, setting);
	if (!reference) return undefined;
	const { method, path, servers } = reference;
	const parts = collectApiPageParts(tree, options);
	const { parameters, body, codeSamples } = parts;
	addUndescribedPathParameters(path, parameters);
	const responses = buildResponses(parts);

	const hasBody = Object.keys(body.properties ?? {}).length > 0;
	const operation: Operation = {
		method,
		path,
		summary: typeof frontmatter.title === 'string' ? frontmatter.title : undefined,
		description: undefined,
		deprecated: frontmatter.deprecated === true,
		tags: [],
		servers,
		parameters,
		requestBody: hasBody
			? {
					required: (body.required ?? []).length > 0,
					content: { 'application/json': { schema: tidy(body) } },
				}
			: undefined,
		responses,
		security: getMdxSecurity(frontmatter.authMethod, docsJson),
	};
	if (codeSamples.length > 0) operation.codeSamples = codeSamples;
	return operation;
}

/**
 * A path parameter the page names in its path but describes with no ParamField still gets a
 * field in the playground.
 */
function addUndescribedPathParameters(path: string, parameters: Parameter[]) {
	for (const name of path.matchAll(/\{([^}]+)\}/g)) {
		const parameterName = name[1] as string;
		if (!parameters.some((p) => p.in === 'path' && p.name === parameterName)) {
			parameters.push({
				name: parameterName,
				in: 'path',
				required: true,
				schema: { type: 'string' },
			});
		}
	}
}

/** `api.mdx.auth` (or the page's `authMethod`) as the operation's security requirement. */
export function getMdxSecurity(authMethod: unknown, docsJson: DocsJson): SecurityRequirement[] {
	const method = typeof authMethod === 'string' ? authMethod : docsJson.api.mdx.auth?.method;
	if (!method || method === 'none') return [];
	if (method === 'basic')
		return [[{ name: 'basic', scheme: { type: 'http', scheme: 'basic' }, scopes: [] }]];
	if (method === 'key') {
		const name = docsJson.api.mdx.auth?.name ?? 'X-API-Key';
		return [[{ name: 'apiKey', scheme: { type: 'apiKey', in: 'header', name }, scopes: [] }]];
	}
	return [[{ name: 'bearer', scheme: { type: 'http', scheme: 'bearer' }, scopes: [] }]];
}
