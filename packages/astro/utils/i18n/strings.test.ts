import { PLAYGROUND_STRINGS } from '@trydocs/playground';
import { describe, expect, it } from 'vitest';
import english from './languages/en.json' with { type: 'json' };
import { findLanguage, TABLES } from './languages.ts';
import { diffFromEnglish, getInterfaceStrings, localizeBadges } from './strings.ts';

/** The languages Mintlify's docs.json `navigation.languages` takes (its localization guide). */
const MINTLIFY_CODES = [
	'ar',
	'ca',
	'cn',
	'zh',
	'zh-Hans',
	'zh-Hant',
	'cs',
	'da',
	'de',
	'en',
	'es',
	'fr',
	'he',
	'hi',
	'id',
	'it',
	'ja',
	'jp',
	'ko',
	'lv',
	'nl',
	'no',
	'pl',
	'pt',
	'pt-BR',
	'ro',
	'ru',
	'sv',
	'tr',
	'ua',
	'uk',
	'uz',
	'vi',
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('interface strings', () => {
	it('has a table for every language Mintlify supports, and reads its codes as Mintlify writes them', () => {
		for (const code of MINTLIFY_CODES) {
			const tag = findLanguage(code);
			if (code === 'en') expect(tag).toBe('en');
			else expect(tag, code).not.toBe('en');
		}
		expect(findLanguage('cn')).toBe('zh-Hans');
		expect(findLanguage('zh-TW')).toBe('zh-Hant');
		expect(findLanguage('jp')).toBe('ja');
		expect(findLanguage('ua')).toBe('uk');
		expect(findLanguage('pt-br')).toBe('pt-BR');
		expect(findLanguage('de-AT')).toBe('de');
		expect(findLanguage('fr_CA')).toBe('fr');
		expect(findLanguage('tlh')).toBe('en');
		expect(findLanguage(undefined)).toBe('en');
	});

	it('gives every string in every language, with the same placeholders as the English', () => {
		for (const [tag, table] of Object.entries(TABLES)) {
			expect(Object.keys(table), tag).toEqual(Object.keys(english));
			for (const [part, words] of Object.entries(english)) {
				const own = (table as Record<string, Record<string, string>>)[part] ?? {};
				expect(Object.keys(own), `${tag}.${part}`).toEqual(Object.keys(words));
				for (const [key, text] of Object.entries(words as Record<string, string>)) {
					const translated = own[key] ?? '';
					expect(translated.trim(), `${tag}.${part}.${key}`).not.toBe('');
					expect(placeholders(translated), `${tag}.${part}.${key}`).toEqual(placeholders(text));
				}
			}
		}
	});

	it("holds the playground's English to the table's, word for word", () => {
		expect(english.playground).toEqual(PLAYGROUND_STRINGS);
	});

	it('hands the scripts and the island only what differs from English, and marks badges in the language', () => {
		const french = getInterfaceStrings('fr');
		expect(french.page.onThisPage).not.toBe('On this page');
		expect(diffFromEnglish(getInterfaceStrings('en'), 'playground')).toBeUndefined();
		expect(diffFromEnglish(french, 'playground')?.send).toBe(french.playground.send);
		expect(localizeBadges('<span class="td-badge td-badge-required">required</span>', french)).toBe(
			`<span class="td-badge td-badge-required">${french.endpoint.required}</span>`,
		);
	});
});
