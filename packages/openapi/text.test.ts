import { describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64, escapeHtml, highlightJson } from './text.ts';

const CLASSES = { key: 'k', string: 's', number: 'n', literal: 'l' };

describe('escapeHtml', () => {
	it('escapes the five characters that matter in text and attributes', () => {
		expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
			'&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
		);
		expect(escapeHtml(42)).toBe('42');
	});
});

describe('base64', () => {
	it('encodes text as UTF-8 and bytes as they are, and decodes back', () => {
		expect(encodeBase64('user:pässword')).toBe('dXNlcjpww6Rzc3dvcmQ=');
		const bytes = new Uint8Array(70_000).map((_, index) => index % 256);
		expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes);
	});
});

describe('highlightJson', () => {
	it('marks keys, strings, numbers and literals with the given classes', () => {
		expect(highlightJson('{"a": "b", "n": -1.5e3, "t": true}', CLASSES)).toBe(
			'{<span class="k">&quot;a&quot;</span>: <span class="s">&quot;b&quot;</span>, ' +
				'<span class="k">&quot;n&quot;</span>: <span class="n">-1.5e3</span>, ' +
				'<span class="k">&quot;t&quot;</span>: <span class="l">true</span>}',
		);
	});

	it('escapes markup inside and outside strings', () => {
		const html = highlightJson('{"x": "<img src=x onerror=alert(1)>"} <b>', CLASSES);
		expect(html).not.toMatch(/<img|<b>/);
		expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
	});
});
