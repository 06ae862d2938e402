/** The fetch body of a request, shared by sending directly and through the proxy. */
import type { HarRequest } from '@trydocs/openapi/request';

/**
 * True when the request body is a form's multipart (its Content-Type is set by `FormData`); a
 * positional one (`multipart/mixed`) is text whose Content-Type names its boundary.
 */
export function isMultipart(request: HarRequest): boolean {
	return !!request.postData?.mimeType.startsWith('multipart/') && !!request.postData.params;
}

/**
 * The fetch body of the request: `FormData` with the chosen files for multipart, the chosen file
 * for a binary body, else text.
 */
export function buildBody(request: HarRequest, files: File[]): BodyInit | undefined {
	const postData = request.postData;
	if (!postData || request.method === 'GET' || request.method === 'HEAD') return undefined;
	// A binary body is the chosen file itself, sent as its bytes.
	if (postData.fileName) return files[0];
	if (postData.mimeType.startsWith('multipart/') && postData.params) {
		const form = new FormData();
		let next = 0;
		for (const param of postData.params) {
			if (param.fileName) {
				const file = files[next++];
				if (file) form.append(param.name, file, param.fileName);
			} else form.append(param.name, param.value ?? '');
		}
		return form;
	}
	return postData.text;
}
