import { findHeader, type PreparedRequest } from './prepare-request.ts';

/** Dart with `package:http`: httpsnippet has no Dart target, so we write it from the same request. */
export function writeDart(request: PreparedRequest): string {
	const quote = (value: string) =>
		`'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\$/g, '\\$').replace(/\n/g, '\\n')}'`;
	const headers = { ...request.allHeaders };
	const { postData } = request;
	const lines = ["import 'package:http/http.dart' as http;", '', 'Future<void> main() async {'];
	if (postData.fileName && !postData.params) lines.unshift("import 'dart:io';");
	const isMultipart = postData.mimeType === 'multipart/form-data' && postData.params;
	if (isMultipart) {
		const contentType = findHeader(headers, 'content-type');
		if (contentType) delete headers[contentType];
	}
	const headerEntries = Object.entries(headers);
	if (isMultipart) {
		lines.push(
			`  final request = http.MultipartRequest(${quote(request.method)}, Uri.parse(${quote(request.fullUrl)}));`,
		);
		for (const [name, value] of headerEntries) {
			lines.push(`  request.headers[${quote(name)}] = ${quote(value)};`);
		}
		for (const param of postData.params ?? []) {
			if (param.fileName) {
				lines.push(
					`  request.files.add(await http.MultipartFile.fromPath(${quote(param.name)}, ${quote(param.fileName)}));`,
				);
			} else {
				lines.push(`  request.fields[${quote(param.name)}] = ${quote(param.value ?? '')};`);
			}
		}
	} else {
		lines.push(
			`  final request = http.Request(${quote(request.method)}, Uri.parse(${quote(request.fullUrl)}));`,
		);
		if (headerEntries.length > 0) {
			lines.push('  request.headers.addAll({');
			for (const [name, value] of headerEntries) lines.push(`    ${quote(name)}: ${quote(value)},`);
			lines.push('  });');
		}
		if (postData.fileName) {
			lines.push(`  request.bodyBytes = await File(${quote(postData.fileName)}).readAsBytes();`);
		} else if (postData.text) lines.push(`  request.body = ${quote(postData.text)};`);
	}
	lines.push(
		'',
		'  final response = await request.send();',
		'  print(response.statusCode);',
		'  print(await response.stream.bytesToString());',
		'}',
	);
	return lines.join('\n');
}
