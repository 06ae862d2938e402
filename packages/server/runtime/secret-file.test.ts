import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashSecret } from '../handlers/http/auth.ts';
import {
	cleanup,
	createGitRepo,
	createMemoryLogger,
	createNoopProject,
	createTestConfig,
} from '../test-utils/setup.ts';
import { createNodeRuntime } from './node.ts';

describe('generated secrets (Node runtime, default output)', () => {
	it('go into a file only the server’s user can read; the log names the file and never holds a secret', async () => {
		const repo = createGitRepo({ 'a.md': 'a' });
		const config = createTestConfig({ projects: [createNoopProject('docs', repo, 'UNSET_KEY')] });
		const log = createMemoryLogger();
		const runtime = await createNodeRuntime(config, { env: {}, log });
		const file = join(config.dataDir, 'generated-secrets.txt');
		try {
			const text = readFileSync(file, 'utf8');
			const key = /Bearer (td_key_[a-z2-7]+)/.exec(text)?.[1] ?? '';
			const token = /Bearer (td_tok_[a-z2-7]+)/.exec(text)?.[1] ?? '';
			expect(key).not.toBe('');
			expect(token).not.toBe('');
			expect(statSync(file).mode & 0o777).toBe(0o600);
			// The key in the file is the one the server accepts.
			expect(runtime.deps.apiKeys).toEqual([{ hash: await hashSecret(key), subject: 'docs' }]);
			const logged = log.lines.join('\n');
			expect(logged).toContain(
				'Generated an API key for project `docs` (set UNSET_KEY to choose your own).',
			);
			expect(logged).toContain(`the secret and the command that uses it are in ${file}`);
			expect(logged).not.toContain(key);
			expect(logged).not.toContain(token);
			expect(logged).not.toMatch(/td_(key|tok)_[a-z2-7]{8}/);
		} finally {
			await runtime.close();
		}
		// The next start keeps the stored hashes and writes nothing more.
		const again = createMemoryLogger();
		const restarted = await createNodeRuntime(config, { env: {}, log: again });
		try {
			expect(again.lines.join('\n')).not.toContain('Generated');
			expect(readFileSync(file, 'utf8').match(/Bearer/g)).toHaveLength(2);
		} finally {
			await restarted.close();
			cleanup(repo, config.dataDir);
		}
	});
});
