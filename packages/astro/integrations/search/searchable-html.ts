/**
 * The part of a rendered page that Pagefind reads. A Trydocs page marks its `<main>` with
 * `data-pagefind-body`, so Pagefind indexes nothing outside it: the sidebar, the header and
 * "On this page" (half of an endpoint page's bytes on GitHub's description) would only be
 * copied, encoded and sent to its process. This keeps the page's `<head>` and `<body>` tags and
 * its `<main>`, and gives Pagefind the same index with less to carry; only the bytes that are
 * kept become a string.
 *
 * A page is sent whole when it could mean anything else to Pagefind: no `<main
 * data-pagefind-body>`, or any `data-pagefind-*` attribute outside it (a site's own pages).
 */
const decoder = new TextDecoder();

export function searchableHtml(page: Uint8Array): string {
	const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
	const whole = () => decoder.decode(page);
	const bodyOpen = bytes.indexOf('<body');
	const bodyEnd = bodyOpen < 0 ? -1 : bytes.indexOf('>', bodyOpen);
	const mainOpen = bodyEnd < 0 ? -1 : bytes.indexOf('<main', bodyEnd);
	const mainTagEnd = mainOpen < 0 ? -1 : bytes.indexOf('>', mainOpen);
	const mainClose = bytes.lastIndexOf('</main>');
	if (mainTagEnd < 0 || mainClose < mainTagEnd) return whole();
	if (!bytes.subarray(mainOpen, mainTagEnd).includes('data-pagefind-body')) return whole();
	const mainEnd = mainClose + '</main>'.length;
	if (
		bytes.subarray(0, mainOpen).includes('data-pagefind-') ||
		bytes.subarray(mainEnd).includes('data-pagefind-')
	) {
		return whole();
	}
	return `${decoder.decode(bytes.subarray(0, bodyEnd + 1))}${decoder.decode(bytes.subarray(mainOpen, mainEnd))}</body></html>`;
}
