// stringify-object 3 ships no types; these are the options our JavaScript writer passes.
declare module 'stringify-object' {
	interface Options {
		indent?: string;
		inlineCharacterLimit?: number;
		transform?: (object: unknown, property: string | number | symbol, original: string) => string;
	}
	export default function stringifyObject(value: unknown, options?: Options): string;
}
