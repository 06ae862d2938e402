/**
 * What a generated operation page documents, read as the build reads it (routes/page.astro) and
 * as `trydocs check` reads it (check.ts): an OpenAPI operation or webhook, or an AsyncAPI
 * operation; one its document describes wrongly is recorded (file and key) and the page shows why.
 * One function for both, so a problem is found and worded the same in either.
 */
import type { Operation } from '@trydocs/openapi';
import { SpecError } from '@trydocs/openapi';
import type { NavOperation } from '../navigation/types.ts';
import { reportProblem, type Severity } from '../problems/problems.ts';
import { type AsyncPageResult, getGeneratedAsyncPage } from './asyncapi-specs.ts';
import { getGeneratedOperation } from './generated-operation.ts';
import { loadSpecCached } from './resolve-operation.ts';
import { shown, showSpecPath } from './spec-files.ts';

/** What a generated page names of its operation. */
export type GeneratedTarget = Pick<
	NavOperation,
	'specFile' | 'method' | 'path' | 'webhook' | 'asyncapi' | 'operationId'
>;

/** A generated page's operation, or why it has none (already recorded as a problem). */
export interface GeneratedPageResult {
	/** The OpenAPI operation (or webhook). */
	operation?: Operation | undefined;
	/** The OpenAPI operation the spec describes wrongly. */
	invalid?: { method: string; path: string; message: string; hint: string } | undefined;
	/** The AsyncAPI operation, or why the document cannot give it. */
	asyncPage?: AsyncPageResult | undefined;
}

/** Reads the operation of a generated page; a wrong description is recorded at `severity`. */
export async function resolveGeneratedPage(
	target: GeneratedTarget,
	root: string,
	severity: Severity = 'warning',
): Promise<GeneratedPageResult> {
	const { specFile, method, path } = target;
	if (target.asyncapi) {
		return {
			asyncPage: await getGeneratedAsyncPage(specFile, target.operationId ?? '', root, severity),
		};
	}
	const doc = await loadSpecCached(specFile);
	try {
		return { operation: getGeneratedOperation(doc, target) };
	} catch (error) {
		if (!(error instanceof SpecError)) throw error;
		const message = showSpecPath(error.message, specFile, root);
		reportProblem({
			kind: 'spec',
			file: shown(specFile, root),
			key: `${method} ${path}`,
			message,
			hint: error.hint,
			severity,
		});
		return { invalid: { method, path, message, hint: error.hint } };
	}
}
