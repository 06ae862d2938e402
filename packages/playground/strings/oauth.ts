/** The words of the OAuth panel's chunk (`components/form/OAuthFields.tsx`). English; a page in another language overrides them. */
export const OAUTH_STRINGS = {
	accessToken: 'Access token',
};
