import { z } from 'astro/zod';

/**
 * docs.json `navigation` as Mintlify documents it: groups (nested), pages, and the divisions that
 * hold them (tabs, anchors, dropdowns, products, versions, languages, menu items), each with an
 * optional `openapi` (or `asyncapi`) that generates pages into that place. Only the keys Trydocs reads are
 * checked; any other key (`boost`, `directory`, `searchable`, ...) passes through quietly.
 */

/** One spec of a navigation element: a path or URL, or `{ source, directory }`. */
export const NavOpenApiSourceSchema = z.union([
	z.string().min(1),
	z.looseObject({ source: z.string().min(1), directory: z.string().optional() }),
]);

/** `openapi` on a navigation element: one spec or a list of them. */
export const NavOpenApiSchema = z.union([NavOpenApiSourceSchema, z.array(NavOpenApiSourceSchema)]);

/** An icon: a name (`"rocket"`), or Mintlify's `{ name, style, library }`. */
export const IconSchema = z.union([z.string(), z.looseObject({ name: z.string() })]);

/** The keys every navigation element may carry. */
const common = {
	icon: IconSchema.optional(),
	hidden: z.boolean().optional(),
	tag: z.string().optional(),
	openapi: NavOpenApiSchema.optional(),
	/** AsyncAPI 3 documents (Mintlify's key): a page per operation, generated into this place. */
	asyncapi: NavOpenApiSchema.optional(),
};

/** A group of the sidebar: pages and nested groups under a title. */
export interface NavGroupConfig {
	group: string;
	pages?: NavPageEntryConfig[] | undefined;
	root?: string | undefined;
	expanded?: boolean | undefined;
	icon?: z.output<typeof IconSchema> | undefined;
	hidden?: boolean | undefined;
	tag?: string | undefined;
	openapi?: z.output<typeof NavOpenApiSchema> | undefined;
	asyncapi?: z.output<typeof NavOpenApiSchema> | undefined;
	[key: string]: unknown;
}

/** A `pages` entry: a page path (`"quickstart"`), an operation (`"GET /users"`) or a group. */
export type NavPageEntryConfig = string | NavGroupConfig;

/** The kinds of navigation divisions, by the key that names them. */
export const DIVISION_KINDS = [
	'tab',
	'anchor',
	'dropdown',
	'product',
	'version',
	'language',
	'item',
] as const;

/** A kind of division: `tab`, `anchor`, `dropdown`, `product`, `version`, `language` or `item` (a menu item). */
export type DivisionKind = (typeof DIVISION_KINDS)[number];

/** What a division or the navigation root may hold. */
export interface NavContainerConfig {
	groups?: NavGroupConfig[] | undefined;
	pages?: NavPageEntryConfig[] | undefined;
	tabs?: NavDivisionConfig[] | undefined;
	anchors?: NavDivisionConfig[] | undefined;
	dropdowns?: NavDivisionConfig[] | undefined;
	products?: NavDivisionConfig[] | undefined;
	versions?: NavDivisionConfig[] | undefined;
	languages?: NavDivisionConfig[] | undefined;
	menu?: NavDivisionConfig[] | undefined;
	openapi?: z.output<typeof NavOpenApiSchema> | undefined;
	asyncapi?: z.output<typeof NavOpenApiSchema> | undefined;
	[key: string]: unknown;
}

/** A tab, anchor, dropdown, product, version, language or menu item. */
export interface NavDivisionConfig extends NavContainerConfig {
	tab?: string;
	anchor?: string;
	dropdown?: string;
	product?: string;
	version?: string;
	language?: string;
	item?: string;
	href?: string | undefined;
	icon?: z.output<typeof IconSchema> | undefined;
	hidden?: boolean | undefined;
	tag?: string | undefined;
	description?: string | undefined;
	default?: boolean | undefined;
}

/** The `navigation` value. */
export interface NavigationConfig extends NavContainerConfig {
	global?: NavContainerConfig | undefined;
}

/** A group, with its nested groups. */
export const NavGroupSchema: z.ZodType<NavGroupConfig> = z.lazy(() =>
	z.looseObject({
		group: z.string(),
		pages: z.array(NavPageEntrySchema).optional(),
		root: z.string().min(1).optional(),
		expanded: z.boolean().optional(),
		...common,
	}),
);

/** A `pages` entry. */
export const NavPageEntrySchema: z.ZodType<NavPageEntryConfig> = z.lazy(() =>
	z.union([z.string().min(1), NavGroupSchema]),
);

const containerShape = () => ({
	groups: z.array(NavGroupSchema).optional(),
	pages: z.array(NavPageEntrySchema).optional(),
	tabs: z.array(divisionSchema('tab')).optional(),
	anchors: z.array(divisionSchema('anchor')).optional(),
	dropdowns: z.array(divisionSchema('dropdown')).optional(),
	products: z.array(divisionSchema('product')).optional(),
	versions: z.array(divisionSchema('version')).optional(),
	languages: z.array(divisionSchema('language')).optional(),
	menu: z.array(divisionSchema('item')).optional(),
	openapi: NavOpenApiSchema.optional(),
	asyncapi: NavOpenApiSchema.optional(),
});

const divisions = new Map<DivisionKind, z.ZodType<NavDivisionConfig>>();

/** The schema of one kind of division; its name key is required unless it is a `$ref` leftover. */
function divisionSchema(kind: DivisionKind): z.ZodType<NavDivisionConfig> {
	let schema = divisions.get(kind);
	if (!schema) {
		schema = z.lazy(() =>
			z.looseObject({
				[kind]: z.string(),
				href: z.string().min(1).optional(),
				description: z.string().optional(),
				default: z.boolean().optional(),
				...common,
				...containerShape(),
			}),
		) as unknown as z.ZodType<NavDivisionConfig>;
		divisions.set(kind, schema);
	}
	return schema;
}

/** docs.json `navigation`: divisions, groups and pages, plus `global` links. */
export const NavigationSchema: z.ZodType<NavigationConfig> = z.lazy(() =>
	z.looseObject({
		...containerShape(),
		global: z.looseObject(containerShape()).optional(),
	}),
) as unknown as z.ZodType<NavigationConfig>;
