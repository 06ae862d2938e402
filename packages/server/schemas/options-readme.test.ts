import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ServerOptionsSchema } from './options.ts';

/** A zod schema's definition, as far as this walk reads it. */
interface Def {
	type: string;
	shape?: Record<string, { _zod: { def: Def } }>;
	innerType?: { _zod: { def: Def } };
	in?: { _zod: { def: Def } };
	element?: { _zod: { def: Def } };
	options?: { _zod: { def: Def } }[];
}

const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'readonly']);

/**
 * Every option path a site author can write (`proxy.maxInFlightBytes`, `projects[].runner.ref`):
 * objects are walked, an array's items read `[]`, and the keys of a union's object members
 * (the runner kinds, `agents.mcp`) all count, beside the path of the union itself.
 */
function listOptionPaths(def: Def, path = ''): string[] {
	if (WRAPPERS.has(def.type) && def.innerType) return listOptionPaths(def.innerType._zod.def, path);
	if (def.type === 'pipe' && def.in) return listOptionPaths(def.in._zod.def, path);
	if (def.type === 'array' && def.element) {
		const items = listOptionPaths(def.element._zod.def, `${path}[]`);
		return items.length > 0 ? [path, ...items] : [path];
	}
	if (def.type === 'object' && def.shape) {
		return Object.entries(def.shape).flatMap(([key, value]) => {
			const child = path ? `${path}.${key}` : key;
			const below = listOptionPaths(value._zod.def, child);
			return below.length > 0 ? below : [child];
		});
	}
	if (def.type === 'union' && def.options) {
		const members = def.options.flatMap((option) =>
			option._zod.def.type === 'object' ? listOptionPaths(option._zod.def, path) : [],
		);
		return [...new Set(members.includes(path) ? members : [path, ...members])];
	}
	return [];
}

/** The rows of README.md's `trydocsServer()` option table: path and default cell. */
function readReadmeOptions(): Map<string, string> {
	const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
	const start = readme.indexOf('`trydocsServer()` options');
	const rows = readme
		.slice(start)
		.split('\n')
		.slice(0, 80)
		.filter((line) => /^\| `[^`]+` /.test(line));
	return new Map(
		rows.map((line) => {
			const [, path = '', fallback = ''] = line.split('|').map((cell) => cell.trim());
			return [path.replace(/^`|`$/g, ''), fallback];
		}),
	);
}

const UNITS: Record<string, number> = { KiB: 1024, MiB: 1024 * 1024, s: 1000, min: 60_000 };

/** A default cell as a value: one literal in backticks, or an amount with a unit (`16 MiB`). */
function readDefault(cell: string): { value: unknown } | undefined {
	const literal = /^`([^`]+)`$/.exec(cell)?.[1];
	if (literal !== undefined) {
		try {
			return { value: JSON.parse(literal.replace(/^'(.*)'$/, '"$1"')) };
		} catch {
			return undefined;
		}
	}
	const amount = /^(\d+) (KiB|MiB|s|min)$/.exec(cell);
	return amount ? { value: Number(amount[1]) * (UNITS[amount[2] as string] ?? 1) } : undefined;
}

/** The value at an option path of parsed options; `[]` reads the first item that has the key. */
function readAt(value: unknown, path: string): unknown {
	let current: unknown[] = [value];
	for (const segment of path.split('.')) {
		const key = segment.replace(/\[\]$/, '');
		current = current.flatMap((item) => {
			const next = (item as Record<string, unknown> | undefined)?.[key];
			if (next === undefined) return [];
			return segment.endsWith('[]') ? (next as unknown[]) : [next];
		});
	}
	return current[0];
}

describe("README's trydocsServer() option table", () => {
	const documented = readReadmeOptions();
	const paths = listOptionPaths(
		(ServerOptionsSchema as unknown as { _zod: { def: Def } })._zod.def,
	);

	it('names every option of the schema, and none it does not have', () => {
		expect(paths).toContain('proxy.maxInFlightBytes');
		expect(paths).toContain('projects[].runner.workflow');
		expect([...documented.keys()].sort()).toEqual([...paths].sort());
	});

	it('gives each default as the schema applies it', () => {
		// A project of two runner kinds and an MCP object, so their defaults are applied too.
		const parsed = ServerOptionsSchema.parse({
			agents: { mcp: {} },
			projects: [
				{ id: 'a', name: 'A', apiKeyEnv: 'A_KEY', runner: { type: 'command', command: 'x' } },
				{
					id: 'b',
					name: 'B',
					apiKeyEnv: 'B_KEY',
					runner: { type: 'github', workflow: 'docs.yml' },
					repository: { name: 'o/r' },
				},
			],
		});
		const compared: string[] = [];
		for (const [path, cell] of documented) {
			const given = readDefault(cell);
			if (!given) continue;
			compared.push(path);
			const actual = path === 'projects' ? [] : readAt(parsed, path);
			expect({ path, value: given.value }).toEqual({ path, value: actual });
		}
		expect(compared).toContain('proxy.maxInFlightBytes');
	});
});
