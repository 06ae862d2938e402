/**
 * What `trydocs()` reads from a site when it is configured: docs.json (validated once, here),
 * its pages, the styles and scripts a Mintlify repository carries, and the checks of its look.
 * Under `astro dev`, docs.json and the page list are read again when they change.
 */
import { resolve } from 'node:path';
import type { AstroIntegrationLogger } from 'astro';
import { type AgentsSwitches, resolveAgentsSwitches } from '../../schemas/agents.ts';
import type { DocsJson } from '../../schemas/docs-json.ts';
import type { ParsedTrydocsOptions } from '../../schemas/options.ts';
import { loadDocsJson } from '../../utils/docs-json/load-docs-json.ts';
import { checkNavigationIcons, createSiteIconResolver } from '../../utils/look/icons.ts';
import { checkSiteLook } from '../../utils/look/site-look.ts';
import {
	describeUnsupportedUtilities,
	readSiteStyles,
	type SiteStyles,
} from '../../utils/look/site-styles.ts';
import { listNavigationPageIds } from '../../utils/navigation/navigation-pages.ts';
import {
	type FoundPage,
	findPages,
	listCollectionIds,
	usesCollection,
} from '../../utils/pages/find-pages.ts';
import {
	createPagesModule,
	getServedSpecs,
	listStaticFiles,
} from '../../utils/pages/mintlify-site.ts';
import { reportProblem } from '../../utils/problems/problems.ts';
import { getGeneratePages } from '../../utils/specs/spec-files.ts';
import type { MarkdownStepsOptions } from '../markdown/markdown-processor.ts';

/** The site as `trydocs()` read it. */
export interface SiteInput {
	/** The folder of docs.json and the pages. */
	root: string;
	docsJsonPath: string;
	/**
	 * The Markdown steps' options, docsJson included: one object, so `astro dev` swaps its
	 * docsJson on an edit and every step reads the new one.
	 */
	steps: MarkdownStepsOptions & {
		docsJson: DocsJson;
		generatedDir: string;
		icons: ReturnType<typeof createSiteIconResolver>;
	};
	/** A Mintlify repository (pages beside docs.json), not the Astro layout (`src/content/docs`). */
	mintlifyLayout: boolean;
	generatePages: { prefix: string } | undefined;
	agents: AgentsSwitches;
	/** The ids of the site's pages. */
	pageIds: string[];
	styles: SiteStyles;
	/** A Mintlify repository's `.js` files, which Mintlify runs on every page. */
	scripts: string[];
	/** A Mintlify repository's OpenAPI files, served at these paths (`/openapi.json`). */
	specs: string[];
	/** The `virtual:trydocs/pages` module: the pages beside docs.json (none for a collection). */
	pagesModule: string;
	/** Reads docs.json again; false (with the error logged) while it is invalid. */
	reloadDocsJson(): boolean;
	/** Finds the pages again; true when the page list changed since it was last read. */
	reloadPages(): boolean;
}

/**
 * Reads the site: docs.json (an invalid value stops the build with its key named), the pages
 * (a Mintlify repository's, where files another file imports are snippets unless the navigation
 * lists them, or the ids of the Astro layout's), the utility classes its content names and its
 * own `.css` and `.js` files.
 */
export function readSiteInput(
	root: string,
	outDir: string,
	/** Astro's own folder of generated files: Vite compiles what is there as the site's code. */
	generatedDir: string,
	options: ParsedTrydocsOptions,
	dev: boolean,
	logger: AstroIntegrationLogger,
): SiteInput {
	const docsJsonPath = resolve(root, options.docsJson);
	const docsJson = loadDocsJson(docsJsonPath);
	const generatePages = getGeneratePages(options.generatePages, docsJson);
	const agents = resolveAgentsSwitches(docsJson.agents, options.agents);
	const mintlifyLayout = !usesCollection(root);
	const staticFiles = mintlifyLayout ? listStaticFiles(root, outDir, getServedSpecs(root)) : [];
	const steps = {
		docsJson,
		root,
		staticImages: mintlifyLayout,
		// Icons are drawn when pages render; names the library lacks are reported once (below).
		icons: createSiteIconResolver(docsJson),
		generatedDir,
	};
	const readPages = (): FoundPage[] =>
		mintlifyLayout ? findPages(root, outDir, listNavigationPageIds(steps.docsJson.navigation)) : [];
	const foundPages = readPages();
	const input: SiteInput = {
		root,
		docsJsonPath,
		steps,
		mintlifyLayout,
		generatePages,
		agents,
		pageIds: mintlifyLayout ? foundPages.map((page) => page.id) : listCollectionIds(root),
		styles: readSiteStyles(root, outDir, mintlifyLayout),
		scripts: staticFiles.filter((path) => path.endsWith('.js')).map((path) => `/${path}`),
		specs: staticFiles.filter((path) => /\.(json|ya?ml)$/i.test(path)).map((path) => `/${path}`),
		pagesModule: createPagesModule(root, foundPages, dev),
		reloadDocsJson() {
			try {
				steps.docsJson = loadDocsJson(docsJsonPath);
				// Its navigation decides which imported files are pages too.
				input.pagesModule = createPagesModule(root, readPages(), true);
				return true;
			} catch (error) {
				// The page keeps the last valid docs.json until this one is fixed.
				const { message, hint } = error as { message: string; hint?: string };
				logger.error(hint ? `${message}\n  ${hint}` : message);
				return false;
			}
		},
		reloadPages() {
			const next = createPagesModule(root, readPages(), true);
			if (next === input.pagesModule) return false;
			input.pagesModule = next;
			return true;
		},
	};
	return input;
}

/** Reports what the site's look asks for and Trydocs cannot give (classes, colours, icons). */
export function checkSiteInput(input: SiteInput, logger: AstroIntegrationLogger): void {
	const unsupportedUtilities = describeUnsupportedUtilities(input.styles.unsupported);
	if (unsupportedUtilities) logger.warn(unsupportedUtilities);
	const { docsJson, icons } = input.steps;
	for (const problem of checkSiteLook(docsJson)) reportProblem(problem);
	checkNavigationIcons(docsJson.navigation, icons, (message) => logger.warn(message));
}
