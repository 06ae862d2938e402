export {
	createPlaygroundState,
	type PlaygroundState,
	type SendResult,
} from './state/create-playground-state.ts';
export type { DisplayMode, PlaygroundProps } from './types.ts';
