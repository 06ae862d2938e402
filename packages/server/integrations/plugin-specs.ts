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

/** The sources every integration's `SPECS_HOOK` returns, once each. */
export function listPluginSpecs(integrations: AstroConfig['integrations']): string[] {
	const specs = new Set<string>();
	for (const integration of integrations) {
		const hook = (integration.hooks as Record<string, unknown>)[SPECS_HOOK];
		if (typeof hook !== 'function') continue;
		const listed: unknown = hook();
		if (!Array.isArray(listed)) continue;
		for (const source of listed) if (typeof source === 'string') specs.add(source);
	}
	return [...specs];
}

/**
 * Adds the plugins' specs to the proxy's sources and collects its targets again. The sources
 * and targets are the objects the dev server's live list was given: it starts from them, and
 * collects from them again when a file changes. Returns the new targets, or `undefined` when no
 * integration names a spec.
 */
export async function addPluginSpecs(
	integrations: AstroConfig['integrations'],
	sources: ProxyTargetSources,
	targets: ProxyTargets,
): Promise<ProxyTargets | undefined> {
	const specs = listPluginSpecs(integrations);
	if (specs.length === 0) return undefined;
	sources.specs = specs;
	return Object.assign(targets, await collectProxyTargets(sources));
}
