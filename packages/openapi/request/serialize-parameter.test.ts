import { describe, expect, it } from 'vitest';
import { buildRequest, writeCookieHeader } from '../request.ts';
import { generateSnippet } from '../snippets.ts';
import type { Operation, Parameter } from '../types.ts';

/** The URL one parameter, typed as `value`, gives (OpenAPI 3.1's "Style Examples" table). */
function urlWith(parameter: Omit<Parameter, 'required'>, value: string | string[]) {
	const operation: Pick<Operation, 'method' | 'path' | 'parameters'> = {
		method: 'get',
		path: parameter.in === 'path' ? `/items/{${parameter.name}}` : '/items',
		parameters: [{ required: false, ...parameter }],
	};
	const request = buildRequest(operation, 'https://api.example.com', {
		parameters: { [parameter.in]: { [parameter.name]: value } },
	});
	return { url: decodeURIComponent(request.url.slice('https://api.example.com'.length)), request };
}

const list = { type: 'array' as const, items: { type: 'string' as const } };
const object = { type: 'object' as const };
const color = '{"R":100,"G":200}';

describe('query parameters by style and explode', () => {
	it('repeats an exploded form list, and joins one that is not with commas', () => {
		expect(urlWith({ name: 'id', in: 'query', schema: list }, ['3', '4']).url).toBe(
			'/items?id=3&id=4',
		);
		// Box's `fields`: "a comma-separated list", written `explode: false`.
		expect(
			urlWith({ name: 'fields', in: 'query', explode: false, schema: list }, ['name', 'size']).url,
		).toBe('/items?fields=name,size');
	});

	it('joins spaceDelimited and pipeDelimited lists with their separator', () => {
		const space = { name: 'id', in: 'query' as const, style: 'spaceDelimited' as const };
		expect(urlWith({ ...space, explode: false, schema: list }, ['3', '4']).url).toBe(
			'/items?id=3 4',
		);
		const pipe = { name: 'id', in: 'query' as const, style: 'pipeDelimited' as const };
		expect(urlWith({ ...pipe, explode: false, schema: list }, ['3', '4']).url).toBe(
			'/items?id=3|4',
		);
	});

	it('writes a deepObject as name[key]=value, nested keys in brackets too', () => {
		const { url, request } = urlWith(
			{ name: 'filter', in: 'query', style: 'deepObject', explode: true, schema: object },
			'{"status":"open","created":{"gte":10},"tags":["a","b"]}',
		);
		expect(url).toBe(
			'/items?filter[status]=open&filter[created][gte]=10&filter[tags][]=a&filter[tags][]=b',
		);
		// The snippets read the same pairs as Send's URL.
		expect(request.queryString[0]).toEqual({ name: 'filter[status]', value: 'open' });
	});

	it('sends an exploded form object as pairs of its own, and one that is not as key,value', () => {
		expect(urlWith({ name: 'color', in: 'query', schema: object }, color).url).toBe(
			'/items?R=100&G=200',
		);
		expect(urlWith({ name: 'color', in: 'query', explode: false, schema: object }, color).url).toBe(
			'/items?color=R,100,G,200',
		);
	});

	it('sends a content parameter, and text that is not a JSON object, as typed', () => {
		const content = { name: 'where', in: 'query' as const, contentType: 'application/json' };
		expect(urlWith({ ...content, schema: object }, color).url).toBe(`/items?where=${color}`);
		expect(urlWith({ name: 'q', in: 'query', schema: object }, 'not json').url).toBe(
			'/items?q=not json',
		);
	});
});

describe('path and header parameters by style', () => {
	it('expands simple, label and matrix path values, list separators unescaped', () => {
		const id = { name: 'id', in: 'path' as const, schema: list };
		expect(urlWith(id, ['a b', 'c']).request.url).toBe('https://api.example.com/items/a%20b,c');
		expect(urlWith({ ...id, style: 'label' }, ['3', '4']).url).toBe('/items/.3,4');
		expect(urlWith({ ...id, style: 'label', explode: true }, ['3', '4']).url).toBe('/items/.3.4');
		expect(urlWith({ ...id, style: 'matrix' }, ['3', '4']).url).toBe('/items/;id=3,4');
		expect(urlWith({ ...id, style: 'matrix', explode: true }, ['3', '4']).url).toBe(
			'/items/;id=3;id=4',
		);
	});

	it('writes a header object as key,value, or key=value when exploded', () => {
		const header = { name: 'X-Color', in: 'header' as const, schema: object };
		expect(urlWith(header, color).request.headers).toEqual([
			{ name: 'X-Color', value: 'R,100,G,200' },
		]);
		expect(urlWith({ ...header, explode: true }, color).request.headers).toEqual([
			{ name: 'X-Color', value: 'R=100,G=200' },
		]);
	});
});

describe("cookie parameters: OpenAPI 3.2's `style: cookie` (Appendix D)", () => {
	/** The Cookie header one cookie parameter, typed as `value`, gives in a snippet. */
	const cookieWith = (parameter: Omit<Parameter, 'required' | 'in'>, value: string | string[]) => {
		const { request } = urlWith({ in: 'cookie', ...parameter }, value);
		return { pairs: request.cookies, header: writeCookieHeader(request.cookies) };
	};

	it('writes the table of the specification: one cookie per item or field when exploded, the default', () => {
		expect(cookieWith({ name: 'color', style: 'cookie' }, 'blue').header).toBe('color=blue');
		expect(
			cookieWith({ name: 'color', style: 'cookie', schema: list }, ['blue', 'black']).header,
		).toBe('color=blue; color=black');
		expect(cookieWith({ name: 'color', style: 'cookie', schema: object }, color).header).toBe(
			'R=100; G=200',
		);
		expect(
			cookieWith({ name: 'color', style: 'cookie', explode: false, schema: list }, ['blue']).header,
		).toBe('color=blue');
	});

	it('sends a `style: cookie` value as written, a `form` one percent-encoded, in Send and the snippets alike', () => {
		expect(cookieWith({ name: 'greeting', style: 'cookie' }, 'Hello%2C%20world').header).toBe(
			'greeting=Hello%2C%20world',
		);
		expect(cookieWith({ name: 'greeting' }, 'Hello, world').header).toBe(
			'greeting=Hello%2C%20world',
		);
		const { request } = urlWith({ name: 'greeting', in: 'cookie', style: 'cookie' }, 'a%20b');
		expect(generateSnippet(request, 'curl')).toContain('--cookie greeting=a%20b');
	});
});
