/**
 * The APIs of a site, for the credential class (`utils/endpoint/credential-api.ts`): each spec
 * docs.json names, with its servers. Each spec is loaded once per build (`loadSpecCached`), so
 * asking for them on every `api:` page costs nothing more.
 */
import type { DocsJson } from '../../schemas/docs-json.ts';
import { loadSpecCached } from './resolve-operation.ts';
import { getSpecFiles, shown } from './spec-files.ts';
import type { SiteApi } from './types.ts';

/** The site's specs as APIs: their names and server URLs; a spec that cannot be read is left out. */
export async function listSiteApis(docsJson: DocsJson, root: string): Promise<SiteApi[]> {
	const apis = await Promise.all(
		getSpecFiles(docsJson, root).map(async (file): Promise<SiteApi | undefined> => {
			try {
				const doc = await loadSpecCached(file);
				return { name: shown(file, root), servers: readServerUrls(doc.servers) };
			} catch {
				// The page of that spec reports it; here it is simply no API to match.
				return undefined;
			}
		}),
	);
	return apis.filter((api) => api !== undefined);
}

function readServerUrls(servers: unknown[] | undefined): string[] {
	return (servers ?? []).flatMap((server) =>
		server && typeof server === 'object' && typeof (server as { url?: unknown }).url === 'string'
			? [(server as { url: string }).url]
			: [],
	);
}
