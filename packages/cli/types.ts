/**
 * The types every command shares, in a leaf module: `cli.ts` dispatches to the commands and the
 * commands read these, so neither imports the other.
 */

/** Where the command writes, and from where it runs. */
export interface CliIo {
	cwd: string;
	stdout: (text: string) => void;
	stderr: (text: string) => void;
}

/** What a command gets: its parsed options and the io. */
export type CommandValues = Record<string, string | boolean | undefined>;
