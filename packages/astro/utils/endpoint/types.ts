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

/**
 * What an endpoint page takes from its site. Trydocs' shell reads it from docs.json `api` and
 * `trydocs()`'s options (routes/page.astro); another host (`@trydocs/starlight`) from its own.
 */
export interface EndpointSettings {
	/** True under `astro dev` (the button then shows a toast instead of carrying credentials). */
	dev: boolean;
	/** The languages of the code examples, in order (`api.examples.languages`). */
	languages: string[];
	/** Pre-fill the playground's form from the spec's examples (`api.examples.prefill`). */
	prefill: boolean;
	/** Send cross-origin requests through the site's proxy (`api.playground.proxy`). */
	proxy: boolean;
	/** Path of the playground proxy, under the site's `base`. */
	proxyUrl: string;
	/** OAuth clients of the playground, by security scheme name. */
	oauth: Record<string, import('../../schemas/oauth.ts').OAuthClient>;
	/** Path of the OAuth popup's callback page, under `base`. */
	oauthCallbackUrl: string;
	/** Keep the playground's non-secret variables in the browser (`api.playground.persistVariables`). */
	persistVariables?: boolean;
}
