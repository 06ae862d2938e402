/**
 * The playground's own words, in English, kept with the chunk that shows them (the modal, the
 * response panel, the history, the body's fields, the OAuth panel), so no chunk carries another's.
 * A page in another language hands the island its own (`PlaygroundProps.strings`, only those
 * that differ), from the table a translator keeps with the site's other interface strings
 * (`@trydocs/astro`'s utils/i18n/languages/<code>.json, whose `playground` part holds these same
 * keys: a test holds them together). Components import their own part, never this whole table.
 */
import { BODY_STRINGS } from './body.ts';
import { BUTTON_STRINGS } from './button.ts';
import { HISTORY_STRINGS } from './history.ts';
import { MODAL_STRINGS } from './modal.ts';
import { OAUTH_STRINGS } from './oauth.ts';
import { RESPONSE_STRINGS } from './response.ts';
import { SEND_STRINGS } from './send.ts';
import { SHARE_STRINGS } from './share.ts';
import { VARIABLE_STRINGS } from './variables.ts';

export { fill } from './fill.ts';

/** Every word of the playground, by key. */
export const PLAYGROUND_STRINGS = {
	...BUTTON_STRINGS,
	...MODAL_STRINGS,
	...RESPONSE_STRINGS,
	...HISTORY_STRINGS,
	...BODY_STRINGS,
	...OAUTH_STRINGS,
	...VARIABLE_STRINGS,
	...SEND_STRINGS,
	...SHARE_STRINGS,
};

/** Every word of the playground, by key. */
export type PlaygroundStrings = typeof PLAYGROUND_STRINGS;
