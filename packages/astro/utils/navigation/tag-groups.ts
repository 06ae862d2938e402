/**
 * Operations nested by their tag's path (OpenAPI 3.2 `parent`): a group per label, its
 * operations first-come, its child tags' groups among them where they are first used. A flat
 * spec (one label per path) gives one level of groups, as before 3.2. Shared by the docs.json
 * navigation (navigation-operations.ts) and the `generatePages` sidebar (utils/pages/site.ts).
 */

/** The items of a level: an item, or a group of the next level. */
export type PathTree<T> = Array<{ type: 'item'; item: T } | PathGroup<T>>;

/** One group of the tree: a label and what it holds. */
export interface PathGroup<T> {
	type: 'group';
	label: string;
	children: PathTree<T>;
}

/** Nests items under the groups their paths name, in order of first use at every level. */
export function nestByPath<T>(entries: Iterable<readonly [path: string[], item: T]>): PathTree<T> {
	const root: PathTree<T> = [];
	const groups = new Map<string, PathGroup<T>>();
	for (const [path, item] of entries) {
		let level = root;
		let key = '';
		for (const label of path) {
			key += `\u0000${label}`;
			let group = groups.get(key);
			if (!group) {
				group = { type: 'group', label, children: [] };
				groups.set(key, group);
				level.push(group);
			}
			level = group.children;
		}
		level.push({ type: 'item', item });
	}
	return root;
}

/** The first item of a tree, depth first: where a collapsed group links to. */
export function firstItem<T>(tree: PathTree<T>): T | undefined {
	for (const entry of tree) {
		const found = entry.type === 'item' ? entry.item : firstItem(entry.children);
		if (found !== undefined) return found;
	}
	return undefined;
}
