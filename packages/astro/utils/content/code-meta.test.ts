import { describe, expect, it } from 'vitest';
import { parseCodeMeta, parseLineRanges } from './code-meta.ts';

describe('code block meta', () => {
	it("reads Starlight's title= and Mintlify's words as the title", () => {
		expect(parseCodeMeta('title="astro.config.mjs"').title).toBe('astro.config.mjs');
		expect(parseCodeMeta('HelloWorld.java example lines icon="java"')).toMatchObject({
			title: 'HelloWorld.java example',
			icon: 'java',
			lines: true,
		});
		expect(parseCodeMeta('Icon example icon=square-js').icon).toBe('square-js');
		expect(parseCodeMeta(undefined)).toEqual({
			highlight: [],
			copy: true,
			lines: false,
			wrap: false,
			expandable: false,
			unsupported: [],
		});
	});

	it('reads highlighted lines from {…}, highlight= and focus=, and the flags', () => {
		expect(parseCodeMeta('Example {1,2,5}').highlight).toEqual([1, 2, 5]);
		expect(parseCodeMeta('Example highlight={1-2,5}')).toMatchObject({
			title: 'Example',
			highlight: [1, 2, 5],
		});
		expect(parseCodeMeta('focus={2,4-5} wrap expandable')).toMatchObject({
			highlight: [2, 4, 5],
			wrap: true,
			expandable: true,
		});
		expect(parseLineRanges('{3-1,x,7}')).toEqual([7]);
	});

	it('names the options it does not draw instead of reading them as the title', () => {
		expect(parseCodeMeta('twoslash Twoslash example')).toMatchObject({
			title: 'Twoslash example',
			unsupported: ['twoslash'],
		});
		expect(parseCodeMeta('Expandable example expandable')).toMatchObject({
			title: 'Expandable example',
			expandable: true,
		});
		expect(parseCodeMeta('title="a.diff" frame="terminal"').unsupported).toEqual(['frame']);
	});

	it('accepts what Mintlify writes and ignores itself: theme={null} and test, whatever the quoting', () => {
		expect(parseCodeMeta('HelloWorld.java example icon=java lines theme={null}')).toMatchObject({
			title: 'HelloWorld.java example',
			icon: 'java',
			lines: true,
			unsupported: [],
		});
		expect(parseCodeMeta('install.sh test="skip" theme="null"')).toMatchObject({
			title: 'install.sh',
			unsupported: [],
		});
		expect(parseCodeMeta("test='skip'").title).toBeUndefined();
		// A theme of its own is still a theme Trydocs does not draw per block.
		expect(parseCodeMeta('theme="github-dark"').unsupported).toEqual(['theme']);
	});

	it('leaves the copy button out for nocopy, whatever its case, and keeps it otherwise', () => {
		expect(parseCodeMeta('output.txt nocopy')).toMatchObject({ title: 'output.txt', copy: false });
		expect(parseCodeMeta('noCopy wrap')).toMatchObject({
			copy: false,
			wrap: true,
			unsupported: [],
		});
		expect(parseCodeMeta('no-copy').copy).toBe(false);
		expect(parseCodeMeta('nocopy={false}').copy).toBe(true);
		expect(parseCodeMeta('title="a.sh"').copy).toBe(true);
	});
});
