import { appendFile, chmod, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../handlers/deps.ts';
import type { RevealSecret } from './credentials.ts';

/** The file in the data folder that receives generated secrets. */
export const SECRETS_FILE = 'generated-secrets.txt';

/**
 * Hands generated secrets to the person running the server without putting them in a log a
 * platform keeps: each is appended to `<dataDir>/generated-secrets.txt`, readable by this user
 * only (0600), and the log says what was generated and where to read it. On an interactive
 * terminal (`tty`), the secret is shown there too.
 */
export function createSecretFile(dataDir: string, log: Logger, tty: boolean): RevealSecret {
	const file = join(dataDir, SECRETS_FILE);
	return async ({ notice, secret }) => {
		await mkdir(dataDir, { recursive: true });
		await appendFile(file, `${notice}\n${secret}\n\n`, { mode: 0o600 });
		// A file that was there before keeps its mode through appendFile.
		await chmod(file, 0o600);
		log.info(notice);
		log.info(
			`It is stored only as a hash; the secret and the command that uses it are in ${file} (readable by this user only). Keep the secret somewhere safe, then delete the file.`,
		);
		if (tty) console.log(`${secret}\n`);
	};
}
