import type { Language } from '@trydocs/openapi/languages';
import type { OAuthFlow } from '@trydocs/openapi/oauth';
import type {
	Encoding,
	HttpMethod,
	Parameter,
	Schema,
	SecurityScheme,
	Server,
} from '@trydocs/openapi/types';
import type { PlaygroundStrings } from './strings/index.ts';

/**
 * The client the playground acts as for one OAuth 2.0 / OpenID Connect scheme, as the site
 * configures it (docs.json `api.playground.oauth`, `trydocs({ oauth })`).
 */
export interface OAuthClientSettings {
	/** The client id; the reader can override it. */
	clientId?: string;
	/** A client secret the site chose to make public (a demo client). */
	clientSecret?: string;
	/** The redirect URL registered with the server; by default the site's callback page. */
	redirectUrl?: string;
	/** Extra parameters of the authorization request. */
	params?: Record<string, string>;
}

/** A language of the code examples: its key, tab label, writer, grammar and note. */
export type PlaygroundLanguage = Omit<Language, 'aliases'>;

/** How much of the playground a page offers (the docs site's playground guide, Display modes). */
export type DisplayMode = 'interactive' | 'simple' | 'none';

/** One media type of the request body, with its (trimmed) schema and example. */
export interface PlaygroundMediaType {
	schema?: Schema;
	/** The media type whose `schema` this one shares (sent once; see `withSharedSchemas`). */
	schemaFrom?: string;
	example?: unknown;
	/** An XML type's root element name when its schema's XML Object does not give one. */
	xmlName?: string;
	/** A positional multipart type's part encodings (OpenAPI 3.2), as its body is written. */
	prefixEncoding?: Encoding[];
	itemEncoding?: Encoding;
}

/** One documented response: its schema per media type, cut down to what validation reads. */
export interface PlaygroundResponse {
	content?: Record<string, { schema?: Schema }>;
}

/** One scheme of a security alternative, as the auth input needs it. */
export interface PlaygroundSecurityScheme {
	/** The scheme's name under `components.securitySchemes` (or `mdx` for `api:` pages). */
	name: string;
	scheme: SecurityScheme;
	/** An `oauth2` scheme's flows (URLs and scopes), which the playground can run. */
	flows?: OAuthFlow[];
	/** The scopes the operation asks for under this scheme: chosen to begin with. */
	scopes?: string[];
	/** The site's client settings for this scheme. */
	client?: OAuthClientSettings;
	/**
	 * The scheme's credential class but for the origin (`getCredentialClass`): schemes of one class
	 * share what the reader typed, on any page of the site.
	 */
	credential?: string;
}

/** The parts of an operation the form and the request need; small and serialisable. */
export interface PlaygroundOperation {
	method: HttpMethod;
	path: string;
	summary?: string;
	parameters: Parameter[];
	servers: Server[];
	requestBody?: { required: boolean; content: Record<string, PlaygroundMediaType> };
	/** Alternatives; each lists the schemes that apply together. Empty: no auth input. */
	security?: PlaygroundSecurityScheme[][];
	/** The documented responses by status key (`200`, `4XX`, `default`), to check a response. */
	responses?: Record<string, PlaygroundResponse>;
}

/** The one serialisable prop the island receives from the page. */
export interface PlaygroundProps {
	operation: PlaygroundOperation;
	/** The page title, used as the dialog heading. */
	title: string;
	display: DisplayMode;
	/** True under `astro dev`: the button shows a toast instead of opening the modal. */
	dev: boolean;
	/**
	 * The languages of the code examples, resolved on the server (`createIslandProps`), so the
	 * browser never loads the table of every language.
	 */
	languages: PlaygroundLanguage[];
	/** True when `api.examples.prefill` is set: spec examples fill the form. */
	prefill?: boolean;
	/** True (default) to send cross-origin requests through the site's proxy. */
	proxy?: boolean;
	/** Path of the site's proxy endpoint (default `DEFAULT_PROXY_PATH`, `/api/playground/proxy`). */
	proxyUrl?: string;
	/** True on `api:` pages: ParamField `default` values fill the form. */
	fillDefaults?: boolean;
	/** Path of the site's OAuth callback page, the popup's default redirect URL. */
	oauthCallbackUrl?: string;
	/** The page's language's words where they differ from English (`strings.ts`). */
	strings?: Partial<PlaygroundStrings>;
	/**
	 * True when the site keeps the reader's variables not marked secret in the browser
	 * (`api.playground.persistVariables`); else they live in the tab's memory only.
	 */
	persistVariables?: boolean;
}
