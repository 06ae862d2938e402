/**
 * The ESM of an MDX file as remark sees it: `mdxjsEsm` nodes, each with its source text and the
 * ESTree program MDX compiles from. Steps that add an import build both; steps that read the
 * file's exports take each statement's own text.
 */
import type { Root, RootContent } from 'mdast';

/** One name an import binds: `imported` is `default` for a default import. */
export interface ImportName {
	imported: string;
	local: string;
}

/** `import Name from 'source'` or `import { a, b as c } from 'source'`, as an `mdxjsEsm` node. */
export function importNode(source: string, names: ImportName[]): RootContent {
	const fallback = names.find((name) => name.imported === 'default');
	const named = names.filter((name) => name.imported !== 'default');
	const specifiers = [
		...(fallback
			? [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: fallback.local } }]
			: []),
		...named.map((name) => ({
			type: 'ImportSpecifier',
			imported: { type: 'Identifier', name: name.imported },
			local: { type: 'Identifier', name: name.local },
		})),
	];
	const list = named.map((name) =>
		name.imported === name.local ? name.local : `${name.imported} as ${name.local}`,
	);
	const clause = [fallback?.local, list.length > 0 ? `{ ${list.join(', ')} }` : undefined]
		.filter(Boolean)
		.join(', ');
	return {
		type: 'mdxjsEsm',
		value: `import ${clause} from ${JSON.stringify(source)};`,
		data: {
			estree: {
				type: 'Program',
				sourceType: 'module',
				body: [
					{
						type: 'ImportDeclaration',
						specifiers,
						source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
						attributes: [],
					},
				],
			},
		},
	} as unknown as RootContent;
}

/** A name the file imports: `imported` is `default` or `*` for those forms. */
export interface EsmImport {
	local: string;
	imported: string;
	source: string;
}

/** A declaration the file exports: its names and its source text (`export const X = ...`). */
export interface EsmExport {
	names: string[];
	code: string;
}

interface EstreeNode {
	type: string;
	start?: number;
	end?: number;
	declaration?: EstreeNode | null;
	declarations?: Array<{ id: EstreeNode }>;
	id?: EstreeNode | null;
	name?: string;
	specifiers?: Array<{ type: string; local: { name: string }; imported?: { name?: string } }>;
	source?: { value: unknown } | null;
}

/**
 * The file's exported declarations, with their text as written, and the local names of its
 * imports (each with its source). Nodes added by other steps have no text and count for their
 * imports only.
 */
export function readEsm(tree: Root): {
	exports: EsmExport[];
	imports: EsmImport[];
} {
	const exports: EsmExport[] = [];
	const imports: EsmImport[] = [];
	for (const node of tree.children) {
		if (node.type !== 'mdxjsEsm') continue;
		const esm = node as {
			value: string;
			position?: { start: { offset?: number } };
			data?: { estree?: { body: EstreeNode[] } };
		};
		const offset = esm.position?.start.offset;
		for (const statement of esm.data?.estree?.body ?? []) {
			if (statement.type === 'ImportDeclaration') {
				for (const specifier of statement.specifiers ?? []) {
					const imported =
						specifier.type === 'ImportSpecifier'
							? (specifier.imported?.name ?? specifier.local.name)
							: specifier.type === 'ImportDefaultSpecifier'
								? 'default'
								: '*';
					imports.push({
						local: specifier.local.name,
						imported,
						source: String(statement.source?.value),
					});
				}
				continue;
			}
			const declaration =
				statement.type === 'ExportNamedDeclaration' ? statement.declaration : undefined;
			if (!declaration || offset === undefined || statement.start === undefined) continue;
			const names = declaration.declarations
				? declaration.declarations.map((item) => item.id.name ?? '').filter(Boolean)
				: declaration.id?.name
					? [declaration.id.name]
					: [];
			const code = esm.value.slice(statement.start - offset, (statement.end ?? 0) - offset);
			if (names.length > 0) exports.push({ names, code });
		}
	}
	return { exports, imports };
}
