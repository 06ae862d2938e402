/**
 * The words of the share link's chunk (`state/share-link.ts`): Copy link's refusal and what the
 * modal says when it opens with a shared or handed-over request. English; a page in another
 * language overrides them.
 */
export const SHARE_STRINGS = {
	tooLargeToShare:
		'This request is too large to share as a link ({length} characters; at most {max}). Share a code example instead.',
	openedFromHistory:
		'Opened from your request history: the server, parameters and body are filled in.',
	linkTooLong:
		'This shared link is too long to read ({length} characters; at most {max}), so the playground opened with its usual values.',
	linkDamaged:
		'This shared link could not be read (it is damaged or incomplete), so the playground opened with its usual values.',
	linkOtherEndpoint:
		'This shared link is for another endpoint ({endpoint}), so the playground opened with its usual values.',
	openedFromLink: 'Opened from a shared link: the server, parameters and body are filled in.',
	credentialsNotShared: 'Credentials are never shared: enter your own.',
};
