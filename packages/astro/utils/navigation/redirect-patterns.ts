/**
 * Mintlify's redirect patterns (`/old/:slug`, `/old/:path*`, `/old/*`): matched against a path
 * and filled in. Pure, so the not-found page's script uses the same code as the build.
 */

/** One segment of a path pattern: text, one parameter (`:id`) or any number (`:path*`, `*`). */
type Segment = { text: string } | { name: string; rest: boolean };

function parsePattern(pattern: string): Segment[] {
	return pattern
		.replace(/^\/+|\/+$/g, '')
		.split('/')
		.filter(Boolean)
		.map((part) => {
			if (part === '*') return { name: '*', rest: true };
			const match = /^:([A-Za-z_]\w*)([*+?]?)$/.exec(part);
			return match
				? { name: match[1] as string, rest: match[2] === '*' || match[2] === '+' }
				: { text: part };
		});
}

/** True when a pattern has parameters. */
export function hasWildcards(pattern: string): boolean {
	return parsePattern(pattern).some((segment) => 'name' in segment);
}

/** The parameters `path` gives `pattern`, or `undefined` when it does not match. */
export function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
	const segments = parsePattern(pattern);
	const parts = path
		.replace(/^\/+|\/+$/g, '')
		.split('/')
		.filter(Boolean);
	const params: Record<string, string> = {};
	const match = (i: number, j: number): boolean => {
		if (i === segments.length) return j === parts.length;
		const segment = segments[i] as Segment;
		if ('text' in segment) return parts[j] === segment.text && match(i + 1, j + 1);
		if (!segment.rest) {
			if (j >= parts.length) return false;
			params[segment.name] = parts[j] as string;
			return match(i + 1, j + 1);
		}
		for (let end = parts.length; end >= j; end--) {
			params[segment.name] = parts.slice(j, end).join('/');
			if (match(i + 1, end)) return true;
		}
		return false;
	};
	return match(0, 0) ? params : undefined;
}

/** `pattern` with its parameters filled in; `undefined` when one is missing. */
export function fillPattern(pattern: string, params: Record<string, string>): string | undefined {
	const parts: string[] = [];
	for (const segment of parsePattern(pattern)) {
		if ('text' in segment) parts.push(segment.text);
		else if (params[segment.name] === undefined) return undefined;
		else if (params[segment.name]) parts.push(params[segment.name] as string);
	}
	return `/${parts.join('/')}`;
}

/** Where the first rule whose source matches `path` sends it; `undefined` when none does. */
export function followWildcards(
	rules: Array<{ source: string; destination: string }>,
	path: string,
): string | undefined {
	for (const rule of rules) {
		const params = matchPattern(rule.source, path);
		if (!params) continue;
		if (/^[a-z][a-z0-9+.-]*:/i.test(rule.destination)) return rule.destination;
		return fillPattern(rule.destination, params) ?? rule.destination;
	}
	return undefined;
}
