/**
 * The part of a schema a validator's keyword location names (`#/properties/paths/$ref/not`),
 * following the `$ref`s and `$dynamicRef`s it went through, so that an error is told from what
 * its schema says (the fields a `not` forbids together, the pattern a name misses).
 */

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
	value !== null && typeof value === 'object' && !Array.isArray(value);

/** Every subschema of `root` by `$id` and by `$anchor` / `$dynamicAnchor` (`#meta`). */
function indexSchema(root: Node): Map<string, Node> {
	const byId = new Map<string, Node>();
	const visit = (node: unknown) => {
		if (Array.isArray(node)) node.forEach(visit);
		if (!isNode(node)) return;
		for (const key of ['$id', 'id'] as const) {
			if (typeof node[key] === 'string') byId.set((node[key] as string).replace(/#$/, ''), node);
		}
		for (const key of ['$anchor', '$dynamicAnchor'] as const) {
			if (typeof node[key] === 'string') byId.set(`#${node[key]}`, node);
		}
		for (const value of Object.values(node)) visit(value);
	};
	visit(root);
	return byId;
}

const indexes = new WeakMap<object, Map<string, Node>>();

const decode = (segment: string) =>
	decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');

/** The node a JSON pointer names from `from`. */
function walkPointer(from: unknown, pointer: string): unknown {
	let node = from;
	for (const segment of pointer.split('/').filter(Boolean)) {
		node = isNode(node) || Array.isArray(node) ? (node as Node)[decode(segment)] : undefined;
	}
	return node;
}

/** The target of a reference: `#/$defs/x`, `#meta`, an `$id` with or without a pointer. */
function resolveReference(root: Node, reference: string): unknown {
	let index = indexes.get(root);
	if (!index) {
		index = indexSchema(root);
		indexes.set(root, index);
	}
	const [base = '', fragment = ''] = reference.split('#');
	const document = base ? index.get(base) : root;
	if (!fragment.startsWith('/') && fragment) return index.get(`#${fragment}`);
	return walkPointer(document, fragment);
}

/** The subschema at a validator's keyword location, or `undefined` if it cannot be followed. */
export function getSchemaAt(root: object, keywordLocation: string): unknown {
	let node: unknown = root;
	for (const segment of keywordLocation.replace(/^#/, '').split('/').filter(Boolean)) {
		if (!isNode(node) && !Array.isArray(node)) return undefined;
		const key = decode(segment);
		const value = (node as Node)[key];
		node =
			(key === '$ref' || key === '$dynamicRef') && typeof value === 'string'
				? resolveReference(root as Node, value)
				: value;
	}
	return node;
}
