import { describe, expect, it } from 'vitest';

describe('trydocs() options', () => {
	// Loading the integration loads MDX and Preact: slow on a busy machine.
	it('names an invalid option, its value and what it must be', { timeout: 60_000 }, async () => {
		const { default: trydocs } = await import('./index.ts');
		let error: (Error & { hint?: string }) | undefined;
		try {
			trydocs({ generatePages: { prefix: 'reference' } });
		} catch (caught) {
			error = caught as Error & { hint?: string };
		}
		expect(error?.name).toBe('AstroUserError');
		expect(error?.message).toBe(
			'Invalid `trydocs()` options in `astro.config.mjs`:\n- `generatePages.prefix` is `"reference"`: must be a route prefix such as `/reference`.',
		);
		expect(error?.hint).toContain('Fix `generatePages.prefix` in `astro.config.mjs`.');
	});
});
