/**
 * Uploads in Go (`net/http`), C (libcurl), Rust (reqwest) and Swift (URLSession): the file is
 * read from disk and sent as the body, or as a part of a multipart form, never inlined empty.
 * The rest of each snippet follows httpsnippet's client for the same language.
 */
import { BOUNDARY, getMultipartPieces, doubleQuote as q, type Upload } from './upload-common.ts';

/** Go with `net/http`: `os.Open` for a binary body, `mime/multipart` for a form with files. */
export function writeGoUpload(upload: Upload): string {
	const { parts } = upload;
	const imports = parts
		? ['bytes', 'fmt', 'io', 'mime/multipart', 'net/http', 'net/textproto', 'os']
		: ['fmt', 'io', 'net/http', 'os'];
	const lines = ['package main', '', 'import ('];
	for (const name of imports) lines.push(`\t${q(name)}`);
	lines.push(')', '', 'func main() {', '', `\turl := ${q(upload.url)}`, '');
	if (parts) {
		lines.push('\tpayload := &bytes.Buffer{}', '\tform := multipart.NewWriter(payload)');
		lines.push(
			'\taddFile := func(field, path, contentType string) {',
			'\t\tfile, _ := os.Open(path)',
			'\t\tdefer file.Close()',
			'\t\theader := textproto.MIMEHeader{}',
			'\t\theader.Set("Content-Disposition", fmt.Sprintf(`form-data; name="%s"; filename="%s"`, field, path))',
			'\t\theader.Set("Content-Type", contentType)',
			'\t\tpart, _ := form.CreatePart(header)',
			'\t\tio.Copy(part, file)',
			'\t}',
		);
		for (const part of parts) {
			lines.push(
				part.fileName
					? `\taddFile(${q(part.name)}, ${q(part.fileName)}, ${q(part.contentType)})`
					: `\tform.WriteField(${q(part.name)}, ${q(part.value)})`,
			);
		}
		lines.push('\tform.Close()');
	} else {
		lines.push(`\tpayload, _ := os.Open(${q(upload.file ?? '')})`, '\tdefer payload.Close()');
	}
	lines.push('', `\treq, _ := http.NewRequest(${q(upload.method)}, url, payload)`, '');
	for (const [name, value] of upload.headers) {
		lines.push(`\treq.Header.Add(${q(name)}, ${q(value)})`);
	}
	lines.push(
		parts
			? '\treq.Header.Set("Content-Type", form.FormDataContentType())'
			: `\treq.Header.Set("Content-Type", ${q(upload.contentType)})`,
		'',
		'\tres, _ := http.DefaultClient.Do(req)',
		'',
		'\tdefer res.Body.Close()',
		'\tbody, _ := io.ReadAll(res.Body)',
		'',
		'\tfmt.Println(string(body))',
		'',
		'}',
	);
	return lines.join('\n');
}

/** C with libcurl: `curl_mime` parts with `curl_mime_filedata`, or the file as the upload data. */
export function writeCUpload(upload: Upload): string {
	const lines = [
		'CURL *hnd = curl_easy_init();',
		'',
		`curl_easy_setopt(hnd, CURLOPT_CUSTOMREQUEST, ${q(upload.method)});`,
		'curl_easy_setopt(hnd, CURLOPT_WRITEDATA, stdout);',
		`curl_easy_setopt(hnd, CURLOPT_URL, ${q(upload.url)});`,
		'',
	];
	const headers = upload.headers.map(([name, value]) => `${name}: ${value}`);
	if (upload.file) headers.push(`Content-Type: ${upload.contentType}`);
	if (headers.length > 0) {
		lines.push('struct curl_slist *headers = NULL;');
		for (const header of headers) {
			lines.push(`headers = curl_slist_append(headers, ${q(header)});`);
		}
		lines.push('curl_easy_setopt(hnd, CURLOPT_HTTPHEADER, headers);', '');
	}
	if (upload.parts) {
		lines.push('curl_mime *mime = curl_mime_init(hnd);', 'curl_mimepart *part;');
		for (const part of upload.parts) {
			lines.push('part = curl_mime_addpart(mime);', `curl_mime_name(part, ${q(part.name)});`);
			if (part.fileName) {
				lines.push(
					`curl_mime_filedata(part, ${q(part.fileName)});`,
					`curl_mime_type(part, ${q(part.contentType)});`,
				);
			} else lines.push(`curl_mime_data(part, ${q(part.value)}, CURL_ZERO_TERMINATED);`);
		}
		lines.push('curl_easy_setopt(hnd, CURLOPT_MIMEPOST, mime);');
	} else {
		lines.push(
			`FILE *file = fopen(${q(upload.file ?? '')}, "rb");`,
			'fseek(file, 0, SEEK_END);',
			'curl_easy_setopt(hnd, CURLOPT_INFILESIZE_LARGE, (curl_off_t)ftell(file));',
			'rewind(file);',
			'curl_easy_setopt(hnd, CURLOPT_UPLOAD, 1L);',
			'curl_easy_setopt(hnd, CURLOPT_READDATA, file);',
		);
	}
	lines.push('', 'CURLcode ret = curl_easy_perform(hnd);');
	return lines.join('\n');
}

