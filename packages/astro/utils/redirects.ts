import type { AstroIntegrationLogger } from 'astro';
import type { DocsJson } from '../schemas/docs-json.ts';

type Redirects = Record<
	string,
	string | { status: 300 | 301 | 302 | 303 | 304 | 307 | 308; destination: string }
>;

/**
 * docs.json `redirects` as Astro `redirects`: each `source` path answers with its
 * `destination` (301, or 302 with `permanent: false`). Redirects the site's Astro config already
 * sets for a path are kept. Mintlify's wildcards (`:slug*`, `*`) are not supported yet: those
 * entries are skipped with a warning that names them.
 */
export function getRedirects(
	docsJson: DocsJson,
	existing: Redirects,
	logger?: Pick<AstroIntegrationLogger, 'warn'>,
): Redirects {
	const redirects: Redirects = {};
	const skipped: string[] = [];
	for (const { source, destination, permanent } of docsJson.redirects ?? []) {
		if (/[:*]/.test(source)) {
			skipped.push(source);
			continue;
		}
		const path = `/${source.replace(/^\/+|\/+$/g, '')}`;
		if (path in existing) continue;
		const target = /^[a-z][a-z0-9+.-]*:/i.test(destination)
			? destination
			: `/${destination.replace(/^\/+/, '')}`;
		redirects[path] = { status: permanent === false ? 302 : 301, destination: target };
	}
	if (skipped.length > 0) {
		logger?.warn(
			`docs.json \`redirects\` with wildcards are not supported yet and were skipped: ${skipped
				.slice(0, 5)
				.map((source) => `\`${source}\``)
				.join(', ')}${skipped.length > 5 ? ', ...' : ''}`,
		);
	}
	return redirects;
}
