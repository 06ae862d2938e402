/**
 * Uploads in PHP (cURL), Ruby (`net/http`), PowerShell (`Invoke-RestMethod`) and Node (`fetch`):
 * the file is read from disk and sent as the body, or as a part of a multipart form, never
 * inlined empty. The rest of each snippet follows httpsnippet's client for the same language.
 */
import { doubleQuote as q, singleQuote as s, type Upload } from './upload-common.ts';

/** PHP with cURL: `CURLFile` parts, or `file_get_contents` as the body. */
export function writePhpUpload(upload: Upload): string {
	const lines = [
		'<?php',
		'',
		'$curl = curl_init();',
		'',
		'curl_setopt_array($curl, [',
		`  CURLOPT_URL => ${s(upload.url)},`,
		'  CURLOPT_RETURNTRANSFER => true,',
		'  CURLOPT_ENCODING => "",',
		'  CURLOPT_MAXREDIRS => 10,',
		'  CURLOPT_TIMEOUT => 30,',
		'  CURLOPT_HTTP_VERSION => CURL_HTTP_VERSION_1_1,',
		`  CURLOPT_CUSTOMREQUEST => ${s(upload.method)},`,
	];
	const headers = upload.headers.map(([name, value]) => `${name}: ${value}`);
	if (upload.parts) {
		lines.push('  CURLOPT_POSTFIELDS => [');
		for (const part of upload.parts) {
			lines.push(
				part.fileName
					? `    ${s(part.name)} => new CURLFile(${s(part.fileName)}, ${s(part.contentType)}, ${s(part.fileName)}),`
					: `    ${s(part.name)} => ${s(part.value)},`,
			);
		}
		lines.push('  ],');
	} else {
		lines.push(`  CURLOPT_POSTFIELDS => file_get_contents(${s(upload.file ?? '')}),`);
		headers.push(`Content-Type: ${upload.contentType}`);
	}
	if (headers.length > 0) {
		lines.push('  CURLOPT_HTTPHEADER => [');
		for (const header of headers) lines.push(`    ${s(header)},`);
		lines.push('  ],');
	}
	lines.push(
		']);',
		'',
		'$response = curl_exec($curl);',
		'$err = curl_error($curl);',
		'',
		'curl_close($curl);',
		'',
		'if ($err) {',
		'  echo "cURL Error #:" . $err;',
		'} else {',
		'  echo $response;',
		'}',
	);
	return lines.join('\n');
}

const RUBY_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'];

/** Ruby with `net/http`: `set_form` with open files, or `File.binread` as the body. */
export function writeRubyUpload(upload: Upload): string {
	const lines = ["require 'uri'", "require 'net/http'", '', `url = URI(${q(upload.url)})`, ''];
	lines.push('http = Net::HTTP.new(url.host, url.port)');
	if (upload.url.startsWith('https:')) lines.push('http.use_ssl = true');
	lines.push('');
	lines.push(
		RUBY_METHODS.includes(upload.method)
			? `request = Net::HTTP::${upload.method[0]}${upload.method.slice(1).toLowerCase()}.new(url)`
			: `request = Net::HTTPGenericRequest.new(${s(upload.method)}, true, true, url)`,
	);
	for (const [name, value] of upload.headers) lines.push(`request[${q(name)}] = ${s(value)}`);
	if (upload.parts) {
		lines.push('request.set_form([');
		for (const part of upload.parts) {
			lines.push(
				part.fileName
					? `  [${s(part.name)}, File.open(${s(part.fileName)}), { filename: ${s(part.fileName)}, content_type: ${s(part.contentType)} }],`
					: `  [${s(part.name)}, ${s(part.value)}],`,
			);
		}
		lines.push("], 'multipart/form-data')");
	} else {
		lines.push(
			`request["Content-Type"] = ${s(upload.contentType)}`,
			`request.body = File.binread(${s(upload.file ?? '')})`,
		);
	}
	lines.push('', 'response = http.request(request)', 'puts response.read_body');
	return lines.join('\n');
}

/** A PowerShell single-quoted literal (a quote is doubled). */
function psQuote(value: string): string {
	return `'${value.replace(/'/g, "''")}'`;
}

/** PowerShell 7 with `Invoke-RestMethod`: `-Form` with `Get-Item` files, or `-InFile`. */
export function writePowerShellUpload(upload: Upload): string {
	const lines: string[] = [];
	let call = `$response = Invoke-RestMethod -Uri ${psQuote(upload.url)} -Method ${upload.method}`;
	if (upload.headers.length > 0) {
		lines.push('$headers=@{}');
		for (const [name, value] of upload.headers) lines.push(`$headers.Add(${q(name)}, ${q(value)})`);
		call += ' -Headers $headers';
	}
	if (upload.parts) {
		// A field given more than once travels as a list.
		const fields = new Map<string, string[]>();
		for (const part of upload.parts) {
			const value = part.fileName
				? `(Get-Item -Path ${psQuote(part.fileName)})`
				: psQuote(part.value);
			fields.set(part.name, [...(fields.get(part.name) ?? []), value]);
		}
		lines.push('$form = @{');
		for (const [name, values] of fields) {
			lines.push(
				`  ${psQuote(name)} = ${values.length > 1 ? `@(${values.join(', ')})` : values[0]}`,
			);
		}
		lines.push('}');
		call += ' -Form $form';
	} else {
		call += ` -ContentType ${psQuote(upload.contentType)} -InFile ${psQuote(upload.file ?? '')}`;
	}
	lines.push(call);
	return lines.join('\n');
}

/** Node with `fetch`: the file's bytes as the body, or `fs.openAsBlob` parts of a `FormData`. */
export function writeNodeUpload(upload: Upload): string {
	const lines = ["import fs from 'fs';", ''];
	if (upload.parts) {
		lines.push('const formData = new FormData();');
		for (const part of upload.parts) {
			lines.push(
				part.fileName
					? `formData.append(${s(part.name)}, await fs.openAsBlob(${s(part.fileName)}, { type: ${s(part.contentType)} }), ${s(part.fileName)});`
					: `formData.append(${s(part.name)}, ${s(part.value)});`,
			);
		}
		lines.push('');
	}
	const headers = upload.parts
		? upload.headers
		: [...upload.headers, ['Content-Type', upload.contentType] as [string, string]];
	const init = [`method: ${s(upload.method)}`];
	if (headers.length > 0) {
		const entries = headers.map(([name, value]) => `${s(name)}: ${s(value)}`).join(', ');
		init.push(`headers: {${entries}}`);
	}
	init.push(
		upload.parts ? 'body: formData' : `body: await fs.promises.readFile(${s(upload.file ?? '')})`,
	);
	lines.push(
		`const url = ${s(upload.url)};`,
		`const options = {\n  ${init.join(',\n  ')}\n};`,
		'',
		'fetch(url, options)',
		'  .then(res => res.json())',
		'  .then(json => console.log(json))',
		'  .catch(err => console.error(err));',
	);
	return lines.join('\n');
}
