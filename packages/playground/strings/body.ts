/** The words of the body fields' chunk (`components/form/BodyFields.tsx`, `SchemaField.tsx`). English; a page in another language overrides them. */
export const BODY_STRINGS = {
	body: 'Body',
	bodyEditor: 'Body editor',
	rawBody: 'Raw body',
	contentType: 'Content type',
	file: 'File',
	wholeBodyFile: 'The whole body is this file, sent as it is.',
	rawNotJson: 'The raw body is not valid JSON ({error}); fix it to go back to the form.',
	fileChosen: '{file} ({size} bytes), sent as the body',
};
