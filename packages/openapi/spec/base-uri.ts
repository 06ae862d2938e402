/**
 * OpenAPI 3.2's base URI rules (§4.1.2, "Establishing the Base URI"): a document's `$self`, when
 * absolute, is the URI relative references of that document are resolved against: its servers'
 * relative URLs (`/v1` of `https://api.example.com/openapi.yaml` is `https://api.example.com/v1`)
 * and its `$ref`s, so a reference written to the document's own `$self`, or to the `$self` of
 * another document the spec loaded, is that document. Without `$self` nothing changes: relative
 * server URLs stay relative (the site's own origin), references follow the files.
 */

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

/** The document's own absolute URI (`$self` without a fragment), if it gives one. */
export function getSelfUri(doc: unknown): string | undefined {
	const self = doc && typeof doc === 'object' ? (doc as { $self?: unknown }).$self : undefined;
	if (typeof self !== 'string' || !ABSOLUTE.test(self)) return undefined;
	try {
		return new URL(self).href.replace(/#.*$/, '');
	} catch {
		return undefined;
	}
}

/**
 * A URL resolved against `base` as RFC 3986 says, its `{variables}` kept as written (a URL
 * parser would escape their braces): an absolute URL, or any URL without a base, as it is.
 */
export function resolveAgainstBase(url: string, base: string | undefined): string {
	if (!base || ABSOLUTE.test(url)) return url;
	const names: string[] = [];
	// Host names are lower case: a placeholder must survive the parser as written.
	const marked = url.replace(/\{[^}]*\}/g, (variable) => `tdvar${names.push(variable) - 1}x`);
	let resolved: string;
	try {
		resolved = new URL(marked, base).href;
	} catch {
		return url;
	}
	return resolved.replace(/tdvar(\d+)x/g, (_match, index) => names[Number(index)] ?? '');
}

/**
 * The relative path of a file that an absolute reference names under the folder of the
 * document's `$self` (`https://example.com/api/shared.yaml` from a `$self` of
 * `https://example.com/api/openapi.yaml` is `shared.yaml`): a description published as a set of
 * files is read from the same places beside the file the spec was loaded from. `undefined` for
 * the document itself, a target elsewhere, or no `$self`.
 */
export function toLocalReference(target: string, self: string | undefined): string | undefined {
	if (!self) return undefined;
	let url: URL;
	try {
		url = new URL(target, self);
	} catch {
		return undefined;
	}
	url.hash = '';
	const folder = new URL('.', self);
	if (url.href === self || url.origin !== folder.origin) return undefined;
	if (!url.pathname.startsWith(folder.pathname) || url.search) return undefined;
	const rest = decodeURIComponent(url.pathname.slice(folder.pathname.length));
	return rest && !rest.endsWith('/') ? rest : undefined;
}
