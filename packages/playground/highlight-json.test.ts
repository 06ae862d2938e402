import { describe, expect, it } from 'vitest';
import { highlightJson } from './highlight-json.ts';

describe('highlightJson', () => {
	it('marks keys, strings, numbers and literals', () => {
		expect(highlightJson('{"a": "b", "n": -1.5e3, "t": true, "z": null}')).toBe(
			'{<span class="td-pg-tok-key">&quot;a&quot;</span>: <span class="td-pg-tok-string">&quot;b&quot;</span>, ' +
				'<span class="td-pg-tok-key">&quot;n&quot;</span>: <span class="td-pg-tok-number">-1.5e3</span>, ' +
				'<span class="td-pg-tok-key">&quot;t&quot;</span>: <span class="td-pg-tok-literal">true</span>, ' +
				'<span class="td-pg-tok-key">&quot;z&quot;</span>: <span class="td-pg-tok-literal">null</span>}',
		);
	});

	it('escapes markup inside strings, so a response can never inject HTML', () => {
		const html = highlightJson('{"x": "<img src=x onerror=alert(1)>"}');
		expect(html).not.toContain('<img');
		expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
	});
});
