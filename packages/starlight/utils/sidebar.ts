/**
 * The plugin's groups in Starlight's `sidebar` option. The site places a placeholder group where
 * the reference goes (`openAPISidebarGroups`, or one of `createOpenAPISidebarGroup()` per spec, as
 * with starlight-openapi); when the site is configured, each placeholder is replaced by the
 * groups of its specs, written as Starlight's own manual links. Starlight then does the rest
 * itself, as for any link of its sidebar: the current page, prev/next links, the locale prefix
 * of each link, the `base`, the trailing slash.
 */
import type { SpecConfig } from '../schemas/config.ts';
import type {
	ReadSpec,
	SidebarGroupConfig,
	SidebarItemConfig,
	SidebarLinkConfig,
} from './types.ts';

/** A placeholder group: no items, labelled with the symbol's text, which no site writes. */
export function createSidebarPlaceholder(label: symbol): SidebarGroupConfig {
	return { label: label.toString(), items: [], collapsed: false };
}

/**
 * A spec's group: its overview, then one subgroup per tag in the spec's order (or alphabetical,
 * `sidebar.tags.sort`), each listing its operations' links.
 */
export function createSpecGroup(spec: ReadSpec, config: SpecConfig): SidebarGroupConfig {
	const { collapsed, operations, tags } = config.sidebar;
	const order = tags.sort === 'alphabetical' ? spec.tags.toSorted(compareText) : spec.tags;
	const subgroups = order.map((tag): SidebarGroupConfig => {
		const entries = spec.entries.filter((entry) => entry.group === tag);
		const sorted =
			operations.sort === 'alphabetical'
				? entries.toSorted((a, b) => compareText(a.label, b.label))
				: entries;
		const overview = spec.pages.find((page) => page.kind === 'tag' && page.path === tag);
		return {
			label: tag,
			collapsed,
			items: [
				...(overview ? [{ label: 'Overview', link: `/${overview.route}/` }] : []),
				...sorted.map(
					(entry): SidebarLinkConfig => ({
						label: entry.label,
						link: `/${entry.route}/`,
						...(operations.badges
							? {
									badge: {
										text: entry.method.toUpperCase(),
										variant: 'note',
										class: `td-sl-method td-sl-method-${entry.method}`,
									},
								}
							: {}),
					}),
				),
			],
		};
	});
	const overview = spec.pages[0];
	return {
		label: spec.title,
		collapsed,
		items: [
			...(overview ? [{ label: 'Overview', link: `/${overview.route}/` }] : []),
			...subgroups,
		],
	};
}

function compareText(a: string, b: string): number {
	return a.localeCompare(b);
}

/**
 * The sidebar with each placeholder replaced by its groups (`groups`, keyed by the placeholder's
 * label), at any depth; `placed` collects the labels it found.
 */
export function replaceSidebarPlaceholders(
	sidebar: SidebarItemConfig[],
	groups: Map<string, SidebarGroupConfig[]>,
	placed: Set<string>,
): SidebarItemConfig[] {
	return sidebar.flatMap((item): SidebarItemConfig[] => {
		if (typeof item !== 'object' || !('items' in item)) return [item];
		const replacement = groups.get(item.label);
		if (replacement) {
			placed.add(item.label);
			return replacement;
		}
		return [{ ...item, items: replaceSidebarPlaceholders(item.items, groups, placed) }];
	});
}
