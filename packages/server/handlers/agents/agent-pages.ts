/**
 * Pages for AI tools, as Mintlify serves them (its "llms.txt" and "Markdown export" docs):
 * every page names `llms.txt` (and the MCP server card) in `Link` and `X-Llms-Txt` headers, and
 * answers `Accept: text/markdown` (or `text/plain`) with its Markdown, the `<page>.md` file the
 * build wrote. Pure: a host asks these what to add and which file to send.
 */
import type { ServerConfig } from '../config.ts';

/** The discovery headers of every page, under the site's `base`. */
export function getDiscoveryHeaders(agents: ServerConfig['agents']): Record<string, string> {
	const prefix = agents.base.replace(/\/+$/, '');
	const links = [
		`<${prefix}/llms.txt>; rel="llms-txt"`,
		`<${prefix}/llms-full.txt>; rel="llms-full-txt"`,
	];
	if (agents.mcp) links.push(`<${prefix}/.well-known/mcp/server-card.json>; rel="mcp-server-card"`);
	return { link: links.join(', '), 'x-llms-txt': `${prefix}/llms.txt` };
}

/**
 * Whether a request asks for Markdown rather than HTML: its `Accept` names `text/markdown` or
 * `text/plain` with a higher quality than `text/html` (a browser's `*∕*` never does).
 */
export function prefersMarkdown(accept: string | null): boolean {
	if (!accept) return false;
	let markdown = -1;
	let html = -1;
	for (const part of accept.split(',')) {
		const [type = '', ...params] = part.trim().toLowerCase().split(';');
		const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
		const quality = q === undefined ? 1 : Number(q);
		if (type === 'text/markdown' || type === 'text/x-markdown' || type === 'text/plain') {
			markdown = Math.max(markdown, quality);
		} else if (type === 'text/html' || type === 'application/xhtml+xml') {
			html = Math.max(html, quality);
		}
	}
	return markdown > 0 && markdown > html;
}

/**
 * Whether a path looks like a page (not a file with an extension, nor one of the server's
 * endpoints): the requests that get the discovery headers and may get Markdown.
 */
export function isPagePath(pathname: string): boolean {
	const last = pathname.split('/').pop() ?? '';
	return !last.includes('.') || last.endsWith('.html');
}

/**
 * The Markdown file of a page path, from the site's root with `base` taken off
 * (`/docs/guides/intro/` under `/docs` is `/guides/intro.md`); `undefined` outside the base.
 */
export function getMarkdownFile(pathname: string, base: string): string | undefined {
	const prefix = base.replace(/\/+$/, '');
	let path: string;
	try {
		path = decodeURIComponent(pathname);
	} catch {
		return undefined;
	}
	if (prefix) {
		if (path !== prefix && !path.startsWith(`${prefix}/`)) return undefined;
		path = path.slice(prefix.length);
	}
	const slug = path.replace(/(?:\/index)?\.html$/, '').replace(/^\/+|\/+$/g, '');
	if (slug.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
	return `/${slug || 'index'}.md`;
}
