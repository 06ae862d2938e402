/**
 * A value as the text of a `<script type="application/json">`: JSON with every `<` written
 * `\u003c`, so no `</script>` or `<!--` in a description can end or change the element. Inside
 * a script, quotes need no escaping; in an attribute each `"` would be `&quot;`.
 */
export function toScriptJson(value: unknown): string {
	return JSON.stringify(value).replace(/</g, '\\u003c');
}
