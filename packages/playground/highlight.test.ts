import { escapeHtml } from '@trydocs/openapi/text';
import { describe, expect, it } from 'vitest';
import { highlightCode } from './highlight.ts';

describe('highlightCode', () => {
	it('does not take the // of a URL for a comment', () => {
		const html = highlightCode('curl --url http://example.com/a', 'bash');
		expect(html).not.toContain('td-pg-tok-comment');
		expect(html).toContain('<span class="td-pg-tok-flag">--url</span>');
	});

	it('marks shell comments and C-like comments by language', () => {
		expect(highlightCode('x = 1 # note', 'python')).toContain(
			'<span class="td-pg-tok-comment"># note</span>',
		);
		expect(highlightCode('#include <curl/curl.h>', 'c')).not.toContain('td-pg-tok-comment');
		expect(highlightCode('a(); // note', 'javascript')).toContain(
			'<span class="td-pg-tok-comment">// note</span>',
		);
	});

	it('escapes everything it does not wrap', () => {
		const html = highlightCode(`echo '<script>' && "</b>"`, 'bash');
		expect(html).not.toMatch(/<script|<\/b>/);
		expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
			'&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
		);
	});
});

describe('highlightCode numbers', () => {
	it('marks numbers but not the digits of an address', () => {
		expect(highlightCode('x = 42', 'python')).toContain('<span class="td-pg-tok-number">42</span>');
		expect(highlightCode('curl http://127.0.0.1:8080/a', 'bash')).not.toContain('td-pg-tok-number');
	});
});

describe('highlightCode keys and URLs', () => {
	it("reads a JSON body inside cURL's --data as JSON: keys apart from values", () => {
		const code = `curl --data '{\n    "name": "Ada",\n    "n": 2\n  }'`;
		const html = highlightCode(code, 'bash');
		expect(html).toContain('<span class="td-pg-tok-key">&quot;name&quot;</span>: ');
		expect(html).toContain('<span class="td-pg-tok-string">&quot;Ada&quot;</span>');
		expect(html).toContain('<span class="td-pg-tok-number">2</span>');
		// Python and JavaScript literals mark their quoted keys the same way.
		expect(highlightCode('h = {"Accept": "x"}', 'python')).toContain(
			'<span class="td-pg-tok-key">&quot;Accept&quot;</span>',
		);
	});

	it('keeps an unquoted URL whole, its path words never read as keywords', () => {
		const html = highlightCode('curl --url https://api.example.com/v1/in/for/main', 'bash');
		expect(html).toContain('https://api.example.com/v1/in/for/main');
		expect(html).not.toContain('td-pg-tok-keyword');
	});
});
