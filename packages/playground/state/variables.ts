/**
 * The reader's variables: `{{name}}` written in any field of the form (a parameter, a body field
 * or the raw body, a server variable) stands for the value defined in the Variables panel, in
 * the request Send sends and in the code examples alike. Held in memory only, as the
 * credentials are (`credentials.ts`): a module-level signal that survives closing the modal and
 * the site's page swap, and vanishes with the document. A site that opts in
 * (`api.playground.persistVariables`) keeps the variables not marked secret in the browser
 * (`variable-store.ts`); nothing else writes them anywhere. Credentials are never variables:
 * the Authorization fields take no `{{name}}`.
 */
import { signal } from '@preact/signals';

/** One variable of the panel. */
export interface Variable {
	name: string;
	value: string;
	/** True: never kept in the browser, even on a site that keeps variables. */
	secret?: boolean;
}

/** The variables, in the panel's order. */
export const variables = signal<Variable[]>([]);

/** `{{name}}`, spaces allowed inside the braces. */
const REFERENCE = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The value of a defined variable named `name`. */
const lookUp = (name: string) => variables.value.find((entry) => entry.name === name)?.value;

/**
 * `value` with each `{{name}}` of a defined variable replaced by its value, in a string or in
 * every string of a form's tree of objects and lists (undefined names stay as written); anything
 * else (a chosen file) is kept as it is.
 */
export function resolveTree<T>(value: T): T {
	if (typeof value === 'string') {
		return value.replace(REFERENCE, (written, name: string) => lookUp(name) ?? written) as T;
	}
	if (Array.isArray(value)) return value.map(resolveTree) as T;
	if (value?.constructor === Object) {
		const out: Record<string, unknown> = {};
		for (const [key, item] of Object.entries(value)) out[key] = resolveTree(item);
		return out as T;
	}
	return value;
}

/** The names `value` uses (anywhere in its strings) that no variable defines, each once. */
export function findMissing(value: unknown): string[] {
	const text = JSON.stringify(value) ?? '';
	const names = [...text.matchAll(REFERENCE)].map((match) => match[1] as string);
	return [...new Set(names)].filter((name) => lookUp(name) === undefined);
}
