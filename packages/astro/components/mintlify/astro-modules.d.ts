// `tsc` alone does not read `.astro` files (`astro check` does): their default export is a component.
declare module '*.astro' {
	const Component: (props: Record<string, unknown>) => unknown;
	export default Component;
}
