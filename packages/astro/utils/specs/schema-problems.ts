/**
 * The parts of a site's descriptions their official JSON Schemas reject (the referee of
 * `@trydocs/openapi/referee`), each a warning with the file and the JSON pointer; the pages are
 * built from what the readers can read. A local file the referee found valid is remembered in
 * the site's cache folder by the hash of its bytes, so an unchanged spec is not checked again
 * (GitHub's REST description: 0.7-1.2 s a build).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isHttpUrl } from '@trydocs/openapi';
import {
	type DescriptionLanguage,
	describeSchemaProblem,
	REFEREE_SCHEMAS,
	type RefereeVerdict,
	refereeDocument,
} from '@trydocs/openapi/referee';
import { reportProblem } from '../problems/problems.ts';
import { timePhase } from '../timings/timings.ts';
import { shown } from './spec-files.ts';

/** How a report names a document of each language. */
const NOUNS: Record<DescriptionLanguage, string> = {
	openapi: 'The spec',
	asyncapi: 'The AsyncAPI document',
};

/** The verdict on each document read: `trydocs check` and the build's index both ask. */
const verdicts = new WeakMap<object, RefereeVerdict | undefined>();

/** The verdict on a document, once per document read. */
function getVerdict(doc: object, language: DescriptionLanguage): RefereeVerdict | undefined {
	if (!verdicts.has(doc)) verdicts.set(doc, refereeDocument(doc, language));
	return verdicts.get(doc);
}

/** The key of a local file's verdict: its bytes, its language and the schemas held. */
function getVerdictKey(file: string, language: DescriptionLanguage): string | undefined {
	if (isHttpUrl(file) || !existsSync(file)) return undefined;
	return createHash('sha256')
		.update(`${language}\0${REFEREE_SCHEMAS}\0`)
		.update(readFileSync(file))
		.digest('hex');
}

/**
 * Reports each part of `doc` (the parsed document of `file`, as written) that the official
 * schema of its version rejects, once per build. `cache`: the folder where valid verdicts are
 * kept; without it every build checks.
 */
export function reportSchemaProblems(
	doc: object,
	language: DescriptionLanguage,
	file: string,
	root: string,
	cache?: string | undefined,
): void {
	timePhase('referee', () => {
		const key = cache ? getVerdictKey(file, language) : undefined;
		const marker = key && cache ? join(cache, key) : undefined;
		if (marker && existsSync(marker)) return;
		const verdict = getVerdict(doc, language);
		if (!verdict) return;
		if (verdict.problems.length === 0) {
			if (marker && cache) rememberValid(cache, marker);
			return;
		}
		const name = shown(file, root);
		for (const problem of verdict.problems) {
			reportProblem({
				kind: 'spec',
				file: name,
				key: problem.pointer || '/',
				...describeSchemaProblem(verdict, problem, name, NOUNS[language]),
				severity: 'warning',
			});
		}
	});
}

/** Keeps a valid verdict; a cache that cannot be written only means checking again next time. */
function rememberValid(cache: string, marker: string): void {
	try {
		mkdirSync(cache, { recursive: true });
		writeFileSync(marker, '');
	} catch {}
}
