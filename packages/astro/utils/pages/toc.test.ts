import { describe, expect, it } from 'vitest';
import { addHeadingAnchors, getTocEntries } from './toc.ts';

describe('getTocEntries', () => {
	it('lists h2 and h3 headings with ids, in order, as text', () => {
		const html = [
			'<h2 id="install">Install <code>trydocs</code></h2><p>x</p>',
			'<h3 id="with-pnpm">With pnpm &amp; npm</h3>',
			'<h4 id="deep">Too deep</h4>',
			'<h2>No id</h2>',
			'<h2 id="skip" data-toc-ignore>Skipped</h2>',
			'<h2 class="x" id="td-path">Path\n parameters</h2>',
			'<h2 id="td-body">Request body<code class="td-media-type" data-toc-skip>application/json</code><span class="td-badge" data-toc-skip>required</span></h2>',
		].join('');
		expect(getTocEntries(html)).toEqual([
			{ depth: 2, id: 'install', html: 'Install trydocs' },
			{ depth: 3, id: 'with-pnpm', html: 'With pnpm &amp; npm' },
			{ depth: 2, id: 'td-path', html: 'Path parameters' },
			{ depth: 2, id: 'td-body', html: 'Request body' },
		]);
	});
});

describe('addHeadingAnchors', () => {
	it('puts a link to each h2, h3 and h4 with an id after it, named by the heading', () => {
		const html = [
			'<p>Intro</p>',
			'<h2 id="install">Install <code>trydocs</code></h2>',
			'<h4 id="deep">Deep &amp; "down"</h4>',
			'<h2>No id</h2>',
			'<h5 id="too-deep">Too deep</h5>',
			'<h2 id="td-body">Request body<code data-toc-skip>application/json</code></h2>',
		].join('');
		const anchor = (id: string, name: string) =>
			`<a class="td-anchor" href="#${id}" aria-label="Section titled “${name}”"></a></div>`;
		expect(addHeadingAnchors(html)).toBe(
			[
				'<p>Intro</p>',
				'<div class="td-heading td-heading-2"><h2 id="install">Install <code>trydocs</code></h2>',
				anchor('install', 'Install trydocs'),
				'<div class="td-heading td-heading-4"><h4 id="deep">Deep &amp; "down"</h4>',
				anchor('deep', 'Deep &amp; &quot;down&quot;'),
				'<h2>No id</h2>',
				'<h5 id="too-deep">Too deep</h5>',
				'<div class="td-heading td-heading-2"><h2 id="td-body">Request body<code data-toc-skip>application/json</code></h2>',
				anchor('td-body', 'Request body'),
			].join(''),
		);
	});
});
