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
 * `maxBytes`: memory stays bounded whatever the sender declared.
 */
export async function readStreamCapped(
	stream: ReadableStream<Uint8Array> | null | undefined,
	maxBytes: number,
): Promise<Uint8Array | undefined> {
	if (!stream) return new Uint8Array();
	const reader = stream.getReader();
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > maxBytes) {
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
