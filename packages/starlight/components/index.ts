/**
 * `@trydocs/starlight/components`: the elements of a hand-written endpoint page (`api:`
 * frontmatter), imported by the page as Starlight's own components are:
 * `import { ParamField, ResponseField } from '@trydocs/starlight/components';`. The fields render
 * where the page writes them; `<RequestExample>` and `<ResponseExample>` are shown by the
 * endpoint's examples column, so they render nothing in place.
 */

export {
	default as RequestExample,
	default as ResponseExample,
} from '@trydocs/astro/components/mdx/Empty.astro';
export { default as Expandable } from '@trydocs/astro/components/mdx/Expandable.astro';
export { default as ParamField } from '@trydocs/astro/components/mdx/ParamField.astro';
export { default as ResponseField } from '@trydocs/astro/components/mdx/ResponseField.astro';
