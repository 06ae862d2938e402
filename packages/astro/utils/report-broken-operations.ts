import type { AstroIntegrationLogger } from 'astro';
import { AstroError } from 'astro/errors';
import type { BrokenOperation } from './broken-operations.ts';

/**
 * Prints every operation whose page shows an error, with what is wrong and how to fix it, and
 * fails the build unless the site chose `invalidOperations: 'warn'`. Called once the other
 * pages are written, so one bad operation never stops the rest of the site.
 */
export function reportBrokenOperations(
	broken: BrokenOperation[],
	mode: 'error' | 'warn',
	logger: AstroIntegrationLogger,
): void {
	if (broken.length === 0) return;
	const log = logger.fork('trydocs');
	for (const entry of broken) {
		const text = `${entry.operation} (${entry.page}): ${entry.message}\n  Hint: ${entry.hint}`;
		if (mode === 'warn') log.warn(text);
		else log.error(text);
	}
	const count = `${broken.length} ${broken.length === 1 ? 'operation' : 'operations'}`;
	if (mode === 'warn') {
		log.warn(`${count} could not be documented; their pages show the error.`);
		return;
	}
	throw new AstroError(
		`${count} of the spec could not be documented: ${broken.map((entry) => `\`${entry.operation}\``).join(', ')}. Every other page was built.`,
		"Fix the spec where each message above points, or publish anyway with `trydocs({ invalidOperations: 'warn' })`: the pages of those operations then show the error.",
	);
}
