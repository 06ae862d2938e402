/**
 * A description against the official JSON Schema of its version, the referee of what the
 * specification allows. The readers read what they can of a document the schema rejects; each
 * rejected part comes back as a problem with its JSON pointer and a plain sentence, for the
 * caller to report as a warning. A version with no official schema held here is not refereed.
 */
import { Validator } from '@cfworker/json-schema';
import { describeErrors } from './describe.ts';
import { findOfficialSchema, type OfficialSchema } from './schemas.ts';
import type { DescriptionLanguage, RefereeVerdict, SchemaProblem } from './types.ts';

/** A schema's two validators: one that stops at the first error, one that finds them all. */
interface Validators {
	first: Validator;
	all: Validator;
}

const validators = new Map<OfficialSchema, Validators>();

/** Compiled once per schema, on first use. */
function getValidators(official: OfficialSchema): Validators {
	let found = validators.get(official);
	if (!found) {
		found = {
			first: new Validator(official.schema, official.draft, true),
			all: new Validator(official.schema, official.draft, false),
		};
		validators.set(official, found);
	}
	return found;
}

/** The version field of a document of `language`, as written. */
function getVersion(doc: unknown, language: DescriptionLanguage): unknown {
	return doc && typeof doc === 'object' ? (doc as Record<string, unknown>)[language] : undefined;
}

/** True when an official schema held here referees this version of `language`. */
export function hasOfficialSchema(language: DescriptionLanguage, version: unknown): boolean {
	return findOfficialSchema(language, version) !== undefined;
}

/**
 * The verdict of the official schema of `doc`'s version on it (the parsed document as written,
 * `$ref`s unresolved); `undefined` when no schema of its version is held.
 */
export function refereeDocument(
	doc: unknown,
	language: DescriptionLanguage,
): RefereeVerdict | undefined {
	const official = findOfficialSchema(language, getVersion(doc, language));
	if (!official) return undefined;
	const { first, all } = getValidators(official);
	const verdict = { schema: official.name, specification: official.specification };
	// Most documents are valid: the validator that stops at the first error says so at a
	// fraction of the cost (slack-rtm: 30 ms against 975); only a rejected one is read in full.
	if (first.validate(doc).valid) return { ...verdict, problems: [] };
	return { ...verdict, problems: describeErrors(all.validate(doc).errors, doc, official.schema) };
}

/**
 * A rejected part as the build, `trydocs check` and the Starlight plugin all tell it: what and
 * where, and how to fix it. `name` is the document as the site names it.
 */
export function describeSchemaProblem(
	verdict: RefereeVerdict,
	{ pointer, message }: SchemaProblem,
	name: string,
	noun = 'The spec',
): { message: string; hint: string } {
	return {
		message: `${noun} \`${name}\` is invalid at \`${pointer || '/'}\`: ${message} (the official ${verdict.schema} JSON Schema rejects it).`,
		hint: `Write it as the ${verdict.schema} specification describes it (${verdict.specification}); the pages are built from what can be read.`,
	};
}
