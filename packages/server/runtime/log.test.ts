import { describe, expect, it } from 'vitest';
import { formatLogLine, MAX_LOG_LINE } from './log.ts';

describe('formatLogLine (what a request can write to the server log)', () => {
	it('writes one line with the cause’s name and message, never its stack', () => {
		const error = new TypeError('Body is unusable:\nBody has already been read');
		const line = formatLogLine('POST /api/v1/tickets failed', error);
		expect(line).toBe(
			'[trydocs] POST /api/v1/tickets failed: TypeError: Body is unusable:\\nBody has already been read',
		);
		expect(line).not.toContain('\n');
		expect(line).not.toContain('    at ');
	});

	it('escapes control characters a client put in a path, and cuts a long line', () => {
		expect(formatLogLine('GET /api/x\r\n[trydocs] forged\u001b[31m failed')).toBe(
			'[trydocs] GET /api/x\\r\\n[trydocs] forged\\x1b[31m failed',
		);
		const long = formatLogLine(`GET /api/v1/tickets/x?${'q'.repeat(10_000)} failed`, 'cause');
		expect(long).toHaveLength(MAX_LOG_LINE);
		expect(long.endsWith('…')).toBe(true);
	});
});
