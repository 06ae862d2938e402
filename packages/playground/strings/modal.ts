/** The words of the modal's own chunk: the form, the code panel, Send. English; a page in another language overrides them. */
export const MODAL_STRINGS = {
	request: 'Request',
	close: 'Close',
	send: 'Send',
	sending: 'Sending…',
	or: 'or',
	noParameters: 'This endpoint takes no parameters.',
	fillRequired: 'Fill in the required fields: {fields}.',
	codeExamples: 'Code examples',
	language: 'Language',
	copy: 'Copy',
	copied: 'Copied!',
	copiedToClipboard: 'Copied to the clipboard',
	loading: 'Loading…',
	pathParameters: 'Path parameters',
	queryParameters: 'Query parameters',
	queryString: 'Query string',
	headers: 'Headers',
	cookies: 'Cookies',
	server: 'Server',
	baseUrl: 'Base URL',
	choose: 'Choose…',
	notSet: 'Not set',
	required: 'required',
	addItem: 'Add {name} item',
	removeItem: 'Remove {name} item {index}',
	authorization: 'Authorization',
	method: 'Method',
	none: 'None',
	sendsTogether: 'Sends these {count} together: {names}.',
	sendsNoCredentials: 'Sends no credentials.',
	and: ' and ',
	apiKeyIn: 'API key, sent in the {location}',
	bearerToken: 'Bearer token',
	bearerHint: 'Sent as Authorization: Bearer …',
	username: 'Username',
	password: 'Password',
	keptInMemory: "Kept in this tab's memory only; never stored.",
	cannotFill:
		'The scheme {name} ({type}) cannot be filled in from the browser; use the code examples.',
	signInLoading: 'Loading the sign-in options…',
	signInFailed:
		'The sign-in options could not load (are you offline?); reload the page to try again.',
	copyLink: 'Copy link',
	sendingOff:
		'Sending is turned off for this endpoint: fill in the form and copy a code example to run the request yourself.',
	history: 'History',
	variables: 'Variables',
	undefinedVariables: '{names} not defined: add it under Variables',
	isRequired: '{name} is required',
	mustBeInteger: '{name} must be an integer',
	mustBeNumber: '{name} must be a number',
	mustBeAtLeast: '{name} must be at least {min}',
	mustBeAtMost: '{name} must be at most {max}',
	chooseFile: '{name} is required: choose a file',
	notJson: '{name} is not valid JSON ({error})',
	notDefined: '{name} is not defined: add it under Variables',
	goTogether: '{name} is empty: {together} go together',
};

/** The words that say what is wrong with a field (`state/body.ts` `FieldIssue`), `{name}` the field. */
export type IssueKey =
	| 'isRequired'
	| 'mustBeInteger'
	| 'mustBeNumber'
	| 'mustBeAtLeast'
	| 'mustBeAtMost'
	| 'chooseFile'
	| 'notJson'
	| 'notDefined'
	| 'goTogether';
