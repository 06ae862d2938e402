/**
 * The plugin's `config:setup`: reads the specs, puts their groups in the site's sidebar, and adds
 * the integration of the reference route. Only Starlight's documented plugin API is used
 * (`updateConfig` for the sidebar alone, `addIntegration`); every other setting is left as the
 * site wrote it.
 */
import { fileURLToPath } from 'node:url';
import type { HookParameters } from '@astrojs/starlight/types';
import { SpecError } from '@trydocs/openapi';
import { describeSchemaProblem, refereeDocument } from '@trydocs/openapi/referee';
import type { StarlightTrydocsConfig, StarlightTrydocsOptions } from '../schemas/config.ts';
import { resolveContentPages } from '../utils/content-pages.ts';
import { readSpec, resolveSpecSource } from '../utils/load-spec.ts';
import { createSpecGroup, replaceSidebarPlaceholders } from '../utils/sidebar.ts';
import { listSpecPages } from '../utils/spec-pages.ts';
import type { ReadSpec, SidebarGroupConfig } from '../utils/types.ts';
import { createReferenceIntegration } from './reference-integration.ts';

type SetupParams = HookParameters<'config:setup'>;

/** The override that draws an endpoint around a page's own words (`openapi:` frontmatter). */
const MARKDOWN_CONTENT = '@trydocs/starlight/components/MarkdownContent.astro';

/** The route middleware that lists a content page's endpoint sections in its table of contents. */
const ROUTE_MIDDLEWARE = '@trydocs/starlight/route-middleware';

/** The badges' stylesheet, added to Starlight's `customCss` only when a spec shows badges. */
const SIDEBAR_CSS = '@trydocs/starlight/styles/sidebar.css';

/** Sets the reference up; `defaultGroup` is the label of `openAPISidebarGroups`'s placeholder. */
export async function setupReference(
	params: SetupParams,
	options: StarlightTrydocsConfig,
	pluginOptions: StarlightTrydocsOptions,
	defaultGroup: string,
): Promise<void> {
	const { config, logger, updateConfig, addIntegration } = params;
	const specs = await readSpecs(params, options);
	const groups = new Map<string, SidebarGroupConfig[]>();
	for (const spec of specs) {
		const specOptions = options[spec.index];
		if (!specOptions) continue;
		const label = specOptions.sidebar.group?.label ?? defaultGroup;
		groups.set(label, [...(groups.get(label) ?? []), createSpecGroup(spec, specOptions)]);
	}
	const placed = new Set<string>();
	if (config.sidebar) {
		updateConfig({ sidebar: replaceSidebarPlaceholders(config.sidebar, groups, placed) });
	}
	// The sidebar is on every page: the badges' one rule goes with Starlight's own CSS, when asked for.
	if (options.some((spec) => spec.sidebar.operations.badges)) {
		updateConfig({ customCss: [...(config.customCss ?? []), SIDEBAR_CSS] });
	}
	if (groups.size > placed.size) {
		logger.warn(
			'The sidebar has no place for the API reference: its pages are built but not listed. ' +
				"Add the groups to Starlight's `sidebar`: `sidebar: [...openAPISidebarGroups]`, with " +
				"`import { openAPISidebarGroups } from '@trydocs/starlight'` (or the group of " +
				'`createOpenAPISidebarGroup()` that a spec names in `sidebar.group`).',
		);
	}
	const contentPages = await setupContentPages(params, specs, pluginOptions);
	addIntegration(
		createReferenceIntegration({
			specs,
			localePrefixes: getLocalePrefixes(config),
			localeLanguages: getLocaleLanguages(config),
			contentPages,
			mdxServers: [pluginOptions.mdx.server ?? []].flat(),
			persistVariables: pluginOptions.playground.persistVariables,
		}),
	);
}

/**
 * Finds the site's own pages that name an operation (`openapi:`), and when there are some,
 * overrides Starlight's `MarkdownContent` to draw the endpoint around their words. A site that
 * overrides `MarkdownContent` itself keeps its own, and is told how to add the endpoint to it.
 */
