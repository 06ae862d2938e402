/**
 * The contextual menu's entries from docs.json `contextual.options` (Mintlify's "Contextual
 * menu"): copy the page as Markdown, view it as Markdown, open it in an AI chat with the page's
 * Markdown address as context, and custom links. Pure: the layout gives the page's addresses.
 */

/** One entry of the menu, as the page draws it. */
export interface ContextualItem {
	/** The option's name (`copy`, `chatgpt`, ...), `custom` for a custom option. */
	id: string;
	label: string;
	description?: string | undefined;
	/** Where the entry leads; absent for `copy`, which the menu's script runs. */
	href?: string | undefined;
	/** A custom link whose query names `$page`: the script fills in the page's Markdown. */
	template?: string | undefined;
	/** Opens another site (in a new tab). */
	external: boolean;
	/** Text the entry copies (the MCP server's address, its install command). */
	value?: string | undefined;
	/** The file name a download link saves as. */
	download?: string | undefined;
}

/** What the entries are built from. */
export interface ContextualPage {
	/** The page's Markdown, absolute when the site's address is known (`.../page.md`). */
	markdownUrl: string;
	/** The page's Markdown from the site root (`/guides/intro.md`): where `view` leads on any host. */
	markdownPath: string;
	/** The page's path on the site (`/guides/intro/`), for `$path`. */
	path: string;
	/** False when the site has no `.md` files (`trydocs({ agents: { markdown: false } })`). */
	hasMarkdown: boolean;
	/** The site's MCP server, when `trydocsServer()` serves one and the site's address is known. */
	mcp?: { url: string; name: string } | undefined;
	/** On an endpoint page, the address of the spec that describes it, when the site serves it. */
	spec?: string | undefined;
}

/**
 * Mintlify's default options. The MCP ones (`mcp`, `cursor`, `vscode`) need the site's MCP
 * server (`trydocsServer()`, on a site whose `site` address is known): without one they are left
 * out without a warning.
 */
export const DEFAULT_CONTEXTUAL_OPTIONS = [
	'copy',
	'view',
	'chatgpt',
	'claude',
	'perplexity',
	'mcp',
	'cursor',
	'vscode',
];

/** Options that need an MCP server of the site. */
const MCP_OPTIONS = new Set(['mcp', 'add-mcp', 'cursor', 'vscode', 'devin-mcp']);

/** The MCP entries, as Mintlify labels them; `devin-mcp` needs a Devin account link. */
function toMcpItem(name: string, mcp: { url: string; name: string }): ContextualItem | string {
	switch (name) {
		case 'mcp':
			return {
				id: 'mcp',
				label: 'Copy MCP server URL',
				description: 'Copy the MCP server URL to the clipboard',
				value: mcp.url,
				external: false,
			};
		case 'add-mcp':
			return {
				id: 'add-mcp',
				label: 'Copy MCP install command',
				description: 'Copy the `npx add-mcp` command that installs the MCP server',
				value: `npx add-mcp ${mcp.url}`,
				external: false,
			};
		case 'cursor':
			return {
				id: 'cursor',
				label: 'Connect to Cursor',
				description: 'Install the MCP server in Cursor',
				// Cursor's install link: the server's entry of mcp.json, base64-encoded.
				href: `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(mcp.name)}&config=${encodeURIComponent(btoa(JSON.stringify({ url: mcp.url })))}`,
				external: true,
			};
		case 'vscode':
			return {
				id: 'vscode',
				label: 'Connect to VS Code',
				description: 'Install the MCP server in VS Code',
				href: `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name: mcp.name, type: 'http', url: mcp.url }))}`,
				external: true,
			};
		default:
			return `\`${name}\` needs a Devin account link, which Trydocs does not provide`;
	}
}

/** Options of Mintlify's that need a service Trydocs does not have. */
const UNAVAILABLE: Record<string, string> = {
	assistant: 'Mintlify’s assistant',
	'download-pdf': 'a PDF export',
	devin: 'a Devin session link',
	'devin-desktop': 'Devin Desktop',
};

/** AI chats that open with a prompt in their URL. */
const CHATS: Record<string, { label: string; url: string; param: string }> = {
	chatgpt: { label: 'Open in ChatGPT', url: 'https://chatgpt.com/', param: 'q' },
	claude: { label: 'Open in Claude', url: 'https://claude.ai/new', param: 'q' },
	perplexity: {
		label: 'Open in Perplexity',
		url: 'https://www.perplexity.ai/search/new',
		param: 'q',
	},
	grok: { label: 'Open in Grok', url: 'https://grok.com/', param: 'q' },
	aistudio: {
		label: 'Open in Google AI Studio',
		url: 'https://aistudio.google.com/prompts/new_chat',
		param: 'prompt',
	},
};

/**
 * Where a reader downloads `spec` (a file of the docs root, or a URL): its URL, or its path when
 * the site serves it (`served`, paths from the root); undefined when the site does not.
 */
