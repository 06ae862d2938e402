/**
 * The official JSON Schemas the referee holds (vendored with their licences in `schemas/`), by
 * the versions each one referees: OpenAPI's by minor version (`3.1.x` documents are refereed by
 * the 3.1 schema), AsyncAPI's by exact version (each is published per version). Imported, not
 * read from disk: `trydocs check` runs the readers in a module runner that is closed once they
 * are imported, and a bundled build has no `schemas/` folder beside it.
 */
import asyncapi300 from './schemas/asyncapi-3.0.0.json' with { type: 'json' };
import asyncapi310 from './schemas/asyncapi-3.1.0.json' with { type: 'json' };
import openapi30 from './schemas/openapi-3.0.json' with { type: 'json' };
import openapi31 from './schemas/openapi-3.1.json' with { type: 'json' };
import openapi32 from './schemas/openapi-3.2.json' with { type: 'json' };
import type { DescriptionLanguage } from './types.ts';

/** One official schema, and the JSON Schema draft it is written in. */
export interface OfficialSchema {
	/** `OpenAPI 3.1`, `AsyncAPI 3.0.0`. */
	name: string;
	schema: object;
	draft: '4' | '7' | '2020-12';
	specification: string;
}

const OPENAPI: Record<string, OfficialSchema> = {
	'3.0': {
		name: 'OpenAPI 3.0',
		schema: openapi30,
		draft: '4',
		specification: 'https://spec.openapis.org/oas/v3.0.4.html',
	},
	'3.1': {
		name: 'OpenAPI 3.1',
		schema: openapi31,
		draft: '2020-12',
		specification: 'https://spec.openapis.org/oas/v3.1.2.html',
	},
	'3.2': {
		name: 'OpenAPI 3.2',
		schema: openapi32,
		draft: '2020-12',
		specification: 'https://spec.openapis.org/oas/v3.2.0.html',
	},
};

const ASYNCAPI: Record<string, OfficialSchema> = Object.fromEntries(
	[
		['3.0.0', asyncapi300],
		['3.1.0', asyncapi310],
	].map(([version, schema]) => [
		version,
		{
			name: `AsyncAPI ${version}`,
			schema: schema as object,
			draft: '7',
			specification: `https://www.asyncapi.com/docs/reference/specification/v${version}`,
		},
	]),
);

/** The official schema of a document's version (its `openapi` or `asyncapi` field), if held. */
export function findOfficialSchema(
	language: DescriptionLanguage,
	version: unknown,
): OfficialSchema | undefined {
	if (typeof version !== 'string') return undefined;
	if (language === 'asyncapi') return ASYNCAPI[version];
	const minor = /^(3\.[0-2])\.\d+(-.+)?$/.exec(version)?.[1];
	return minor ? OPENAPI[minor] : undefined;
}

/**
 * The identities of the schemas held (each `$id` names its publication): a verdict kept from an
 * earlier build holds only while these are the same.
 */
export const REFEREE_SCHEMAS = [...Object.values(OPENAPI), ...Object.values(ASYNCAPI)]
	.map(({ schema }) => {
		const ids = schema as { $id?: string; id?: string };
		return ids.$id ?? ids.id;
	})
	.join(' ');
