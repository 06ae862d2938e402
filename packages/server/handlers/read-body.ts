import type { ServerRequest } from './server-request.ts';
/** A request body read with a size cap. */
export type BodyResult = { ok: true; bytes: Uint8Array } | { ok: false; tooLarge: true };

/**
 * Reads a request body, stopping as soon as it passes `maxBytes`, so a huge body costs at most
 * `maxBytes` of memory whatever its declared length.
 */
export async function readBody(request: ServerRequest, maxBytes: number): Promise<BodyResult> {
	const declared = Number(request.headers.get('content-length'));
	if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, tooLarge: true };
	if (!request.body) return { ok: true, bytes: new Uint8Array() };
	const reader = request.body.getReader();
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > maxBytes) {
			await reader.cancel().catch(() => {});
			return { ok: false, tooLarge: true };
		}
		chunks.push(value);
	}
	const bytes = new Uint8Array(size);
	let offset = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, offset);
		offset += chunk.byteLength;
	}
	return { ok: true, bytes };
}
