/** `{name}` placeholders of an interface string filled in: `format('See all {count} lines', { count: 12 })`. */
export function format(template: string, values: Record<string, string | number>): string {
	return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
		name in values ? String(values[name]) : whole,
	);
}
