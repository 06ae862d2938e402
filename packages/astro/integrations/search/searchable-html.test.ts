import { describe, expect, it } from 'vitest';
import { searchableHtml } from './searchable-html.ts';

const encode = (html: string) => new TextEncoder().encode(html);
const head = '<!doctype html><html lang="en"><head><title>Retrieve a ticket · Acme</title></head>';
const main =
	'<main id="td-content" data-pagefind-body><h1>Retrieve a ticket — über</h1><div data-pagefind-meta="endpoint:GET /tickets/{id}"></div></main>';
const page = (body: string) =>
	`${head}<body class="td"><nav>${'<a href="/x">X</a>'.repeat(50)}</nav>${body}<script>1</script></body></html>`;

describe('what a page gives Pagefind', () => {
	it('is the head and the main of a Trydocs page, the sidebar and scripts left out', () => {
		expect(searchableHtml(encode(page(main)))).toBe(
			`${head}<body class="td">${main}</body></html>`,
		);
	});

	it('decodes UTF-8 across the cut, from a view into a larger buffer', () => {
		const html = encode(`xx${page(main)}yy`);
		const view = html.subarray(2, html.length - 2);
		expect(searchableHtml(view)).toContain('Retrieve a ticket — über');
	});

	it('is the whole page when search attributes are outside main, or main is not the body', () => {
		const filtered = page(`${main}<footer data-pagefind-filter="section:API"></footer>`);
		expect(searchableHtml(encode(filtered))).toBe(filtered);
		const own = page('<main><p>A site page</p></main><div data-pagefind-body>Text</div>');
		expect(searchableHtml(encode(own))).toBe(own);
		const noMain = page('<article data-pagefind-body>Text</article>');
		expect(searchableHtml(encode(noMain))).toBe(noMain);
	});
});
