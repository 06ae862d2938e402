/**
 * The problems of the navigation entries that become no page (utils/navigation/navigation-tree.ts
 * collects them): one each, naming the entry, where docs.json has it, and the closest pages,
 * operations or webhooks that exist, so no entry leaves the navigation without a word.
 */
import { getEditDistance } from '@trydocs/openapi/text';
import type { MissingEntry, NavigationProblem, NavigationSources, NavOperation } from './types.ts';

/** The names closest to `wanted`, best first, each in backticks. */
export function findClosest(wanted: string, names: Iterable<string>, count = 3): string[] {
	return [...new Set(names)]
		.map((name) => ({ name, distance: getEditDistance(name.toLowerCase(), wanted.toLowerCase()) }))
		.sort((a, b) => a.distance - b.distance)
		.slice(0, count)
		.map(({ name }) => `\`${name}\``);
}

/** A spec file as the reader wrote it: its name, not the build machine's folders. */
const getSpecName = (file: string) => file.split(/[\\/]/).pop() ?? file;

/** The words of an operation, as an entry would name it. */
const nameOperation = (op: NavOperation) =>
	op.webhook ? `webhook ${op.path}` : `${op.method.toUpperCase()} ${op.path}`;

/** The problem of an operation or webhook entry no spec of its scope has. */
async function describeOperation(
	missing: MissingEntry,
	sources: NavigationSources,
): Promise<NavigationProblem> {
	const specs = missing.specs ?? [];
	const operations: NavOperation[] = [];
	for (const file of specs) operations.push(...(await sources.loadOperations(file)));
	const webhook = missing.kind === 'webhook';
	const names = operations.filter((op) => (op.webhook === true) === webhook).map(nameOperation);
	const where = specs.length ? specs.map((file) => `\`${getSpecName(file)}\``).join(', ') : 'none';
	const what = webhook ? 'webhook' : 'operation';
	const article = webhook ? 'a' : 'an';
	return {
		key: missing.key,
		message: `The entry \`${missing.entry}\` names ${article} ${what} no spec in its scope has (${specs.length === 1 ? 'spec' : 'specs'}: ${where}): left out of the navigation.`,
		hint: names.length
			? `The closest ${what}s there: ${findClosest(missing.entry, names).join(', ')}. Fix the entry, or give its group or tab the \`openapi\` that has it.`
			: `Give the entry's group or tab an \`openapi\` whose spec has this ${what}${webhook ? ' (OpenAPI 3.1 `webhooks`)' : ''}.`,
	};
}

/** The problem of one entry that names nothing. */
export async function describeMissingEntry(
	missing: MissingEntry,
	sources: NavigationSources,
): Promise<NavigationProblem> {
	if (missing.kind === 'operation' || missing.kind === 'webhook') {
		return describeOperation(missing, sources);
	}
	const { key, entry } = missing;
	if (missing.kind === 'group' || missing.kind === 'division') {
		return {
			key,
			message: `The ${entry} leads to no page: left out of the navigation.`,
			hint: 'Give it pages that exist, an `openapi` spec, or an `href`; or remove it.',
		};
	}
	const closest = findClosest(entry, sources.pages.keys());
	return {
		key,
		message: `The ${missing.kind === 'root' ? "group's root" : 'entry'} \`${entry}\` names a page with no file: left out of the navigation.`,
		hint: `Add \`${entry.replace(/^\/+/, '')}.mdx\`, or fix the path${closest.length ? `; the closest pages: ${closest.join(', ')}` : ''}.`,
	};
}
