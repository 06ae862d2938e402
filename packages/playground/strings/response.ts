/** The words of the response panel's chunk (`components/ResponseView.tsx`). English; a page in another language overrides them. */
export const RESPONSE_STRINGS = {
	response: 'Response',
	noBody: 'No body.',
	binaryBody: 'Binary body: {size} of {type}.',
	viaProxy: 'via proxy',
	receiving: 'receiving…',
	headersCount: 'Headers ({count})',
	clickToSave: 'Click a value to save it as a variable',
	saveAsVariable: 'Save a value as a variable',
	savedVariable: 'Saved: {name} is now {value}.',
	noValueAtPointer: 'No value at this pointer.',
	captureBadName: 'A name takes letters, digits, _, . and - only.',
	captureHint: 'Click a value in the body above, or give its JSON pointer.',
	jsonPointer: 'JSON pointer',
	variableName: 'Variable name',
	saveVariable: 'Save as variable',
};
