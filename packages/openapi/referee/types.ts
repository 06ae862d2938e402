/** The model of the referee: what a rejected part of a document is reported as. */

/** The description languages the referee has official JSON Schemas of. */
export type DescriptionLanguage = 'openapi' | 'asyncapi';

/** One part of a document its schema rejects. */
export interface SchemaProblem {
	/** The JSON pointer of the rejected value (`/operations/sendChat/action`), `` for the root. */
	pointer: string;
	/** What is wrong, as a sentence without the pointer. */
	message: string;
}

/** The official schema that refereed a document, as a report names it. */
export interface RefereeVerdict {
	/** `OpenAPI 3.1` or `AsyncAPI 3.0.0`: the schema's own version. */
	schema: string;
	/** Where a writer reads that version's specification. */
	specification: string;
	/** The rejected parts, most specific first per place; `[]` for a valid document. */
	problems: SchemaProblem[];
}
