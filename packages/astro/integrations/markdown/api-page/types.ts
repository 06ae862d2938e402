/**
 * The types the parts of the `api:` page step share (remark-api-page.ts and this folder): a leaf
 * they import, so no circle forms through them.
 */
import type { CodeSample, Parameter, Schema } from '@trydocs/openapi';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { DocsJson } from '../../../schemas/docs-json.ts';

/** A JSX element of the page, in flow or in text. */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Any node of the page's tree. */
export type Node = Root | RootContent;

/** Where a `<ParamField>` value travels. */
export type FieldLocation = 'path' | 'query' | 'header' | 'cookie' | 'body';

/** What reading an `api:` page needs: the page file (for problems), its source and frontmatter. */
export interface ReadOptions {
	file: string;
	source: string;
	frontmatter: Record<string, unknown>;
	docsJson: DocsJson;
	/** How problems name the server setting of `api:` pages (default: docs.json's `api.mdx.server`). */
	setting?: string;
}

/** The common props of a field element, with its schema (nested fields included). */
export interface FieldInfo {
	name: string;
	location?: FieldLocation;
	schema: Schema;
	required: boolean;
	deprecated: boolean;
	description: string | undefined;
	placeholder: string | undefined;
}

/** A `<ResponseExample>` code block, by the status its title names. */
export interface ResponseExample {
	status: string;
	value: unknown;
	mediaType: string;
}

/** What the walk over a page's tree collects of its elements. */
export interface ApiPageParts {
	parameters: Parameter[];
	/** The `<ParamField body=...>`s, as one object schema. */
	body: Schema;
	/**
	 * `<ResponseField>`s per status: under a heading that names statuses ("### 404", "## 400, 409:
	 * errors"), theirs; elsewhere, the success response's (key '').
	 */
	responseFields: Map<string, Schema>;
	codeSamples: CodeSample[];
	responseExamples: ResponseExample[];
}
