/** The stand-in the step defines for a tag nobody defines, written in the file's JavaScript. */
import type { RootContent } from 'mdast';

/** `const Name = (props) => props.children ?? null;`: a stand-in that shows what it wraps. */
export function fallbackNode(name: string): RootContent {
	const props = { type: 'Identifier', name: 'props' };
	return {
		type: 'mdxjsEsm',
		value: `const ${name} = (props) => props.children ?? null;`,
		data: {
			estree: {
				type: 'Program',
				sourceType: 'module',
				body: [
					{
						type: 'VariableDeclaration',
						kind: 'const',
						declarations: [
							{
								type: 'VariableDeclarator',
								id: { type: 'Identifier', name },
								init: {
									type: 'ArrowFunctionExpression',
									params: [props],
									expression: true,
									async: false,
									generator: false,
									body: {
										type: 'LogicalExpression',
										operator: '??',
										left: {
											type: 'MemberExpression',
											object: props,
											property: { type: 'Identifier', name: 'children' },
											computed: false,
											optional: false,
										},
										right: { type: 'Literal', value: null, raw: 'null' },
									},
								},
							},
						],
					},
				],
			},
		},
	} as unknown as RootContent;
}
