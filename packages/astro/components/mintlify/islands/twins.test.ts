import { describe, expect, it } from 'vitest';
import { TWIN_NAMES } from './twin-names.ts';
import { createMintlifyTwins } from './twins.tsx';

describe('the Preact twins of Mintlify components', () => {
	it('answer to the names the build lets islands draw', () => {
		expect(Object.keys(createMintlifyTwins({})).sort()).toEqual([...TWIN_NAMES].sort());
	});
});
