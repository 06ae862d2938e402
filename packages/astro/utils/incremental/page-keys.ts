/**
 * Each page's cache key (see types.ts): a hash of what the page reads at render time that its
 * route's module graph does not hold. Computed in `getStaticPaths()` for every page of every
 * build, in the pages' order, so that a spec's shared schemas are first resolved in the same
 * order whatever is rendered afterwards. A page gets no key (it is rendered, never reused) when
 * computing it met a problem or data that cannot be hashed for sure. Read by the routes only.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildKey, dev, docsJson, invalidOperationSeverity, root } from 'virtual:trydocs/config';
import { SpecError } from '@trydocs/openapi';
import { getAsyncOperation } from '@trydocs/openapi/asyncapi';
import { getShared } from '../../registry.ts';
import { isWebhookReference } from '../../schemas/frontmatter.ts';
import type { GeneratedPage } from '../navigation/navigation.ts';
import type { DocsPage } from '../pages/pages.ts';
import { getNavigation } from '../pages/site.ts';
import { onProblem } from '../problems/problems.ts';
import { loadAsyncApiCached, resolveAsyncReference } from '../specs/asyncapi-specs.ts';
import { getGeneratedOperation, type OperationTarget } from '../specs/generated-operation.ts';
import { loadSpecCached, resolveOperation } from '../specs/resolve-operation.ts';
import { beginPhase } from '../timings/timings.ts';
import { createHasher, type Hasher, UnhashableError } from './hash.ts';
import { hashImportedFiles } from './imported-files.ts';
import type { PageKeyParts } from './types.ts';

/** A generated page: its slug, title and the operation it names in its spec. */
type GeneratedTarget =
	| GeneratedPage
	| { slug: string; operation: OperationTarget & { specFile: string } };

let hasher: Hasher | undefined;
/**
 * The hash of each generated page's operation, by spec, method and path: its HTML's key and its
 * Markdown's both read it, and resolving it twice would double that work of the build.
 */
const operationHashes = new Map<string, Promise<string | undefined>>();

/** The key of `inputs`, or `undefined` when reading them reported a problem or met doubt. */
async function keyOf(
	route: string,
	slug: string,
	read: () => Promise<unknown[] | undefined>,
): Promise<string | undefined> {
	if (dev || buildKey === null) return undefined;
	let reported = false;
	const stop = onProblem(() => {
		reported = true;
	});
	const end = beginPhase('keys');
	try {
		const inputs = await read();
		if (!inputs || reported) return undefined;
		hasher ??= createHasher();
		return hasher({ route, slug, build: buildKey, inputs } satisfies PageKeyParts);
	} catch (error) {
		if (error instanceof UnhashableError) return undefined;
		throw error;
	} finally {
		end();
		stop();
	}
}

/** The page's file as it is on disk, or `undefined` when it cannot be read. */
function readSource(page: DocsPage): string | undefined {
	try {
		return readFileSync(resolve(root, page.filePath), 'utf8');
	} catch {
		return undefined;
	}
}

/** What a content page reads besides its navigation: file, frontmatter, title, operation. */
async function readContentInputs(page: DocsPage, title: string): Promise<unknown[] | undefined> {
	const source = readSource(page);
	// An `api:` page's operation is read from its rendered content: only rendering tells.
	if (source === undefined || page.data.api) return undefined;
	const inputs: unknown[] = [page.id, page.filePath, page.data, title, source];
	if (page.data.asyncapi) {
		const result = await resolveAsyncReference(
			page.data.asyncapi,
			page.filePath,
			docsJson,
			root,
			invalidOperationSeverity,
		);
		if (result.problem || result.operations.length === 0) return undefined;
		inputs.push(result.specFile, result.operations);
		return inputs;
	}
	if (page.data.openapi && !isWebhookReference(page.data.openapi)) {
		const result = await resolveOperation(
			page.data.openapi,
			page.filePath,
			docsJson,
			root,
			invalidOperationSeverity,
		);
		if (!result.operation) return undefined;
		inputs.push(result.specFile, result.operation);
	}
	return inputs;
}

/** The hash of a generated page's resolved operation; `undefined` when the spec has it wrong. */
async function hashOperation(
	target: OperationTarget & { specFile: string; asyncapi?: boolean; operationId?: string },
) {
	try {
		// An AsyncAPI operation is read from its document by its id.
		const operation = target.asyncapi
			? getAsyncOperation(await loadAsyncApiCached(target.specFile), target.operationId ?? '')
			: getGeneratedOperation(await loadSpecCached(target.specFile), target);
		hasher ??= createHasher();
		return hasher(operation);
	} catch (error) {
		if (error instanceof SpecError) return undefined;
		throw error;
	}
}

/** What a generated page reads besides its navigation: its entry and its resolved operation. */
async function readGeneratedInputs(generated: GeneratedTarget): Promise<unknown[] | undefined> {
	const { specFile, method, path, webhook } = generated.operation;
	const asyncId = 'asyncapi' in generated.operation ? generated.operation.operationId : undefined;
	const id = JSON.stringify([specFile, method, path, webhook === true, asyncId]);
	let operation = operationHashes.get(id);
	if (!operation) {
		operation = hashOperation(generated.operation);
		operationHashes.set(id, operation);
	}
	const hash = await operation;
	return hash === undefined ? undefined : [generated, hash];
}

/**
 * The key of an HTML page at `slug` (routes/page.astro), told to the search index too: with it,
 * an incremental build sends a page Astro reuses to the index as the last build recorded it
 * (integrations/search/search-replay.ts).
 */
async function keyOfPage(slug: string, read: () => Promise<unknown[] | undefined>) {
	const key = await keyOf('page', slug, read);
	getShared('search')?.expect(slug === 'index' ? '' : slug.replace(/^\/+|\/+$/g, ''), key);
	return key;
}

/** The key of a content page's HTML (routes/page.astro). */
export function getContentPageKey(page: DocsPage, title: string): Promise<string | undefined> {
	return keyOfPage(page.id, async () => {
		const inputs = await readContentInputs(page, title);
		return inputs && [...inputs, await getNavigation(page.id)];
	});
}

/** The key of a generated operation page's HTML (routes/page.astro, routes/operation.astro). */
export function getGeneratedPageKey(generated: GeneratedTarget): Promise<string | undefined> {
	return keyOfPage(generated.slug, async () => {
		const inputs = await readGeneratedInputs(generated);
		return inputs && [...inputs, await getNavigation(generated.slug)];
	});
}

/** The key of a content page's Markdown (routes/markdown.ts): its HTML's inputs and snippets. */
export function getContentMarkdownKey(page: DocsPage, title: string): Promise<string | undefined> {
	return keyOf('markdown', page.id, async () => {
		const inputs = await readContentInputs(page, title);
		const file = resolve(root, page.filePath);
		return inputs && [...inputs, hashImportedFiles(inputs[4] as string, file, root)];
	});
}

/** The key of a generated page's Markdown (routes/markdown.ts). */
export function getGeneratedMarkdownKey(generated: GeneratedTarget): Promise<string | undefined> {
	return keyOf('markdown', generated.slug, () => readGeneratedInputs(generated));
}
