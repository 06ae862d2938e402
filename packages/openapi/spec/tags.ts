/**
 * Tags as navigation reads them. OpenAPI 3.2 gives a tag a `summary` (its label), a `parent`
 * (the tag it nests under) and a `kind` (`nav` for navigation; `badge`, `audience` or any other
 * string for other uses): an operation sits in the navigation under its first tag of no kind or
 * of kind `nav`, nested under that tag's parents. A 3.0 or 3.1 document reads as flat tags.
 */
import { isObject, type Json } from './json.ts';
import type { OpenApiDocument } from './types.ts';

/** One declared tag, as the navigation reads it. */
interface TagInfo {
	label: string;
	parent?: string;
	kind?: string;
}

/** Where an operation sits in the navigation: its tag's name and the labels from the root down. */
export interface NavigationTag {
	name: string;
	path: string[];
}

const declared = new WeakMap<OpenApiDocument, Map<string, TagInfo>>();

/** The document's `tags`, by name, read once per document. */
function readTags(doc: OpenApiDocument): Map<string, TagInfo> {
	let tags = declared.get(doc);
	if (tags) return tags;
	tags = new Map();
	for (const raw of Array.isArray(doc.tags) ? (doc.tags as Json[]) : []) {
		if (!isObject(raw) || typeof raw.name !== 'string' || tags.has(raw.name)) continue;
		const info: TagInfo = {
			label: typeof raw.summary === 'string' && raw.summary.trim() ? raw.summary.trim() : raw.name,
		};
		if (typeof raw.parent === 'string' && raw.parent !== raw.name) info.parent = raw.parent;
		if (typeof raw.kind === 'string') info.kind = raw.kind;
		tags.set(raw.name, info);
	}
	declared.set(doc, tags);
	return tags;
}

/**
 * The navigation tag of an operation tagged `names`: the first of no `kind` or of kind `nav`,
 * with the labels of its parents before its own. A parent the document does not declare, or a
 * loop of parents, ends the chain. `undefined` when no tag is for navigation.
 */
export function getNavigationTag(doc: OpenApiDocument, names: string[]): NavigationTag | undefined {
	const tags = readTags(doc);
	const name = names.find((tag) => {
		const kind = tags.get(tag)?.kind;
		return kind === undefined || kind === 'nav';
	});
	if (name === undefined) return undefined;
	const path = [tags.get(name)?.label ?? name];
	const seen = new Set([name]);
	for (let parent = tags.get(name)?.parent; parent !== undefined && !seen.has(parent); ) {
		const info = tags.get(parent);
		if (!info) break;
		seen.add(parent);
		path.unshift(info.label);
		parent = info.parent;
	}
	return { name, path };
}
