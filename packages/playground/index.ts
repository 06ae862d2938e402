export { createIslandProps, type IslandOptions } from './island-props.ts';
export {
	type BodyMode,
	createPlaygroundState,
	type ParameterValue,
	type PlaygroundState,
	type PlaygroundStateOptions,
	type SendResult,
	type SnippetWriter,
} from './state/create-playground-state.ts';
export { PLAYGROUND_STRINGS, type PlaygroundStrings } from './strings/index.ts';
export type {
	DisplayMode,
	PlaygroundMediaType,
	PlaygroundOperation,
	PlaygroundProps,
	PlaygroundSecurityScheme,
} from './types.ts';
