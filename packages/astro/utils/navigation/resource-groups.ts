/**
 * The sidebar groups of a large set of untagged operations: by resource, the first segment of
 * their paths after the segments every one of them shares (Stripe's 452 untagged operations,
 * all under `/v1`, make 60 groups: Customers, Payment intents, ...), as Stripe's own reference
 * groups them. Mintlify puts untagged operations in one flat group and Scalar in one `default`
 * tag: a sidebar of hundreds of links on every page, which each page of such a spec then
 * carries. The same rule puts a long flat list of tags in sections (`getGroupSections`). Pure:
 * the generated pages' sidebar (utils/pages/site.ts) and the navigation's `openapi` groups
 * (navigation-operations.ts) share it.
 */

import { firstItem, type PathGroup, type PathTree } from './tag-groups.ts';

/** Untagged operations up to this many stay in one group: a list a reader still scans. */
export const MAX_FLAT_UNTAGGED = 50;

/** The label of an untagged operation no resource names (its path is the shared prefix). */
export const UNTAGGED_LABEL = 'Endpoints';

const isTemplate = (segment: string) => segment.startsWith('{');

function splitPath(path: string): string[] {
	return path.split('/').filter(Boolean);
}

/** The number of leading segments all `paths` share (`/v1` for Stripe's). */
function countSharedSegments(paths: readonly string[][]): number {
	const [first = []] = paths;
	let shared = 0;
	while (shared < first.length && paths.every((parts) => parts[shared] === first[shared])) shared++;
	return shared;
}

/** A path segment as a label: `payment_intents` is `Payment intents`, `deviceManagement` `Device management`. */
export function toResourceLabel(segment: string): string {
	const words = segment
		.replace(/([a-z0-9])([A-Z])/g, '$1 $2')
		.replace(/[_-]+/g, ' ')
		.trim()
		.toLowerCase();
	return words ? words.charAt(0).toUpperCase() + words.slice(1) : UNTAGGED_LABEL;
}

/**
 * The group label of each untagged operation, by its path (in the order given), or `undefined`
 * when they stay in one group: `MAX_FLAT_UNTAGGED` or fewer, or one resource only.
 */
export function getResourceLabels(paths: readonly string[]): string[] | undefined {
	if (paths.length <= MAX_FLAT_UNTAGGED) return undefined;
	const split = paths.map(splitPath);
	const shared = countSharedSegments(split);
	// The first named segment after the shared ones: `/groups/{group-id}/sites/{site-id}/lists`
	// is in Lists among the operations of `/groups/{group-id}/sites`.
	const labels = split.map((parts) => {
		const segment = parts.slice(shared).find((part) => !isTemplate(part));
		return segment ? toResourceLabel(segment) : UNTAGGED_LABEL;
	});
	return new Set(labels).size > 1 ? labels : undefined;
}

/** More groups than this in one flat list are put in sections by resource. */
export const MAX_FLAT_GROUPS = 50;

/**
 * The section of each group of a long flat list (in order), by the resource of its first
 * operation: Microsoft Graph's 418 tags (`users.user`, `users.Actions`, `groups.site`, ...)
 * make sections Users, Groups, Me, ..., so a page lists the sections and its own section's
 * groups instead of every tag. `undefined` for a group alone in its section (it stays as it is),
 * and for the whole list when it stays flat: `MAX_FLAT_GROUPS` groups or fewer, or one resource.
 */
export function getGroupSections(
	firstPaths: readonly string[],
): Array<string | undefined> | undefined {
	if (firstPaths.length <= MAX_FLAT_GROUPS) return undefined;
	const labels = getResourceLabels(firstPaths);
	if (!labels) return undefined;
	const counts = new Map<string, number>();
	for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
	return labels.map((label) => ((counts.get(label) ?? 0) > 1 ? label : undefined));
}

/**
 * A tree of groups bounded for the sidebar: a level of more than `MAX_FLAT_GROUPS` entries is
 * put in sections by resource (`getGroupSections` over each entry's first operation), and so
 * again inside each section and group, so no list a page shows grows with the spec (Microsoft
 * Graph's 418 tags under Users, Groups, Me, ...; its `groups.site` tag's 673 operations under
 * Analytics, Columns, Lists, ...). A level whose largest section would hold half its entries or
 * more stays as it is (GitHub's `repos` tag, nearly all under `/repos/{owner}/{repo}`). A group
 * of a section's own name (untagged operations grouped by resource) gives the section its
 * entries. `getPath` gives an item's operation path, `undefined` for one no path places (a
 * webhook), which stays where it is.
 */
export function boundTree<T>(
	tree: PathTree<T>,
	getPath: (item: T) => string | undefined,
): PathTree<T> {
	const level = sectionLevel(tree, getPath) ?? tree;
	return level.map((entry) =>
		entry.type === 'group' ? { ...entry, children: boundTree(entry.children, getPath) } : entry,
	);
}

/** One level in sections, or `undefined` when it stays as it is. */
function sectionLevel<T>(
	level: PathTree<T>,
	getPath: (item: T) => string | undefined,
): PathTree<T> | undefined {
	if (level.length <= MAX_FLAT_GROUPS) return undefined;
	const paths = level.map((entry) => {
		const item = entry.type === 'item' ? entry.item : firstItem(entry.children);
		return item === undefined ? undefined : getPath(item);
	});
	const placed = paths.filter((path): path is string => path !== undefined);
	const labels = getGroupSections(placed);
	if (!labels) return undefined;
	const counts = new Map<string, number>();
	for (const label of labels) if (label) counts.set(label, (counts.get(label) ?? 0) + 1);
	if (Math.max(0, ...counts.values()) * 2 >= level.length) return undefined;
	const sections = new Map<string, PathGroup<T>>();
	const out: PathTree<T> = [];
	let next = 0;
	level.forEach((entry, i) => {
		const label = paths[i] === undefined ? undefined : labels[next++];
		if (!label) {
			out.push(entry);
			return;
		}
		let section = sections.get(label);
		if (!section) {
			section = { type: 'group', label, children: [] };
			sections.set(label, section);
			out.push(section);
		}
		if (entry.type === 'group' && entry.label === label) section.children.push(...entry.children);
		else section.children.push(entry);
	});
	return out;
}

/** Each item's groups, outermost first, as the tree places it. */
export function listGroupPaths<T>(
	tree: PathTree<T>,
	out = new Map<T, string[]>(),
	at: string[] = [],
) {
	for (const entry of tree) {
		if (entry.type === 'item') out.set(entry.item, at);
		else listGroupPaths(entry.children, out, [...at, entry.label]);
	}
	return out;
}
