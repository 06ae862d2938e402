/**
 * The code-example languages: Mintlify's keys and aliases (`api.examples.languages`), each mapped
 * to the @readme/httpsnippet target and client that writes it. Browser-safe: no imports.
 */

/** One language of the code examples. */
export interface Language {
	/** Mintlify's canonical key, e.g. `bash`, `python`, `c++`. */
	key: string;
	/** Every other spelling docs.json may use for it (compared case-insensitively). */
	aliases: string[];
	/** The tab label shown to readers. */
	label: string;
	/** The httpsnippet target id (`shell`, `python`, ...), or `dart` for our own writer. */
	target: string;
	/** The client id within the target (`curl`, `requests`, ...). */
	client: string;
	/** The grammar the highlighter and code blocks use (`bash`, `python`, `javascript`, ...). */
	syntax: string;
	/** Why the target is a near match rather than the language itself, when it is. */
	note?: string;
}

/**
 * Every supported language, in Mintlify's order. Where httpsnippet has no target of its own for a
 * language, the entry names the nearest honest one and `note` says why: TypeScript runs the
 * JavaScript `fetch` code unchanged, C++ calls libcurl's C API directly, and .NET is C# with
 * RestSharp (C# itself uses the built-in HttpClient). Dart has no httpsnippet target: our own
 * writer in `snippets.ts` produces `package:http` code from the same request.
 */
export const LANGUAGES: readonly Language[] = [
	{
		key: 'bash',
		aliases: ['curl', 'sh', 'shell'],
		label: 'cURL',
		target: 'shell',
		client: 'curl',
		syntax: 'bash',
	},
	{
		key: 'python',
		aliases: ['py'],
		label: 'Python',
		target: 'python',
		client: 'requests',
		syntax: 'python',
	},
	{
		key: 'javascript',
		aliases: ['js'],
		label: 'JavaScript',
		target: 'javascript',
		client: 'fetch',
		syntax: 'javascript',
	},
	{
		key: 'node',
		aliases: ['nodejs', 'node.js'],
		label: 'Node.js',
		target: 'node',
		client: 'fetch',
		syntax: 'javascript',
	},
	{ key: 'php', aliases: [], label: 'PHP', target: 'php', client: 'curl', syntax: 'php' },
	{ key: 'go', aliases: ['golang'], label: 'Go', target: 'go', client: 'native', syntax: 'go' },
	{ key: 'java', aliases: [], label: 'Java', target: 'java', client: 'nethttp', syntax: 'java' },
	{ key: 'ruby', aliases: ['rb'], label: 'Ruby', target: 'ruby', client: 'native', syntax: 'ruby' },
	{
		key: 'powershell',
		aliases: ['pwsh'],
		label: 'PowerShell',
		target: 'powershell',
		client: 'restmethod',
		syntax: 'powershell',
	},
	{
		key: 'swift',
		aliases: [],
		label: 'Swift',
		target: 'swift',
		client: 'urlsession',
		syntax: 'swift',
	},
	{
		key: 'csharp',
		aliases: ['c#', 'cs'],
		label: 'C#',
		target: 'csharp',
		client: 'httpclient',
		syntax: 'csharp',
	},
	{
		key: 'dotnet',
		aliases: ['.net', 'dot-net'],
		label: '.NET',
		target: 'csharp',
		client: 'restsharp',
		syntax: 'csharp',
		note: '.NET examples are C# with RestSharp.',
	},
	{
		key: 'typescript',
		aliases: ['ts'],
		label: 'TypeScript',
		target: 'javascript',
		client: 'fetch',
		syntax: 'typescript',
		note: 'The `fetch` code is valid TypeScript as it is.',
	},
	{ key: 'c', aliases: [], label: 'C', target: 'c', client: 'libcurl', syntax: 'c' },
	{
		key: 'c++',
		aliases: ['cpp'],
		label: 'C++',
		target: 'c',
		client: 'libcurl',
		syntax: 'cpp',
		note: 'C++ calls the libcurl C API directly; httpsnippet has no C++-specific client.',
	},
	{
		key: 'kotlin',
		aliases: ['kt'],
		label: 'Kotlin',
		target: 'kotlin',
		client: 'okhttp',
		syntax: 'kotlin',
	},
	{
		key: 'rust',
		aliases: ['rs'],
		label: 'Rust',
		target: 'rust',
		client: 'reqwest',
		syntax: 'rust',
	},
	{
		key: 'dart',
		aliases: ['flutter'],
		label: 'Dart',
		target: 'dart',
		client: 'http',
		syntax: 'dart',
		note: 'httpsnippet has no Dart target; Trydocs writes `package:http` code itself.',
	},
];

const byName = new Map<string, Language>();
for (const language of LANGUAGES) {
	for (const name of [language.key, ...language.aliases]) byName.set(name.toLowerCase(), language);
}

/**
 * Every key and alias `api.examples.languages` accepts, for error messages (e.g. "supported:
 * bash, curl, sh, ...").
 */
export const SUPPORTED_LANGUAGE_KEYS: readonly string[] = LANGUAGES.flatMap((language) => [
	language.key,
	...language.aliases,
]);

/**
 * Resolves a key or alias from docs.json (case-insensitive, surrounding spaces ignored) to its
 * language, or `undefined` when it is not one we support.
 */
export function resolveLanguage(key: string): Language | undefined {
	return byName.get(key.trim().toLowerCase());
}

/**
 * Resolves a key or alias like `resolveLanguage`, and throws an `Error` naming the supported
 * keys when it is not one.
 */
export function requireLanguage(key: string): Language {
	const language = resolveLanguage(key);
	if (!language) {
		throw new Error(
			`\`${key}\` is not a supported code-example language. Supported: ${SUPPORTED_LANGUAGE_KEYS.join(', ')}.`,
		);
	}
	return language;
}

/** The languages of the code examples when docs.json sets none. */
export const DEFAULT_LANGUAGE_KEYS: readonly string[] = ['curl', 'python', 'javascript'];
