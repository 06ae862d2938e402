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

/** Untagged operations up to this many stay in one group: a list a reader still scans. */
export const MAX_FLAT_UNTAGGED = 50;

/** The label of an untagged operation no resource names (its path is the shared prefix). */
export const UNTAGGED_LABEL = 'Endpoints';

const isTemplate = (segment: string) => segment.startsWith('{');

function splitPath(path: string): string[] {
	return path.split('/').filter(Boolean);
}

/** The number of leading literal segments all `paths` share (`/v1` for Stripe's). */
function countSharedSegments(paths: readonly string[][]): number {
	const [first = []] = paths;
	let shared = 0;
	while (
		shared < first.length &&
		!isTemplate(first[shared] as string) &&
		paths.every((parts) => parts[shared] === first[shared])
	) {
		shared++;
	}
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
	const labels = split.map((parts) => {
		const segment = parts[shared];
		return segment && !isTemplate(segment) ? toResourceLabel(segment) : UNTAGGED_LABEL;
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

/** What `addSections` reads of a generated page. */
export interface SectionedPage {
	slug: string;
	operation: { path: string; webhook?: boolean | undefined };
}

/**
 * Puts the groups of a long flat list (each page's groups, by slug, one level: no OpenAPI 3.2
 * tag hierarchy) in sections by resource (`getGroupSections`), webhooks' groups left as they
 * are. Operations of a section's own name (untagged ones grouped by resource) sit in the section
 * itself.
 */
export function addSections(
	pages: readonly SectionedPage[],
	groupsOf: Map<string, string[]>,
): void {
	if ([...groupsOf.values()].some((path) => path.length !== 1)) return;
	const firstPath = new Map<string, string>();
	for (const page of pages) {
		const group = groupsOf.get(page.slug)?.[0];
		if (group && !page.operation.webhook && !firstPath.has(group)) {
			firstPath.set(group, page.operation.path);
		}
	}
	const sections = getGroupSections([...firstPath.values()]);
	if (!sections) return;
	const sectionOf = new Map([...firstPath.keys()].map((group, i) => [group, sections[i]]));
	for (const page of pages) {
		const group = groupsOf.get(page.slug)?.[0] as string;
		const section = sectionOf.get(group);
		if (section) groupsOf.set(page.slug, section === group ? [section] : [section, group]);
	}
}
