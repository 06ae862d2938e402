import { describe, expect, it } from 'vitest';
import english from '../utils/i18n/languages/en.json' with { type: 'json' };
import { CLIENT_STRINGS } from './strings.ts';

describe("the scripts' words", () => {
	it("are the table's English, word for word", () => {
		expect(CLIENT_STRINGS).toEqual(english.client);
	});
});
