/** The words of the response panel's chunk (`components/ResponseView.tsx`). English; a page in another language overrides them. */
export const RESPONSE_STRINGS = {
	response: 'Response',
	noBody: 'No body.',
	binaryBody: 'Binary body: {size} of {type}.',
	viaProxy: 'via proxy',
	receiving: 'receiving…',
	headersCount: 'Headers ({count})',
};
