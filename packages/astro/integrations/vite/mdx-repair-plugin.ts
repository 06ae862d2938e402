/**
 * The Vite step of the MDX repair (utils/content/mdx-repair.ts): it runs before `@astrojs/mdx`
 * on the site's own `.mdx` files, reports each repaired file as a problem, and hands MDX the
 * mended source.
 */
import { isAbsolute, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { escapeHeadingIds } from '../../utils/content/heading-ids.ts';
import { describeRepairs, repairMdx } from '../../utils/content/mdx-repair.ts';
import { reportProblem } from '../../utils/problems/problems.ts';

/** What the Vite step needs from the site. */
export interface MdxRepairOptions {
	/** The site root: only its own files are repaired, and problems name files relative to it. */
	root: string;
}

/**
 * The Vite step that runs before `@astrojs/mdx` (`order: 'pre'`) on the site's own `.mdx` files
 * (pages and snippets), leaving every file MDX reads as it is but for custom heading IDs
 * (utils/content/heading-ids.ts).
 */
export function createMdxRepairPlugin({ root }: MdxRepairOptions): Plugin {
	return {
		name: 'trydocs:mdx-repair',
		enforce: 'pre',
		transform: {
			order: 'pre',
			filter: { id: /\.mdx$/ },
			handler(code, id) {
				const file = relative(root, id.replace(/[?#].*$/, ''))
					.split(sep)
					.join('/');
				if (file.startsWith('..') || isAbsolute(file) || file.includes('node_modules')) return;
				// Mintlify's `## Heading {#id}` first: it is not an expression MDX could read.
				const escaped = escapeHeadingIds(code) ?? code;
				const repaired = repairMdx(escaped);
				if (repaired) reportProblem(describeRepairs(file, repaired.repairs));
				if (!repaired && escaped === code) return;
				return { code: repaired?.code ?? escaped, map: null };
			},
		},
	};
}
