import { describe, expect, it } from 'vitest';
import { extractPanel, prepareViews, splitIntro } from './page-parts.ts';

describe('extractPanel', () => {
	it("lifts a <Panel>'s content out of the page", () => {
		const { content, panel } = extractPanel(
			'<p>Intro</p><td-panel><aside>Pinned</aside></td-panel><p>More</p>',
		);
		expect(content).toBe('<p>Intro</p><p>More</p>');
		expect(panel).toBe('<aside>Pinned</aside>');
		expect(extractPanel('<p>No panel</p>')).toEqual({ content: '<p>No panel</p>', panel: '' });
	});
});

describe('prepareViews', () => {
	it('lists the view titles once each and hides every view but the first', () => {
		const html = [
			'<section class="td-m-view" data-td-view="JavaScript"><p>a</p></section>',
			'<section class="td-m-view" data-td-view="C&amp;C++"><p>b</p></section>',
			'<section class="td-m-view" data-td-view="JavaScript"><p>c</p></section>',
		].join('');
		const { content, views } = prepareViews(html);
		expect(views).toEqual(['JavaScript', 'C&C++']);
		expect(content.match(/ hidden/g)).toHaveLength(1);
		expect(content).toContain('data-td-view="C&amp;C++" hidden');
	});
});

describe('splitIntro', () => {
	it("splits an api: page's MDX before its first heading or field", () => {
		expect(
			splitIntro(
				'<p>Creates a ticket.</p>\n<h2 id="body">Request body</h2><div class="td-prop">x</div>',
			),
		).toEqual({
			intro: '<p>Creates a ticket.</p>\n',
			rest: '<h2 id="body">Request body</h2><div class="td-prop">x</div>',
		});
		expect(splitIntro('<p>A</p><div class="td-prop td-prop-deprecated">x</div>')).toEqual({
			intro: '<p>A</p>',
			rest: '<div class="td-prop td-prop-deprecated">x</div>',
		});
		// All introduction when it has neither; none when it starts with a field.
		expect(splitIntro('<p>Only words</p>')).toEqual({ intro: '<p>Only words</p>', rest: '' });
		expect(splitIntro('<div class="td-prop">x</div>').intro).toBe('');
	});
});
