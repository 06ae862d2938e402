/** The words of the Variables panel's chunk (`components/VariablesPanel.tsx`). English; a page in another language overrides them. */
export const VARIABLE_STRINGS = {
	variablesHint: 'Write {example} in any field: Send and the code examples use its value.',
	undefinedInForm: 'Used in the form but not defined: {names}.',
	defineIt: 'Define it',
	defineThem: 'Define them',
	addVariable: 'Add a variable',
	keptInBrowser:
		'This site keeps the variables not marked secret in this browser; secret ones, and credentials, stay in this tab only.',
	keptInTab: "Kept in this tab's memory only, across the site's pages; never stored.",
	badName: 'A name takes letters, digits, _, . and - only.',
	duplicateName: 'Another variable has this name; the first one is used.',
	variableNumber: 'variable {index}',
	nameOf: 'Name of {label}',
	valueOf: 'Value of {label}',
	removeVariable: 'Remove {label}',
	remove: 'Remove',
	secretVariable: 'Secret: never kept in the browser',
	namePlaceholder: 'name',
	valuePlaceholder: 'value',
};
