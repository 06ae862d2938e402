import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeHeadersRule } from './headers-file.ts';

const agents = { base: '/', markdown: true, headers: true };

describe('the discovery headers in a static host’s _headers file', () => {
	it('gives every page under the base Link and X-Llms-Txt', () => {
		const dir = mkdtempSync(join(tmpdir(), 'trydocs-headers-'));
		expect(writeHeadersRule(dir, { ...agents, base: '/docs/' })).toBe(true);
		const rules = readFileSync(join(dir, '_headers'), 'utf8');
		expect(rules).toMatch(/^\/docs\/\*\n {2}Link: <\/docs\/llms\.txt>; rel="llms-txt", /m);
		expect(rules).toContain('  X-Llms-Txt: /docs/llms.txt\n');
		// Without the MCP server, no server card is named.
		expect(rules).not.toContain('mcp-server-card');
	});

	it('keeps the site’s own rules first, and adds its rule once however often the build runs', () => {
		const dir = mkdtempSync(join(tmpdir(), 'trydocs-headers-'));
		const own = '/*\n  X-Frame-Options: DENY';
		writeFileSync(join(dir, '_headers'), own);
		const mcp = { path: '/mcp', name: 'docs', title: 'Docs', operations: [] };
		writeHeadersRule(dir, { ...agents, mcp });
		expect(writeHeadersRule(dir, { ...agents, mcp })).toBe(false);
		const rules = readFileSync(join(dir, '_headers'), 'utf8');
		expect(rules.startsWith(`${own}\n\n# Trydocs`)).toBe(true);
		expect(rules.match(/X-Llms-Txt/g)).toHaveLength(1);
		expect(rules).toContain('</.well-known/mcp/server-card.json>; rel="mcp-server-card"');
	});
});
