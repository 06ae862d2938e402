/**
 * The interface strings of one page: its language's table, English where the table lacks a
 * string. The page route sets them on `Astro.locals` once it knows the page's language; every
 * component the page renders (its snippets' too) reads them from there, and a page no route set
 * them for (another host's frame) speaks English.
 */
import { findLanguage, TABLES } from './languages.ts';
import type { InterfaceStrings, StringsPart } from './types.ts';

export { format } from './format.ts';
export type { InterfaceStrings, StringsPart } from './types.ts';

const KEY = Symbol.for('@trydocs/astro:strings');
const english = TABLES.en as InterfaceStrings;
const resolved = new Map<string, InterfaceStrings>();

/** The strings for `code` (a Mintlify language code or BCP 47 tag): English fills any gap. */
export function getInterfaceStrings(code: string | undefined): InterfaceStrings {
	const tag = findLanguage(code);
	let strings = resolved.get(tag);
	if (!strings) {
		const table = TABLES[tag] ?? english;
		strings = Object.fromEntries(
			Object.entries(english).map(([part, words]) => [
				part,
				{ ...words, ...(table[part as StringsPart] ?? {}) },
			]),
		) as InterfaceStrings;
		resolved.set(tag, strings);
	}
	return strings;
}

/** Sets the strings of the page whose `Astro.locals` is `locals`. */
export function setPageStrings(locals: object, strings: InterfaceStrings): void {
	(locals as { [KEY]?: InterfaceStrings })[KEY] = strings;
}

/**
 * For a host drawing endpoint pages in its own frame (`@trydocs/astro/endpoint`): the page whose
 * `Astro.locals` is `locals` speaks `language` (a BCP 47 tag or Mintlify code; English without).
 */
export function setEndpointLanguage(locals: object, language: string | undefined): void {
	setPageStrings(locals, getInterfaceStrings(language));
}

/** The strings of the page whose `Astro.locals` is `locals` (English when none were set). */
export function getPageStrings(locals: object): InterfaceStrings {
	return (locals as { [KEY]?: InterfaceStrings })[KEY] ?? english;
}

/** The strings that differ from English, by part: what a page hands its scripts and island. */
export function diffFromEnglish<Part extends StringsPart>(
	strings: InterfaceStrings,
	part: Part,
): Partial<InterfaceStrings[Part]> | undefined {
	const own = Object.entries(strings[part]).filter(
		([key, value]) => (english[part] as Record<string, string>)[key] !== value,
	);
	return own.length > 0 ? (Object.fromEntries(own) as Partial<InterfaceStrings[Part]>) : undefined;
}

const BADGES = {
	required: '<span class="td-badge td-badge-required">required</span>',
	deprecatedBadge: '<span class="td-badge td-badge-deprecated">deprecated</span>',
} as const;

/** The labels of a field's metadata line (utils/endpoint/render-constraints.ts), by key. */
const META = {
	metaExample: 'Example:',
	metaAllowed: 'Allowed values:',
	metaValue: 'Value:',
	metaDefault: 'Default:',
	metaRange: 'Range:',
	metaPattern: 'Pattern:',
} as const;

/**
 * Rendered schema fields (utils/endpoint/render-schema.ts writes them once per build, in English,
 * whatever the page) with their `required` and `deprecated` badges and the labels of their
 * metadata line in the page's language.
 */
export function localizeBadges(html: string, strings: InterfaceStrings): string {
	let result = html;
	for (const [key, label] of Object.entries(META) as Array<[keyof typeof META, string]>) {
		const word = strings.endpoint[key];
		if (word === label) continue;
		result = result
			.replaceAll(`<span>${label} `, `<span>${word} `)
			.replaceAll(`<p class="td-prop-meta">${label} `, `<p class="td-prop-meta">${word} `);
	}
	for (const [key, badge] of Object.entries(BADGES) as Array<[keyof typeof BADGES, string]>) {
		const word = strings.endpoint[key];
		if (word !== english.endpoint[key]) {
			result = result.replaceAll(badge, badge.replace(`>${english.endpoint[key]}<`, `>${word}<`));
		}
	}
	return result;
}

/**
 * The words an endpoint page's copy buttons say after a click, as attributes the page script
 * reads (client/endpoint-script.ts), on a page whose language has its own; none on an English one.
 */
export function getCopyAttributes(strings: InterfaceStrings): Record<string, string> {
	const { copy, copied, pressCtrlC } = strings.client;
	if (copy === english.client.copy && copied === english.client.copied) return {};
	return { 'data-td-copy': copy, 'data-td-copied': copied, 'data-td-copy-failed': pressCtrlC };
}
