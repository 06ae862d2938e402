/** A request body read with a size cap. */
export type BodyResult = { ok: true; bytes: Uint8Array } | { ok: false; tooLarge: true };

/**
 * Reads a request body, stopping as soon as it passes `maxBytes`, so a huge body costs at most
 * `maxBytes` of memory whatever its declared length.
 */
export async function readBody(request: Request, maxBytes: number): Promise<BodyResult> {
	const declared = Number(request.headers.get('content-length'));
	if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, tooLarge: true };
	const bytes = await readStreamCapped(request.body, maxBytes);
	return bytes ? { ok: true, bytes } : { ok: false, tooLarge: true };
}

/**
 * Reads a byte stream to its end, or cancels it and gives `undefined` as soon as it passes
 * `maxBytes`: memory stays bounded whatever the sender declared. `admit`, when given, is asked
 * before each chunk is kept (with the size read so far, that chunk included) and stops the
 * reading the same way when it says no.
 */
export async function readStreamCapped(
	stream: ReadableStream<Uint8Array> | null | undefined,
	maxBytes: number,
	admit?: (size: number) => boolean,
): Promise<Uint8Array | undefined> {
	if (!stream) return new Uint8Array();
	const reader = stream.getReader();
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > maxBytes || (admit && !admit(size))) {
			await reader.cancel().catch(() => {});
			return undefined;
		}
		chunks.push(value);
	}
	const bytes = new Uint8Array(size);
	let offset = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return bytes;
}

/**
 * Whether a request declares a JSON body (`application/json` or a `+json` type). A body sent as
 * `text/plain` or a form is refused rather than parsed: those types are what a cross-site HTML
 * form can send without a preflight.
 */
export function isJsonRequest(request: Request): boolean {
	const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
	return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** The body as UTF-8 text, or `undefined` when it is not valid UTF-8 (never U+FFFD substitutes). */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
	} catch {
		return undefined;
	}
}

/**
 * Reads and drops the body of a request refused before reading it (a wrong content type), up
 * to `maxBytes`: a body left unread can hold up the connection it came on (workerd's local
 * proxy failed the next request on it).
 */
export async function discardBody(request: Request, maxBytes = 64 * 1024): Promise<void> {
	if (request.bodyUsed) return;
	await readStreamCapped(request.body, maxBytes).catch(() => undefined);
}
