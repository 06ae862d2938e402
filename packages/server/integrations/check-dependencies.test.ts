import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDatabaseClient } from './check-dependencies.ts';

describe('checkDatabaseClient', () => {
	let dir: string | undefined;
	afterEach(() => {
		if (dir) rmSync(dir, { recursive: true, force: true });
	});

	function createSite(clientAt?: string) {
		dir = mkdtempSync(join(tmpdir(), 'trydocs-deps-'));
		const site = join(dir, 'workspace', 'sites', 'docs');
		mkdirSync(site, { recursive: true });
		if (clientAt) {
			const pkg = join(dir, clientAt, 'node_modules', '@libsql', 'client');
			mkdirSync(pkg, { recursive: true });
			writeFileSync(join(pkg, 'package.json'), '{"name":"@libsql/client"}');
		}
		return site;
	}

	it('warns, with the command that fixes it, when the site cannot import the client', () => {
		const warning = checkDatabaseClient(createSite());
		expect(warning).toContain('`@libsql/client`, the database client of @trydocs/server');
		expect(warning).toContain('`pnpm add @libsql/client`');
		expect(warning).toContain('`node dist/server/entry.mjs`');
	});

	it('is quiet when the site has the client, or a parent folder does (a hoisted install)', () => {
		expect(checkDatabaseClient(createSite('workspace/sites/docs'))).toBeUndefined();
		rmSync(dir ?? '', { recursive: true, force: true });
		expect(checkDatabaseClient(createSite('workspace'))).toBeUndefined();
	});
});