async function setupContentPages(
	params: SetupParams,
	specs: ReadSpec[],
	pluginOptions: StarlightTrydocsOptions,
) {
	const { astroConfig, config, logger, updateConfig } = params;
	const root = fileURLToPath(astroConfig.root);
	const folder = fileURLToPath(new URL('content/docs/', astroConfig.srcDir));
	const { pages, problems } = await resolveContentPages(root, folder, specs, pluginOptions.mdx);
	for (const problem of problems) logger.warn(problem);
	if (Object.keys(pages).length === 0) return {};
	// Their endpoints' sections join "On this page" (route-middleware.ts).
	params.addRouteMiddleware({ entrypoint: ROUTE_MIDDLEWARE });
	const own = config.components?.MarkdownContent;
	if (own && own !== MARKDOWN_CONTENT) {
		logger.warn(
			`The site overrides Starlight's \`MarkdownContent\` (\`${own}\`), so the pages with \`openapi:\` show only their own content. ` +
				`Render \`${MARKDOWN_CONTENT}\` inside your override, around its \`<slot />\`, to draw their endpoints.`,
		);
		return pages;
	}
	updateConfig({ components: { ...config.components, MarkdownContent: MARKDOWN_CONTENT } });
	return pages;
}

/**
 * Reads every spec of the options. A spec that cannot be read (a missing file, Swagger 2.0, a
 * syntax error) is reported with what, where and how to fix it, and left out: the other specs
 * and the rest of the site still build.
 */
async function readSpecs(
	params: SetupParams,
	options: StarlightTrydocsConfig,
): Promise<ReadSpec[]> {
	const root = fileURLToPath(params.astroConfig.root);
	const read = await Promise.all(
		options.map(async (spec, index) => {
			const source = resolveSpecSource(spec.schema, root);
			try {
				const doc = await readSpec(source);
				warnSchemaProblems(doc, spec.schema, params.logger);
				return listSpecPages(doc, spec, index, source);
			} catch (error) {
				if (!(error instanceof SpecError)) throw error;
				// The spec as the site names it, not its absolute path.
				const message = error.message.replaceAll(source, spec.schema);
				params.logger.warn(
					`Entry ${index + 1} of the plugin's list (base \`${spec.base}\`) was left out: ${message}\n` +
						`  Hint: ${error.hint}`,
				);
				return undefined;
			}
		}),
	);
	return read.filter((spec): spec is ReadSpec => spec !== undefined);
}

/**
 * Each part of a spec its version's official JSON Schema rejects, a warning with the JSON
 * pointer where the error sits (`@trydocs/openapi/referee`); the pages are built from what the
 * reader can read, as in Trydocs' own shell.
 */
function warnSchemaProblems(doc: object, shown: string, logger: SetupParams['logger']): void {
	const verdict = refereeDocument(doc, 'openapi');
	if (!verdict) return;
	for (const problem of verdict.problems) {
		const { message, hint } = describeSchemaProblem(verdict, problem, shown);
		logger.warn(`${message}\n  Hint: ${hint}`);
	}
}

/** The route prefix of each of Starlight's locales: `''` for the root locale, else its key. */
/** Each locale's `lang` (Starlight's default: the locale's key; English for a site without locales). */
function getLocaleLanguages(config: SetupParams['config']): Record<string, string> {
	const locales = Object.entries(config.locales ?? {});
	if (locales.length === 0) return { '': 'en' };
	return Object.fromEntries(
		locales.map(([key, locale]) => [
			key === 'root' ? '' : key,
			locale?.lang ?? (key === 'root' ? 'en' : key),
		]),
	);
}

function getLocalePrefixes(config: SetupParams['config']): string[] {
	const locales = Object.keys(config.locales ?? {});
	if (locales.length === 0) return [''];
	return locales.map((key) => (key === 'root' ? '' : key));
}
