/**
 * The spec files of a site and how the site names them: what docs.json and its navigation name,
 * where generated pages go, a spec's path as the reader knows it, and a spec that cannot be read
 * as one problem.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import { isHttpUrl, listNavigationSpecs, listSpecSources, SpecError } from '@trydocs/openapi';

export { listNavigationSpecs };

import type { DocsJson } from '../../schemas/docs-json.ts';
import { reportProblem } from '../problems/problems.ts';
import type { Problem } from '../problems/types.ts';
import { resolveNamedSpec } from './find-specs.ts';

/**
 * The specs of a site: what docs.json's `api.openapi` names (paths resolved from the site root,
 * URLs kept), else `openapi.json` / `openapi.yaml` at the root; and, as Mintlify searches every
 * spec for an `openapi:` page that names none, the specs `openapi` keys of `navigation` name.
 */
export function getSpecFiles(docsJson: DocsJson, root: string): string[] {
	const files = [
		...listSpecSources(docsJson.api.openapi, root),
		...listNavigationSpecs(docsJson.navigation).map((source) =>
			isHttpUrl(source)
				? source
				: (resolveNamedSpec(source, root, []) ?? resolve(root, source.replace(/^\/+/, ''))),
		),
	];
	return [...new Set(files)];
}

/**
 * Where generated operation pages go: the `generatePages` option, else the `directory` of
 * Mintlify's `api.openapi: { source, directory }`, else nowhere (no generated pages).
 */
export function getGeneratePages(
	option: { prefix: string } | undefined,
	docsJson: DocsJson,
): { prefix: string } | undefined {
	if (option) return option;
	const configured = docsJson.api.openapi;
	const directory =
		configured && typeof configured === 'object' && !Array.isArray(configured)
			? configured.directory
			: undefined;
	const trimmed = directory?.replace(/^\/+|\/+$/g, '');
	return trimmed ? { prefix: `/${trimmed}` } : undefined;
}

/** A spec file as the site knows it: its path from the root (a URL as it is). */
export function shown(file: string, root: string): string {
	if (isHttpUrl(file)) return file;
	const path = relative(root, file);
	return path.startsWith('..') || isAbsolute(path) ? file : path;
}

/**
 * A spec error's message with the spec's absolute path written relative to the site root, as
 * the reader knows it (and so a page showing it does not print the build machine's folders).
 */
export function showSpecPath(message: string, file: string, root: string): string {
	return isHttpUrl(file) ? message : message.replaceAll(file, shown(file, root));
}

/**
 * Records a spec of the site that cannot be read (not downloadable, not valid) as one problem,
 * so the build goes on without it, as Mintlify publishes a site whose spec is broken; other
 * errors are rethrown. A remote spec is reported against docs.json, a file against itself.
 * A spec of a version Trydocs does not read is an error (`specVersionProblem`): published, it
 * would be a green build with an empty reference.
 */
export function reportUnreadableSpec(error: unknown, file: string, root: string): void {
	if (!(error instanceof SpecError)) throw error;
	reportProblem({
		...specVersionProblem(error),
		file: isHttpUrl(file) ? 'docs.json' : shown(file, root),
		message: `${showSpecPath(error.message, file, root)} The pages of its operations are built without it.`,
		hint: error.hint,
	});
}

/**
 * The kind and severity of a spec's problem: a version Trydocs does not read is a `spec version`
 * error, which fails the build unless the site sets `trydocs({ unsupportedSpecs: 'warn' })` (or
 * `TRYDOCS_UNSUPPORTED_SPECS=warn`); any other unreadable spec a `spec` warning.
 */
export function specVersionProblem(error: SpecError): Pick<Problem, 'kind' | 'severity'> {
	return error.reason === 'version'
		? { kind: 'spec version', severity: 'error' }
		: { kind: 'spec', severity: 'warning' };
}
