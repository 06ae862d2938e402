import { describe, expect, it } from 'vitest';
import { LANGUAGES, resolveLanguage, SUPPORTED_LANGUAGE_KEYS } from './languages.ts';
import type { HarRequest } from './request.ts';
import { generateSnippet } from './snippets.ts';

const request: HarRequest = {
	method: 'GET',
	url: 'https://api.example.com/v1/tickets/tkt_1',
	httpVersion: 'HTTP/1.1',
	headers: [{ name: 'Authorization', value: 'Bearer secret' }],
	queryString: [],
	cookies: [],
	headersSize: -1,
	bodySize: -1,
};

describe('resolveLanguage', () => {
	it("accepts every one of Mintlify's keys and aliases, in any case", () => {
		const pairs: Array<[string, string]> = [
			['bash', 'bash'],
			['curl', 'bash'],
			['sh', 'bash'],
			['shell', 'bash'],
			['python', 'python'],
			['py', 'python'],
			['javascript', 'javascript'],
			['js', 'javascript'],
			['node', 'node'],
			['nodejs', 'node'],
			['Node.js', 'node'],
			['php', 'php'],
			['go', 'go'],
			['golang', 'go'],
			['java', 'java'],
			['ruby', 'ruby'],
			['rb', 'ruby'],
			['powershell', 'powershell'],
			['swift', 'swift'],
			['csharp', 'csharp'],
			['C#', 'csharp'],
			['dotnet', 'dotnet'],
			['.NET', 'dotnet'],
			['typescript', 'typescript'],
			['ts', 'typescript'],
			['c', 'c'],
			['c++', 'c++'],
			['cpp', 'c++'],
			['kotlin', 'kotlin'],
			['kt', 'kotlin'],
			['rust', 'rust'],
			['rs', 'rust'],
			['dart', 'dart'],
			['flutter', 'dart'],
		];
		for (const [key, canonical] of pairs) expect(resolveLanguage(key)?.key, key).toBe(canonical);
	});

	it('returns undefined for an unknown key, and lists the supported ones', () => {
		expect(resolveLanguage('cobol')).toBeUndefined();
		expect(SUPPORTED_LANGUAGE_KEYS).toContain('curl');
		expect(SUPPORTED_LANGUAGE_KEYS).toContain('c++');
		expect(new Set(SUPPORTED_LANGUAGE_KEYS).size).toBe(SUPPORTED_LANGUAGE_KEYS.length);
	});

	it('writes a non-empty snippet carrying the URL and token for every language', () => {
		for (const language of LANGUAGES) {
			const snippet = generateSnippet(request, language.key);
			expect(snippet, language.key).toContain('api.example.com');
			expect(snippet, language.key).toContain('secret');
		}
	});

	it('says why a near-match target is honest where the language has none of its own', () => {
		expect(resolveLanguage('typescript')?.note).toContain('TypeScript');
		expect(resolveLanguage('cpp')?.note).toContain('libcurl');
		expect(resolveLanguage('dart')?.note).toContain('package:http');
	});
});
