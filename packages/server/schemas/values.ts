/** The value rules the option schemas share. */
import { z } from 'astro/zod';

/** The name of an environment variable. */
export const envName = z
	.string()
	.regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be the name of an environment variable, e.g. `MY_KEY`');

/** A route prefix, without its trailing slash (`/` stays). */
export const routePrefix = z
	.string()
	.regex(/^\/(?:[A-Za-z0-9._~-]+\/?)*$/, 'must be a path that starts with `/`, e.g. `/api`')
	.transform((value) => value.replace(/\/+$/, '') || '/');

/** An origin: scheme, host and port, nothing else. */
export const origin = z.string().refine((value) => {
	try {
		const url = new URL(value);
		return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
	} catch {
		return false;
	}
}, 'must be an origin: scheme, host and port only, e.g. `https://docs.example.com`');
