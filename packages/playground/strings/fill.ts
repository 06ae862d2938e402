/** The words of a field's issue (`state/body.ts` `IssueText`) in `strings`, for the field `name`. */
export function describeIssue(
	strings: Record<string, string>,
	text: { issue: string; values?: Record<string, string | number> },
	name: string,
): string {
	return fill(strings[text.issue] ?? text.issue, { ...text.values, name });
}

/** A string with its `{name}` placeholders filled from `values`. */
export function fill(template: string, values: Record<string, string | number>): string {
	return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
		name in values ? String(values[name]) : whole,
	);
}
