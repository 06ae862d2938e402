import { describe, expect, it } from 'vitest';
import { renderMermaid } from './mermaid.ts';

/** The labels the drawn diagram shows, in the order of its `<text>` elements. */
const labels = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)</g)].map((match) => match[1]);
/** The position of the label `name`. */
const position = (svg: string, name: string) => {
	const match = new RegExp(`<text x="([\\d.]+)" y="([\\d.]+)"[^>]*>${name}<`).exec(svg);
	return { x: Number(match?.[1]), y: Number(match?.[2]) };
};
const draw = (source: string) => {
	const result = renderMermaid(source);
	if (!('svg' in result)) throw new Error(`Not drawn: ${result.browser}`);
	return result;
};

describe('renderMermaid: what Mermaid takes, drawn at build time', () => {
	it('takes headers ending with `;`, for every type it draws', () => {
		expect(labels(draw('flowchart TB;\n  A --> B').svg)).toEqual(['A', 'B']);
		expect(labels(draw('graph TD;\nA-->B;').svg)).toEqual(['A', 'B']);
		expect(draw('sequenceDiagram;\n  Alice->>Bob: Hi').type).toBe('sequenceDiagram');
		expect(draw('stateDiagram-v2;\n  [*] --> Ready').type).toBe('stateDiagram-v2');
		expect(draw('classDiagram;\n  class Pet').type).toBe('classDiagram');
	});

	it('lays a graph out in each direction Mermaid knows, and `graph` alone top to bottom', () => {
		const at = (header: string) => {
			const { svg } = draw(`${header}\n  A --> B`);
			const [a, b] = [position(svg, 'A'), position(svg, 'B')];
			return b.y > a.y ? 'down' : b.y < a.y ? 'up' : b.x > a.x ? 'right' : 'left';
		};
		expect(['TB', 'TD', 'BT', 'LR', 'RL'].map((dir) => at(`graph ${dir}`))).toEqual([
			'down',
			'down',
			'up',
			'right',
			'left',
		]);
		expect(at('flowchart RL;')).toBe('left');
		expect(at('graph')).toBe('down');
		expect(at('flowchart')).toBe('down');
		expect(at('graph >')).toBe('right');
	});

	it('reads arrows written without spaces, long arrows and statements split by `;`', () => {
		expect(labels(draw('graph LR\n  A-->B\n  B---->C').svg)).toEqual(['A', 'B', 'C']);
		expect(labels(draw('graph LR; start-->stop; stop==>again').svg)).toEqual([
			'start',
			'stop',
			'again',
		]);
		// Labels keep their own `;` and arrows.
		expect(labels(draw('graph LR\n  A["x; y-->z"]-->|go; on|B').svg)).toEqual([
			'go; on',
			'x; y--&gt;z',
			'B',
		]);
		expect(labels(draw('graph LR\n  my-node-->other').svg)).toEqual(['my-node', 'other']);
	});

	it('sets a front matter block aside and shows its title; `%%` comments and directives are skipped', () => {
		const result = draw(
			'---\ntitle: Order flow\nconfig:\n  theme: forest\n---\nflowchart LR\n  %% a comment\n  %%{init: {"curve": "basis"}}%%\n  Cart --> Paid',
		);
		expect(result.title).toBe('Order flow');
		expect(labels(result.svg)).toEqual(['Cart', 'Paid']);
	});

	it('leaves to Mermaid in the browser the types it does not draw, and syntax it would drop', () => {
		for (const source of [
			'pie title Pets\n  "Dogs" : 386',
			'gantt\n  title Plan\n  section A\n  Task :a1, 2024-01-01, 30d',
			'mindmap\n  root',
			'timeline\n  2024 : launch',
			'journey\n  title Day',
			'quadrantChart\n  title Q',
			'sankey-beta\n  a,b,1',
			'gitGraph\n  commit',
			'graph LR\n  A --o B',
			'graph LR\n  A ~~~ B',
			'flowchart LR\n  A@{ shape: rect }',
			'graph XY\n  A --> B',
		]) {
			const result = renderMermaid(source);
			expect(result, source).toHaveProperty('browser');
			expect(result, source).not.toHaveProperty('svg');
		}
		expect(renderMermaid('---\ntitle: Pets\n---\npie\n  "Dogs" : 1')).toMatchObject({
			type: 'pie',
			title: 'Pets',
		});
	});
});
