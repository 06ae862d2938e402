/**
 * The Tailwind utility classes Mintlify content uses (`className="block dark:hidden"`,
 * `"flex items-center gap-2"`, `"text-zinc-950/70 dark:text-white/70"`), generated as CSS for
 * exactly the classes a site's pages name, the way Tailwind scans its content. Measured on 25
 * Mintlify repositories: display, flex and grid, spacing, sizes, text, colours with opacity,
 * borders, rounding, aspect ratios and the `dark:`, `sm:`/`md:`/`lg:`, `hover:` and
 * `group-hover:` variants cover nearly every class they use; names that look like such a utility
 * and are not generated are reported, never dropped silently.
 *
 * This file reads the variants and writes the CSS; what one utility declares is
 * utility-families.ts, over the tables of utility-values.ts and utility-palette.ts.
 */
import { getUtility } from './utility-families.ts';
import { getSpace } from './utility-values.ts';

/** `space-y-4`: margins between children rather than on the element itself. */
function getSpaceBetween(name: string): string | undefined {
	const match = /^space-([xy])-(.+)$/.exec(name);
	const amount = match && getSpace(match[2] as string);
	if (!match || !amount) return undefined;
	return `${match[1] === 'y' ? 'margin-top' : 'margin-left'}:${amount}`;
}

/** The `sm:` to `2xl:` breakpoints. */
const BREAKPOINTS: Record<string, string> = {
	sm: '40rem',
	md: '48rem',
	lg: '64rem',
	xl: '80rem',
	'2xl': '96rem',
};

/** A class name as a CSS selector needs it (`dark:hidden` as `dark\\:hidden`). */
export function escapeClass(name: string): string {
	return name.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
}

/**
 * One class with its variants (`dark:`, `sm:`, `hover:`, `group-hover:`, a leading `!`) as a CSS
 * rule; `undefined` when any part is unknown. Content sits in `.td-main`, which every rule names
 * so a utility wins over the component styles it is written on, as on Mintlify.
 */
export function getUtilityRule(token: string): string | undefined {
	const parts = token.split(':');
	let utility = parts.pop() as string;
	const important = utility.startsWith('!');
	if (important) utility = utility.slice(1);
	const between = getSpaceBetween(utility);
	const declarations = between ?? getUtility(utility);
	if (declarations === undefined) return undefined;
	if (declarations === '') return '';
	let selector = `.${escapeClass(token)}`;
	let dark = false;
	const media: string[] = [];
	let groupHover = false;
	for (const variant of parts) {
		if (variant === 'dark') dark = true;
		else if (BREAKPOINTS[variant]) media.push(`(min-width:${BREAKPOINTS[variant]})`);
		else if (['hover', 'focus', 'active'].includes(variant)) selector += `:${variant}`;
		else if (variant === 'group-hover') groupHover = true;
		else return undefined;
	}
	if (between) selector += '>:not(:first-child)';
	const body = declarations
		.split(';')
		.map((declaration) => (important ? `${declaration}!important` : declaration))
		.join(';');
	const scope = (root: string) => `${root}.td-main ${groupHover ? '.group:hover ' : ''}${selector}`;
	const rules = dark
		? [
				`:root[data-theme=dark] ${scope('')}{${body}}`,
				`@media (prefers-color-scheme:dark){:root:not([data-theme=light]) ${scope('')}{${body}}}`,
			]
		: [`${scope('')}{${body}}`];
	return media.length > 0 ? `@media ${media.join(' and ')}{${rules.join('')}}` : rules.join('');
}

/** The class names written in `class="..."`/`className="..."` (or a `{'...'}`/`` {`...`} `` literal) of `text`. */
export function collectClassNames(text: string): Set<string> {
	const names = new Set<string>();
	const pattern = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g;
	for (const match of text.matchAll(pattern)) {
		for (const name of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
			if (name && !name.includes('${')) names.add(name);
		}
	}
	return names;
}

/** A class that looks like a Tailwind utility (so not being generated is worth a warning). */
const UTILITY_LIKE = new RegExp(
	[
		'^(?:[a-z0-9-]+:)*!?-?(?:',
		'[pm][xytrbl]?-(?:\\d|px|auto|\\[)',
		'|(?:w|h|min-w|min-h|max-w|max-h|size|gap(?:-[xy])?|space-[xy]|inset|top|right|bottom|left|z|opacity|leading|tracking|scale|rotate|translate-[xy]|duration|order|line-clamp)-(?:\\d|\\[|full|auto|screen|px|xs|sm|md|lg|xl|\\dxl|prose|none|tight|wide|normal|snug|relaxed|loose)',
		'|(?:text|bg|border(?:-[trblxy])?|ring|divide|fill|stroke|from|to|via|shadow|decoration)-(?:\\[|black|white|transparent|current|primary|gray|zinc|slate|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose|xs|sm|base|lg|xl|\\dxl|\\d)',
		'|font-(?:thin|light|normal|medium|semibold|bold|extrabold|black|mono|sans|serif)',
		'|rounded(?:-|$)|(?:grid-cols|col-span|flex|items|justify|self|place|object|overflow|whitespace|aspect)-',
		')',
	].join(''),
);

/** CSS for the utilities among `names`, and the utility-like names it does not generate. */
export function generateUtilityCss(names: Iterable<string>): {
	css: string;
	unsupported: string[];
} {
	const rules: string[] = [];
	const unsupported: string[] = [];
	for (const name of [...new Set(names)].sort()) {
		const rule = getUtilityRule(name);
		if (rule) rules.push(rule);
		else if (rule === undefined && UTILITY_LIKE.test(name)) unsupported.push(name);
	}
	// Dark and responsive rules come after the plain ones, so they win at equal specificity.
	const isLate = (rule: string) => rule.startsWith('@media') || rule.startsWith(':root');
	return {
		css: [...rules.filter((rule) => !isLate(rule)), ...rules.filter(isLate)].join('\n'),
		unsupported,
	};
}
