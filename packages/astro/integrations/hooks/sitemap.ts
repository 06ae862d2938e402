/**
 * A sitemap when the site has `site` set and does not use @astrojs/sitemap itself: the same
 * files that integration writes (`sitemap-index.xml` naming `sitemap-0.xml`), so the `<link
 * rel="sitemap">` of the pages is right either way.
 */
import { writeFile } from 'node:fs/promises';
import { OAUTH_CALLBACK_ROUTE } from '../../schemas/oauth.ts';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The absolute URLs of the built pages, under `base`, without the 404 page and the playground's
 * OAuth callback page (a step of a sign-in, not a page to find).
 */
export function getSitemapUrls(
	pages: Array<{ pathname: string }>,
	site: string,
	base: string,
	trailingSlash: 'always' | 'never' | 'ignore',
): string[] {
	const prefix = base.replace(/\/+$/, '');
	return pages
		.map((page) => page.pathname.replace(/^\/+|\/+$/g, ''))
		.filter(
			(path) => path !== '404' && !path.endsWith('/404') && `/${path}` !== OAUTH_CALLBACK_ROUTE,
		)
		.map((path) => {
			let pathname = `${prefix}/${path}`;
			if (path && trailingSlash !== 'never') pathname += '/';
			return new URL(pathname, site).href;
		})
		.sort();
}

/** Writes `sitemap-index.xml` and `sitemap-0.xml` into the build's client folder `dir`. */
export async function writeSitemap(dir: URL, urls: string[], site: string, base: string) {
	const body = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`).join('');
	await writeFile(
		new URL('sitemap-0.xml', dir),
		`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>`,
	);
	const index = new URL(`${base.replace(/\/+$/, '')}/sitemap-0.xml`, site).href;
	await writeFile(
		new URL('sitemap-index.xml', dir),
		`<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${escapeXml(index)}</loc></sitemap></sitemapindex>`,
	);
}
