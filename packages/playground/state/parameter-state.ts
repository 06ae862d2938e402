import { signal } from '@preact/signals';
import type { Parameter, ParameterLocation } from '@trydocs/openapi/types';
import { type FieldIssue, getOnlyValue, getType, parseNumber } from './body.ts';
import type { FillOptions } from './body-state.ts';
import { resolveTree } from './variables.ts';

/** A parameter's value: text, or a list for array parameters. */
export type ParameterValue = string | string[];

/** The values of the parameters, by location and name. */
export type ParameterValues = Partial<Record<ParameterLocation, Record<string, ParameterValue>>>;

/**
 * The parameters' part of the playground: the values typed, seeded from the spec. `onEdit` runs
 * after each edit (the state checks the form again once it has shown issues).
 */
export function createParameterState(
	parameters: Parameter[],
	fill: FillOptions,
	onEdit: () => void,
) {
	const values = signal<ParameterValues>(createInitialParameters(parameters, fill));

	/** Sets one parameter value. */
	function setValue(location: ParameterLocation, name: string, value: ParameterValue) {
		values.value = { ...values.value, [location]: { ...values.value[location], [name]: value } };
		onEdit();
	}

	return {
		values,
		setValue,
		listParameterIssues: () => findParameterIssues(parameters, resolveTree(values.value)),
	};
}

/** Required parameters left empty, and numbers that do not parse. */
export function findParameterIssues(
	parameters: Parameter[],
	values: ParameterValues,
): FieldIssue[] {
	const found: FieldIssue[] = [];
	for (const parameter of parameters) {
		const value = values[parameter.in]?.[parameter.name];
		const list = Array.isArray(value) ? value : [value ?? ''];
		const empty = list.every((entry) => entry.trim() === '');
		const label = `${parameter.in}.${parameter.name}`;
		if (parameter.required && empty) found.push({ path: label, issue: 'isRequired' });
		const type = getType(parameter.schema);
		const itemSchema = type === 'array' ? parameter.schema?.items : parameter.schema;
		const itemType = getType(itemSchema);
		if ((itemType === 'number' || itemType === 'integer') && itemSchema && !itemSchema.enum) {
			for (const entry of list) {
				const parsed = parseNumber(entry, itemSchema);
				if (parsed && 'error' in parsed) found.push({ path: label, ...parsed.error });
			}
		}
	}
	return found;
}

/**
 * The values a form starts with: the one value a required parameter's schema allows, a path
 * parameter's example always (a URL needs it), others' examples with `prefill`, and schema
 * defaults with `fillDefaults`.
 */
export function createInitialParameters(
	parameters: Parameter[],
	fill: FillOptions,
): ParameterValues {
	const out: ParameterValues = {};
	for (const parameter of parameters) {
		const seed =
			(parameter.required ? getOnlyValue(parameter.schema) : undefined) ??
			(fill.prefill || parameter.in === 'path'
				? (parameter.example ?? parameter.schema?.example)
				: undefined) ??
			(fill.fillDefaults ? parameter.schema?.default : undefined);
		if (seed === undefined || seed === null) continue;
		const value: ParameterValue = Array.isArray(seed)
			? seed.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)))
			: typeof seed === 'object'
				? JSON.stringify(seed)
				: String(seed);
		out[parameter.in] = { ...out[parameter.in], [parameter.name]: value };
	}
	return out;
}
