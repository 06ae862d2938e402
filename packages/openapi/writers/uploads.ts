/**
 * Requests that send files, in every language: httpsnippet inlines a multipart file part empty
 * (or the file's name as a string) and knows no binary body, so a request with a file is
 * written here instead, reading the file the way each language does. Requests without files
 * never come here: for them httpsnippet's output stands unchanged.
 */

import { writeCurl } from './curl.ts';
import { writeJavaScriptFetch } from './javascript-fetch.ts';
import type { PreparedRequest } from './prepare-request.ts';
import { writePythonRequests } from './python-requests.ts';
import { getUpload, type Upload } from './upload-common.ts';
import {
	writeCSharpUpload,
	writeJavaUpload,
	writeKotlinUpload,
	writeRestSharpUpload,
} from './upload-managed.ts';
import {
	writeNodeUpload,
	writePhpUpload,
	writePowerShellUpload,
	writeRubyUpload,
} from './upload-scripts.ts';
import {
	writeCUpload,
	writeGoUpload,
	writeRustUpload,
	writeSwiftUpload,
} from './upload-systems.ts';

/** Our writers of cURL, Python and browser JavaScript handle files themselves. */
const OWN_WRITERS: Record<string, (request: PreparedRequest) => string> = {
	'shell/curl': writeCurl,
	'python/requests': writePythonRequests,
	'javascript/fetch': writeJavaScriptFetch,
};

/** The other languages' upload writers, by httpsnippet `target/client`. */
const UPLOAD_WRITERS: Record<string, (upload: Upload) => string> = {
	'node/fetch': writeNodeUpload,
	'php/curl': writePhpUpload,
	'go/native': writeGoUpload,
	'java/nethttp': writeJavaUpload,
	'ruby/native': writeRubyUpload,
	'powershell/restmethod': writePowerShellUpload,
	'swift/urlsession': writeSwiftUpload,
	'csharp/httpclient': writeCSharpUpload,
	'csharp/restsharp': writeRestSharpUpload,
	'c/libcurl': writeCUpload,
	'kotlin/okhttp': writeKotlinUpload,
	'rust/reqwest': writeRustUpload,
};

/**
 * The request in the language of httpsnippet's `target/client` when it sends a file (a binary
 * body or a multipart file part); undefined when it sends none, or the client is not known here.
 */
export function writeUpload(client: string, request: PreparedRequest): string | undefined {
	const upload = getUpload(request);
	if (!upload) return undefined;
	const own = OWN_WRITERS[client];
	if (own) return own(request);
	return UPLOAD_WRITERS[client]?.(upload);
}
