/**
 * The responses of an `api:` page: the statuses its headings name, and the `<ResponseField>`s and
 * `<ResponseExample>`s under them as the operation's responses, in the order a spec lists them.
 */
import type { Response, Schema } from '@trydocs/openapi';
import { tidy } from './fields.ts';
import { toPlainText } from './jsx.ts';
import type { ApiPageParts, Node } from './types.ts';

const STATUS_HEADING =
	/^\s*((?:[1-5]\d\d|default)(?:\s*(?:,|\/|and|or)\s*(?:[1-5]\d\d|default))*)(?![\w])/i;

/** The statuses a heading starts with ("201", "400, 413, 415: errors"); `['']` for any other. */
export function readHeadingStatuses(heading: Node): string[] {
	const text = toPlainText(heading);
	const statuses = STATUS_HEADING.exec(text)?.[1]?.match(/[1-5]\d\d|default/gi);
	return statuses ? statuses.map((status) => status.toLowerCase()) : [''];
}

/** Statuses in the order of their numbers, `default` last (as a spec's responses read). */
function byStatus(a: string, b: string): number {
	return (a === 'default' ? 1000 : Number(a)) - (b === 'default' ? 1000 : Number(b));
}

/** Two field lists of one status: the second's fields added after the first's. */
function mergeSchemas(first: Schema | undefined, second: Schema): Schema {
	if (!first) return second;
	return {
		...first,
		properties: { ...first.properties, ...second.properties },
		required: [...(first.required ?? []), ...(second.required ?? [])],
	};
}

/** The operation's responses, one per status the fields and examples name. */
export function buildResponses(parts: ApiPageParts): Response[] {
	const { responseFields, responseExamples } = parts;
	// `<ResponseField>`s under no status heading describe the success response: the first 2xx
	// status a heading or an example names, else 200.
	const responses: Response[] = [];
	const success =
		[...responseFields.keys(), ...responseExamples.map((e) => e.status)].find((status) =>
			status.startsWith('2'),
		) ?? '200';
	const unheaded = responseFields.get('');
	if (unheaded) {
		responseFields.delete('');
		responseFields.set(success, mergeSchemas(responseFields.get(success), unheaded));
	}
	const statuses = new Set([...responseFields.keys(), ...responseExamples.map((e) => e.status)]);
	for (const status of [...statuses].sort(byStatus)) {
		const example = responseExamples.find((e) => e.status === status);
		const mediaType = example?.mediaType ?? 'application/json';
		const schema = responseFields.get(status);
		responses.push({
			status,
			description: status.startsWith('2') ? 'Successful response' : `Response ${status}`,
			content: {
				[mediaType]: {
					...(schema ? { schema: tidy(schema) } : {}),
					...(example ? { example: example.value } : {}),
				},
			},
		});
	}
	return responses;
}
