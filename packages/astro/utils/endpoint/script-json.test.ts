import { describe, expect, it } from 'vitest';
import { toScriptJson } from './script-json.ts';

describe('JSON in a script element', () => {
	it('reads back as the value, and no text in it can close or comment out the element', () => {
		const value = { description: 'Ends with </script><script>alert(1)</script> and <!-- this' };
		const text = toScriptJson(value);
		expect(text).not.toMatch(/<\/script|<!--/i);
		expect(JSON.parse(text)).toEqual(value);
	});
});
