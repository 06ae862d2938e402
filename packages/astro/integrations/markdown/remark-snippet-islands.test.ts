import { describe, expect, it } from 'vitest';
import { findLiveExports } from './inline-islands.ts';
import { findJsxImports } from './remark-snippet-islands.ts';

describe('snippet islands', () => {
	it('finds the exports that keep state or run effects, and those drawing them', () => {
		const code = [
			'export const Counter = () => {',
			'  const [n, setN] = useState(0);',
			'  return <button onClick={() => setN(n + 1)}>{n}</button>;',
			'};',
			'export const Plain = ({ children }) => <p>{children}</p>;',
			'export function Panel() {',
			'  return <div><Counter /></div>;',
			'}',
			'export default function Clock() {',
			'  useEffect(() => {}, []);',
			'  return null;',
			'}',
		].join('\n');
		expect([...findLiveExports(code)].sort()).toEqual(['Counter', 'Panel', 'default']);
	});

	it('reads named, renamed and default imports of .jsx and .tsx files only', () => {
		const esm = [
			'import { Counter, Plain as Text } from "/snippets/counter.jsx";',
			"import Clock, { Panel } from './clock.tsx';",
			"import Note from '/snippets/note.mdx';",
		].join('\n');
		expect(findJsxImports(esm)).toEqual([
			{
				source: '/snippets/counter.jsx',
				names: [
					{ imported: 'Counter', local: 'Counter' },
					{ imported: 'Plain', local: 'Text' },
				],
			},
			{
				source: './clock.tsx',
				names: [
					{ imported: 'Panel', local: 'Panel' },
					{ imported: 'default', local: 'Clock' },
				],
			},
		]);
	});
});
