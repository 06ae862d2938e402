/**
 * Mintlify's former configuration, `mint.json`, read as the docs.json it stands for. Mintlify
 * still publishes a repository that has only a mint.json (it upgrades it when it builds, as its
 * `mint upgrade` command does once and for all), so Trydocs reads one the same way: a flat
 * `navigation` list of groups split into the tabs and anchors whose `url` prefixes their pages,
 * `versions` from each group's `version`, and the renamed keys of the header, footer and API.
 * Keys with the same meaning in both formats (name, logo, favicon, redirects, ...) pass as they
 * are; what the upgrade does not know stays where docs.json's loose schema ignores it.
 */

type Json = Record<string, unknown>;

/** A tab or anchor of mint.json whose `url` is a folder of the site: its pages' prefix. */
interface Division {
	kind: 'tab' | 'anchor';
	name: string;
	prefix: string;
	icon?: unknown;
}

/** The docs.json a parsed mint.json stands for (still to be validated as docs.json). */
export function upgradeMintJson(mint: Json): Json {
	const {
		navigation,
		tabs,
		anchors,
		primaryTab,
		topAnchor,
		versions,
		topbarLinks,
		topbarCtaButton,
		footerSocials,
		modeToggle,
		openapi,
		api,
		colors,
		$schema: _schema,
		...same
	} = mint;
	const docs: Json = { ...same };
	if (isRecord(colors)) docs.colors = pick(colors, ['primary', 'light', 'dark']);
	const navbar = upgradeNavbar(topbarLinks, topbarCtaButton);
	if (navbar) docs.navbar = navbar;
	const socials = upgradeSocials(footerSocials);
	if (socials) docs.footer = { socials };
	if (isRecord(modeToggle) && typeof modeToggle.default === 'string') {
		docs.appearance = { default: modeToggle.default, strict: modeToggle.isHidden === true };
	}
	const upgradedApi = upgradeApi(api, openapi);
	if (upgradedApi) docs.api = upgradedApi;
	docs.navigation = upgradeNavigation({
		groups: Array.isArray(navigation) ? navigation.filter(isRecord) : [],
		divisions: [
			...readDivisions(tabs, 'tab'),
			// With tabs, an anchor that is a folder still holds its pages: it becomes a tab too.
			...readDivisions(anchors, readDivisions(tabs, 'tab').length > 0 ? 'tab' : 'anchor'),
		],
		first: {
			tab: readName(primaryTab) ?? 'Documentation',
			anchor: readName(topAnchor) ?? 'Documentation',
			icon: isRecord(topAnchor) ? topAnchor.icon : undefined,
		},
		versions: readVersions(versions),
		links: Array.isArray(anchors)
			? anchors.filter((anchor) => isRecord(anchor) && isExternal(anchor.url)).map(toLink)
			: [],
	});
	return docs;
}

interface NavigationInput {
	groups: Json[];
	divisions: Division[];
	first: { tab: string; anchor: string; icon: unknown };
	versions: string[];
	/** Anchors that leave the site (GitHub, a community): docs.json's global anchors. */
	links: Json[];
}

function upgradeNavigation(input: NavigationInput): Json {
	const global = input.links.length > 0 ? { global: { anchors: input.links } } : {};
	if (input.versions.length === 0) return { ...divide(input.groups, input), ...global };
	return {
		versions: input.versions.map((version) => ({
			version,
			// A group with no `version` shows in every version, as in mint.json.
			...divide(
				input.groups.filter((group) => group.version === undefined || group.version === version),
				input,
			),
		})),
		...global,
	};
}

/** Splits groups among the tabs (or anchors) their first page's folder names; the rest go first. */
function divide(groups: Json[], input: NavigationInput): Json {
	const stripped = groups.map(({ version: _version, ...group }) => group);
	if (input.divisions.length === 0) return { groups: stripped };
	const kind = input.divisions[0]?.kind ?? 'tab';
	const buckets = new Map<Division | null, Json[]>();
	for (const group of stripped) {
		const division = findDivision(findFirstPage(group), input.divisions);
		buckets.set(division, [...(buckets.get(division) ?? []), group]);
	}
	const first = buckets.get(null);
	const divisions = [
		...(first
			? [
					{
						[kind]: input.first[kind],
						...iconOf(kind === 'anchor' ? input.first.icon : undefined),
						groups: first,
					},
				]
			: []),
		...input.divisions
			.filter((division) => buckets.has(division))
			.map((division) => ({
				[kind]: division.name,
				...iconOf(division.icon),
				groups: buckets.get(division),
			})),
	];
	return { [`${kind}s`]: divisions };
}

