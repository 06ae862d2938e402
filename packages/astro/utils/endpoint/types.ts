/**
 * The types the endpoint renderers share (render-schema.ts and its parts): a leaf they import,
 * so no circle forms through them.
 */
import type { Schema } from '@trydocs/openapi';

/**
 * Per-page state. Create one per purpose and page; `shown` and `budget` may be shared by the
 * page's contexts (`createRenderContexts`) and are created on first use otherwise.
 */
export interface RenderContext {
	/** A counter for unique ids of tab groups and schema anchors. */
	ids: number;
	/** `request` hides `readOnly` fields, `response` hides `writeOnly` ones. */
	purpose: 'request' | 'response';
	/** Named schemas already written on this page, with their anchor: shown once, then linked. */
	shown?: Map<object, string>;
	/** What the page's schema sections may still write, in approximate bytes. */
	budget?: { remaining: number };
}

/** One field to render: a property, a parameter or a header. */
export interface FieldOptions {
	name: string;
	schema: Schema | undefined;
	required: boolean;
	deprecated?: boolean | undefined;
	description?: string | undefined;
	example?: unknown;
	depth: number;
}
