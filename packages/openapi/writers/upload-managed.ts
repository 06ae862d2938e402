/**
 * Uploads in Java (`java.net.http`), Kotlin (OkHttp), C# (`HttpClient`) and .NET (RestSharp):
 * the file is read from disk and sent as the body, or as a part of a multipart form, never
 * inlined empty. The rest of each snippet follows httpsnippet's client for the same language.
 */
import { BOUNDARY, getMultipartPieces, doubleQuote as q, type Upload } from './upload-common.ts';

/** Java with `java.net.http`: `BodyPublishers.ofFile`, or the parts' bytes with the files'. */
export function writeJavaUpload(upload: Upload): string {
	const lines: string[] = [];
	let publisher: string;
	let contentType: string;
	if (upload.parts) {
		lines.push('List<byte[]> body = new ArrayList<>();');
		for (const piece of getMultipartPieces(upload.parts)) {
			lines.push(
				'text' in piece
					? `body.add(${q(piece.text)}.getBytes(StandardCharsets.UTF_8));`
					: `body.add(Files.readAllBytes(Path.of(${q(piece.file)})));`,
			);
		}
		publisher = 'HttpRequest.BodyPublishers.ofByteArrays(body)';
		contentType = `multipart/form-data; boundary=${BOUNDARY}`;
	} else {
		publisher = `HttpRequest.BodyPublishers.ofFile(Path.of(${q(upload.file ?? '')}))`;
		contentType = upload.contentType;
	}
	lines.push(
		'HttpRequest request = HttpRequest.newBuilder()',
		`    .uri(URI.create(${q(upload.url)}))`,
	);
	for (const [name, value] of upload.headers) lines.push(`    .header(${q(name)}, ${q(value)})`);
	lines.push(
		`    .header("Content-Type", ${q(contentType)})`,
		`    .method(${q(upload.method)}, ${publisher})`,
		'    .build();',
		'HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());',
		'System.out.println(response.body());',
	);
	return lines.join('\n');
}

const KOTLIN_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A Kotlin string literal: Java's escapes, and `$` escaped so no template is read. */
function kotlinQuote(value: string): string {
	return q(value).replace(/\$/g, '\\$');
}

/** Kotlin with OkHttp: `RequestBody.create(type, File(...))`, or a `MultipartBody` with it. */
export function writeKotlinUpload(upload: Upload): string {
	const k = kotlinQuote;
	const lines = ['val client = OkHttpClient()', ''];
	if (upload.parts) {
		lines.push('val body = MultipartBody.Builder()', '  .setType(MultipartBody.FORM)');
		for (const part of upload.parts) {
			lines.push(
				part.fileName
					? `  .addFormDataPart(${k(part.name)}, ${k(part.fileName)}, RequestBody.create(MediaType.parse(${k(part.contentType)}), File(${k(part.fileName)})))`
					: `  .addFormDataPart(${k(part.name)}, ${k(part.value)})`,
			);
		}
		lines.push('  .build()');
	} else {
		lines.push(
			`val body = RequestBody.create(MediaType.parse(${k(upload.contentType)}), File(${k(upload.file ?? '')}))`,
		);
	}
	const method = KOTLIN_METHODS.includes(upload.method)
		? `.${upload.method.toLowerCase()}(body)`
		: `.method(${k(upload.method)}, body)`;
	lines.push('val request = Request.Builder()', `  .url(${k(upload.url)})`, `  ${method}`);
	for (const [name, value] of upload.headers) lines.push(`  .addHeader(${k(name)}, ${k(value)})`);
	lines.push('  .build()', '', 'val response = client.newCall(request).execute()');
	return lines.join('\n');
}

const CSHARP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];

/** C# with `HttpClient`: a `StreamContent` of the file, alone or in `MultipartFormDataContent`. */
export function writeCSharpUpload(upload: Upload): string {
	const method = CSHARP_METHODS.includes(upload.method)
		? `HttpMethod.${upload.method[0]}${upload.method.slice(1).toLowerCase()}`
		: `new HttpMethod(${q(upload.method)})`;
	const fileContent = (file: string, type: string) =>
		`new StreamContent(File.OpenRead(${q(file)})) { Headers = { ContentType = new MediaTypeHeaderValue(${q(type)}) } }`;
	const lines = [
		'using System.Net.Http.Headers;',
		'var client = new HttpClient();',
		'var request = new HttpRequestMessage',
		'{',
		`    Method = ${method},`,
		`    RequestUri = new Uri(${q(upload.url)}),`,
	];
	if (upload.headers.length > 0) {
		lines.push('    Headers =', '    {');
		for (const [name, value] of upload.headers) lines.push(`        { ${q(name)}, ${q(value)} },`);
		lines.push('    },');
	}
	if (upload.parts) {
		lines.push('    Content = new MultipartFormDataContent', '    {');
		for (const part of upload.parts) {
			lines.push(
				part.fileName
					? `        { ${fileContent(part.fileName, part.contentType)}, ${q(part.name)}, ${q(part.fileName)} },`
					: `        { new StringContent(${q(part.value)}), ${q(part.name)} },`,
			);
		}
		lines.push('    },');
	} else lines.push(`    Content = ${fileContent(upload.file ?? '', upload.contentType)},`);
	lines.push(
		'};',
		'using (var response = await client.SendAsync(request))',
		'{',
		'    response.EnsureSuccessStatusCode();',
		'    var body = await response.Content.ReadAsStringAsync();',
		'    Console.WriteLine(body);',
		'}',
	);
	return lines.join('\n');
}

/** .NET with RestSharp: `AddFile` for each file part, `AddBody` with the file's bytes. */
export function writeRestSharpUpload(upload: Upload): string {
	const method = `Method.${upload.method[0]}${upload.method.slice(1).toLowerCase()}`;
	const lines = [
		'using RestSharp;',
		'',
		'',
		`var options = new RestClientOptions(${q(upload.url)});`,
		'var client = new RestClient(options);',
		'var request = new RestRequest("");',
	];
	if (upload.parts) lines.push('request.AlwaysMultipartFormData = true;');
	for (const [name, value] of upload.headers) {
		lines.push(`request.AddHeader(${q(name)}, ${q(value)});`);
	}
	if (upload.parts) {
		for (const part of upload.parts) {
			lines.push(
				part.fileName
					? `request.AddFile(${q(part.name)}, ${q(part.fileName)}, ${q(part.contentType)});`
					: `request.AddParameter(${q(part.name)}, ${q(part.value)});`,
			);
		}
	} else {
		lines.push(
			`request.AddBody(File.ReadAllBytes(${q(upload.file ?? '')}), ${q(upload.contentType)});`,
		);
	}
	lines.push(
		`var response = await client.ExecuteAsync(request, ${method});`,
		'',
		'Console.WriteLine("{0}", response.Content);',
	);
	return lines.join('\n');
}