const RUST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];

/** Rust with reqwest: the file's bytes as the body, or as a `multipart::Part` with its type. */
export function writeRustUpload(upload: Upload): string {
	const lines = [
		'use reqwest;',
		'',
		'#[tokio::main]',
		'pub async fn main() {',
		`    let url = ${q(upload.url)};`,
		'',
	];
	if (upload.parts) {
		lines.push('    let form = reqwest::multipart::Form::new()');
		for (const part of upload.parts) {
			if (part.fileName) {
				lines.push(
					`        .part(${q(part.name)}, reqwest::multipart::Part::bytes(tokio::fs::read(${q(part.fileName)}).await.unwrap())`,
					`            .file_name(${q(part.fileName)})`,
					`            .mime_str(${q(part.contentType)}).unwrap())`,
				);
			} else lines.push(`        .text(${q(part.name)}, ${q(part.value)})`);
		}
		lines[lines.length - 1] += ';';
	} else {
		lines.push(`    let payload = tokio::fs::read(${q(upload.file ?? '')}).await.unwrap();`);
	}
	const method = RUST_METHODS.includes(upload.method)
		? `client.${upload.method.toLowerCase()}(url)`
		: `client.request(reqwest::Method::from_bytes(${q(upload.method)}.as_bytes()).unwrap(), url)`;
	lines.push('', '    let client = reqwest::Client::new();', `    let response = ${method}`);
	for (const [name, value] of upload.headers) {
		lines.push(`        .header(${q(name)}, ${q(value)})`);
	}
	if (upload.parts) lines.push('        .multipart(form)');
	else {
		lines.push(
			`        .header("Content-Type", ${q(upload.contentType)})`,
			'        .body(payload)',
		);
	}
	lines.push(
		'        .send()',
		'        .await;',
		'',
		'    let results = response.unwrap()',
		'        .text()',
		'        .await',
		'        .unwrap();',
		'',
		'    println!("{}", results);',
		'}',
	);
	return lines.join('\n');
}

/** Swift with URLSession: `Data(contentsOf:)` as the body, or between the parts' text. */
export function writeSwiftUpload(upload: Upload): string {
	const lines = ['import Foundation', ''];
	const headers = [...upload.headers];
	if (upload.parts) {
		headers.push(['Content-Type', `multipart/form-data; boundary=${BOUNDARY}`]);
		lines.push('var body = Data()');
		for (const piece of getMultipartPieces(upload.parts)) {
			lines.push(
				'text' in piece
					? `body.append(Data(${q(piece.text)}.utf8))`
					: `body.append(try Data(contentsOf: URL(fileURLWithPath: ${q(piece.file)})))`,
			);
		}
		lines.push('');
	} else headers.push(['Content-Type', upload.contentType]);
	lines.push(
		`let url = URL(string: ${q(upload.url)})!`,
		'var request = URLRequest(url: url)',
		`request.httpMethod = ${q(upload.method)}`,
		'request.timeoutInterval = 10',
		'request.allHTTPHeaderFields = [',
		headers.map(([name, value]) => `  ${q(name)}: ${q(value)}`).join(',\n'),
		']',
		upload.parts
			? 'request.httpBody = body'
			: `request.httpBody = try Data(contentsOf: URL(fileURLWithPath: ${q(upload.file ?? '')}))`,
		'',
		'let (data, _) = try await URLSession.shared.data(for: request)',
		'print(String(decoding: data, as: UTF8.self))',
	);
	return lines.join('\n');
}
