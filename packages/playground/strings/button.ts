/** The words of the 'Try it' button and its dev-mode toast (`components/TryIt.tsx`). English; a page in another language overrides them. */
export const BUTTON_STRINGS = {
	tryIt: 'Try it',
	devToast:
		'The playground works on the deployed site: build the site (astro build, then astro preview) to send requests from here.',
};
