/**
 * The specs other integrations of the site draw endpoint pages from (`@trydocs/starlight`'s
 * options), asked through their `SPECS_HOOK` once every integration is set up, whatever their
 * order: the proxy forwards to those specs' servers too.
 */
import { SPECS_HOOK } from '@trydocs/playground/constants';
import type { AstroConfig } from 'astro';
import {
	collectProxyTargets,
	type ProxyTargetSources,
	type ProxyTargets,
} from './proxy-targets.ts';

/** What the integrations' `SPECS_HOOK`s declare, together. */
export interface PluginDeclarations {
	/** The specs' sources, once each. */
	specs: string[];
	/** Server URLs declared outside any spec. */
	servers: string[];
}

/**
 * Asks every integration's `SPECS_HOOK`: a list of spec sources, or `{ specs, servers }`.
 * Anything else in the answer is ignored.
 */
export function listPluginSpecs(integrations: AstroConfig['integrations']): PluginDeclarations {
	const specs = new Set<string>();
	const servers = new Set<string>();
	for (const integration of integrations) {
		const hook = (integration.hooks as Record<string, unknown>)[SPECS_HOOK];
		if (typeof hook !== 'function') continue;
		const answer: unknown = hook();
		const listed = Array.isArray(answer) ? { specs: answer } : (answer ?? {});
		const { specs: named, servers: declared } = listed as { specs?: unknown; servers?: unknown };
		for (const source of Array.isArray(named) ? named : []) {
			if (typeof source === 'string') specs.add(source);
		}
		for (const url of Array.isArray(declared) ? declared : []) {
			if (typeof url === 'string') servers.add(url);
		}
	}
	return { specs: [...specs], servers: [...servers] };
}

/**
 * Adds the plugins' specs to the proxy's sources and collects its targets again. The sources
 * and targets are the objects the dev server's live list was given: it starts from them, and
 * collects from them again when a file changes. Returns the new targets, or `undefined` when no
 * integration names a spec or a server.
 */
export async function addPluginSpecs(
	integrations: AstroConfig['integrations'],
	sources: ProxyTargetSources,
	targets: ProxyTargets,
): Promise<ProxyTargets | undefined> {
	const { specs, servers } = listPluginSpecs(integrations);
	if (specs.length === 0 && servers.length === 0) return undefined;
	sources.specs = specs;
	sources.servers = servers;
	return Object.assign(targets, await collectProxyTargets(sources));
}