export function getSpecAddress(
	spec: string | undefined,
	root: string,
	served: string[],
	base: string,
): string | undefined {
	if (!spec) return undefined;
	if (/^https?:\/\//i.test(spec)) return spec;
	const file = spec.replaceAll('\\', '/');
	const folder = root.replaceAll('\\', '/').replace(/\/+$/, '');
	if (!file.startsWith(`${folder}/`)) return undefined;
	const path = file.slice(folder.length);
	return served.includes(path) ? `${base.replace(/\/+$/, '')}${path}` : undefined;
}

/** The prompt an AI chat opens with: the page's Markdown address, to read. */
export function getChatPrompt(markdownUrl: string): string {
	return `Read ${markdownUrl} so I can ask questions about it.`;
}

function fillPlaceholders(value: string, page: ContextualPage): string {
	return value.replaceAll('$path', page.path).replaceAll('$mcp', page.mcp?.url ?? '');
}

function toCustomItem(
	option: Record<string, unknown>,
	page: ContextualPage,
): ContextualItem | string {
	const title = option.title;
	const href = option.href;
	if (typeof title !== 'string' || !title) return 'a custom option needs a `title`';
	let url: string;
	if (typeof href === 'string' && href) url = href;
	else if (
		href &&
		typeof href === 'object' &&
		typeof (href as { base?: unknown }).base === 'string'
	) {
		const { base, query } = href as { base: string; query?: unknown };
		const pairs = Array.isArray(query)
			? query.filter(
					(pair): pair is { key: string; value: string } =>
						typeof pair?.key === 'string' && typeof pair?.value === 'string',
				)
			: [];
		const search = pairs
			.map(
				({ key, value }) =>
					`${encodeURIComponent(key)}=${encodeURIComponent(fillPlaceholders(value, page))}`,
			)
			.join('&');
		url = search ? `${base}${base.includes('?') ? '&' : '?'}${search}` : base;
	} else return `\`${title}\` needs an \`href\` (a URL, or \`{ base, query }\`)`;
	const needsPage = url.includes(encodeURIComponent('$page')) || url.includes('$page');
	return {
		id: 'custom',
		label: title,
		description: typeof option.description === 'string' ? option.description : undefined,
		href: needsPage ? undefined : url,
		template: needsPage ? url : undefined,
		external: /^[a-z][a-z0-9+.-]*:/i.test(url),
	};
}

function toItem(name: string, page: ContextualPage): ContextualItem | string | undefined {
	if (name === 'copy' || name === 'view') {
		if (!page.hasMarkdown)
			return `\`${name}\` needs the pages' Markdown, which \`agents.markdown: false\` turns off`;
		return name === 'copy'
			? {
					id: 'copy',
					label: 'Copy page',
					description: 'Copy this page as Markdown for AI tools',
					external: false,
				}
			: {
					id: 'view',
					label: 'View as Markdown',
					description: 'View this page as plain text',
					href: page.markdownPath,
					external: false,
				};
	}
	const chat = CHATS[name];
	if (chat) {
		if (!page.hasMarkdown)
			return `\`${name}\` gives the chat the page's Markdown, which \`agents.markdown: false\` turns off`;
		const url = `${chat.url}?${chat.param}=${encodeURIComponent(getChatPrompt(page.markdownUrl))}`;
		return {
			id: name,
			label: chat.label,
			description: 'Ask questions about this page',
			href: url,
			external: true,
		};
	}
	if (MCP_OPTIONS.has(name)) return page.mcp ? toMcpItem(name, page.mcp) : undefined;
	// As on Mintlify, only on API reference pages: the spec that describes the page's operation.
	if (name === 'download-spec') {
		if (!page.spec) return undefined;
		return {
			id: 'download-spec',
			label: 'Download OpenAPI spec',
			description: 'Download the OpenAPI description of this API',
			href: page.spec,
			download: page.spec.split(/[?#]/)[0]?.split('/').at(-1) || 'openapi.json',
			external: false,
		};
	}
	if (name in UNAVAILABLE)
		return `\`${name}\` needs ${UNAVAILABLE[name]}, which Trydocs does not provide`;
	return `\`${name}\` is not an option of the contextual menu`;
}

/**
 * The menu's entries, in the order docs.json lists them, and a problem for each option that
 * cannot be used (its index and why). The MCP options are left out without one when the site
 * has no MCP server.
 */
export function getContextualItems(
	options: unknown[] | undefined,
	page: ContextualPage,
): { items: ContextualItem[]; problems: Array<{ index: number; message: string }> } {
	const items: ContextualItem[] = [];
	const problems: Array<{ index: number; message: string }> = [];
	(options ?? DEFAULT_CONTEXTUAL_OPTIONS).forEach((option, index) => {
		const result =
			typeof option === 'string'
				? toItem(option, page)
				: option && typeof option === 'object'
					? toCustomItem(option as Record<string, unknown>, page)
					: 'is neither an option name nor a custom option';
		if (typeof result === 'string') problems.push({ index, message: result });
		else if (result) items.push(result);
	});
	return { items, problems };
}