/** The division whose prefix is the longest one the page starts with, or null. */
function findDivision(page: string | undefined, divisions: Division[]): Division | null {
	if (!page) return null;
	const path = page.replace(/^\/+/, '');
	let best: Division | null = null;
	for (const division of divisions) {
		const matches = path === division.prefix || path.startsWith(`${division.prefix}/`);
		if (matches && (!best || division.prefix.length > best.prefix.length)) best = division;
	}
	return best;
}

/** A group's first page path, looking into nested groups. */
function findFirstPage(group: Json): string | undefined {
	for (const entry of Array.isArray(group.pages) ? group.pages : []) {
		if (typeof entry === 'string') return entry;
		if (isRecord(entry)) {
			const nested = findFirstPage(entry);
			if (nested) return nested;
		}
	}
	return undefined;
}

function readDivisions(value: unknown, kind: Division['kind']): Division[] {
	if (!Array.isArray(value)) return [];
	return value.flatMap((item) => {
		if (!isRecord(item) || typeof item.name !== 'string' || typeof item.url !== 'string') return [];
		if (isExternal(item.url)) return [];
		const prefix = item.url.replace(/^\/+|\/+$/g, '');
		return prefix ? [{ kind, name: item.name, prefix, icon: item.icon }] : [];
	});
}

function readVersions(value: unknown): string[] {
	if (!Array.isArray(value)) return [];
	return value.flatMap((item) => {
		if (typeof item === 'string') return [item];
		const name = readName(item);
		return name ? [name] : [];
	});
}

function upgradeNavbar(links: unknown, cta: unknown): Json | undefined {
	const navbar: Json = {};
	if (Array.isArray(links)) {
		navbar.links = links.filter(isRecord).flatMap((link) => {
			if (typeof link.url !== 'string') return [];
			const label =
				typeof link.name === 'string' ? link.name : link.type === 'github' ? 'GitHub' : link.url;
			return [{ label, href: link.url }];
		});
	}
	if (isRecord(cta) && typeof cta.url === 'string') {
		navbar.primary =
			cta.type === 'github'
				? { type: 'github', href: cta.url }
				: {
						type: 'button',
						label: typeof cta.name === 'string' ? cta.name : cta.url,
						href: cta.url,
					};
	}
	return Object.keys(navbar).length > 0 ? navbar : undefined;
}

/** `footerSocials`: a record of platform to URL, or a list of `{ type, url }`. */
function upgradeSocials(value: unknown): Record<string, string> | undefined {
	const entries: [string, unknown][] = Array.isArray(value)
		? value.filter(isRecord).map((item) => [String(item.type), item.url])
		: isRecord(value)
			? Object.entries(value)
			: [];
	const socials = Object.fromEntries(
		entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
	);
	return Object.keys(socials).length > 0 ? socials : undefined;
}

/** `api.baseUrl` and `api.auth` are the hand-written pages' server and auth; `openapi` moves under `api`. */
function upgradeApi(api: unknown, openapi: unknown): Json | undefined {
	const out: Json = {};
	if (openapi !== undefined) out.openapi = openapi;
	if (isRecord(api)) {
		const mdx: Json = {};
		if (api.baseUrl !== undefined) mdx.server = api.baseUrl;
		if (isRecord(api.auth)) mdx.auth = pick(api.auth, ['method', 'name']);
		if (Object.keys(mdx).length > 0) out.mdx = mdx;
		if (isRecord(api.playground) && typeof api.playground.mode === 'string') {
			// mint.json's `show` is docs.json's `interactive`; `hide` is `none`.
			const modes: Record<string, string> = { show: 'interactive', simple: 'simple', hide: 'none' };
			const display = modes[api.playground.mode];
			if (display) out.playground = { display };
		}
	}
	return Object.keys(out).length > 0 ? out : undefined;
}

function toLink(anchor: unknown): Json {
	const { name, url, icon } = anchor as Json;
	return { anchor: name, href: url, ...iconOf(icon) };
}

function iconOf(icon: unknown): Json {
	return typeof icon === 'string' ? { icon } : {};
}

function readName(value: unknown): string | undefined {
	return isRecord(value) && typeof value.name === 'string' ? value.name : undefined;
}

function pick(record: Json, keys: string[]): Json {
	return Object.fromEntries(
		keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]),
	);
}

function isExternal(url: unknown): boolean {
	return typeof url === 'string' && /^[a-z][a-z\d+.-]*:/i.test(url);
}

function isRecord(value: unknown): value is Json {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}
