/**
 * Discovery headers on hosts that serve a build's pages as static files, before any code of the
 * site runs: Cloudflare (Workers static assets, Pages) and Netlify read a `_headers` file from the
 * static output. There the pages carry `Link` and `X-Llms-Txt` through that file, as on Node they
 * do through `@trydocs/server/node`. A `_headers` the site already has (from `public/`) is kept,
 * the rule added after its own.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDiscoveryHeaders } from '../handlers/agents/agent-pages.ts';
import type { ServerConfig } from '../handlers/config.ts';

/** The adapters whose hosts read `_headers` from the static output. */
export const HEADERS_FILE_ADAPTERS = new Set(['@astrojs/cloudflare', '@astrojs/netlify']);

/** The line that opens the rule, so a second build into the same folder adds nothing twice. */
const MARK = '# Trydocs: pages name llms.txt and the MCP server card for AI tools';

/** The `_headers` rule that gives every path under the site's base the discovery headers. */
export function getHeadersRule(agents: ServerConfig['agents']): string {
	const prefix = agents.base.replace(/\/+$/, '');
	const lines = Object.entries(getDiscoveryHeaders(agents)).map(
		([name, value]) => `  ${name === 'link' ? 'Link' : 'X-Llms-Txt'}: ${value}`,
	);
	return [MARK, `${prefix}/*`, ...lines].join('\n');
}

/**
 * Adds the discovery rule to `<clientDir>/_headers`, creating the file when the site has none.
 * Returns false when the rule was there already.
 */
export function writeHeadersRule(clientDir: string, agents: ServerConfig['agents']): boolean {
	const file = join(clientDir, '_headers');
	const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
	if (current.includes(MARK)) return false;
	const separator =
		current === '' || current.endsWith('\n\n') ? '' : current.endsWith('\n') ? '\n' : '\n\n';
	writeFileSync(file, `${current}${separator}${getHeadersRule(agents)}\n`);
	return true;
}
