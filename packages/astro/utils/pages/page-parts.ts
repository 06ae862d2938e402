/**
 * Parts of a rendered page that the layout places itself: Mintlify's `<Panel>` (drawn in the
 * "On this page" column) and the titles of its `<View>`s (the view menu above the content). The
 * components mark them in the HTML (components/mintlify/layout/Panel.astro, View.astro); the layout reads
 * the content once it is rendered, as it reads the headings for "On this page".
 */

const PANEL = /<td-panel>([\s\S]*?)<\/td-panel>/g;

/** The content without its `<Panel>`s, and what they held (empty when there is none). */
export function extractPanel(html: string): { content: string; panel: string } {
	let panel = '';
	const content = html.replace(PANEL, (_, inner: string) => {
		panel += inner;
		return '';
	});
	return { content, panel };
}

const VIEW = /<section class="td-m-view" data-td-view="([^"]*)"/g;

const decode = (text: string) =>
	text
		.replace(/&quot;/g, '"')
		.replace(/&#39;/g, "'")
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&amp;/g, '&');

/**
 * The titles of the page's views, in order and once each, and the content with every view but
 * those of the first title hidden (the view menu shows the others).
 */
export function prepareViews(html: string): { content: string; views: string[] } {
	const views: string[] = [];
	const content = html.replace(VIEW, (match, title: string) => {
		const decoded = decode(title);
		if (!views.includes(decoded)) views.push(decoded);
		return decoded === views[0] ? match : `${match} hidden`;
	});
	return { content, views };
}

/** Where an `api:` page's reference begins: its first section heading or its first field. */
const REFERENCE_START = /<h[2-6][\s>]|<div class="td-prop[\s"]/;

/**
 * An `api:` page's MDX split where its reference begins: the words before its first heading or
 * field are the page's introduction, which reads before the Authorization section (as an
 * `openapi:` page's description does), and the rest follows it.
 */
export function splitIntro(html: string): { intro: string; rest: string } {
	const start = REFERENCE_START.exec(html)?.index ?? html.length;
	return { intro: html.slice(0, start), rest: html.slice(start) };
}
