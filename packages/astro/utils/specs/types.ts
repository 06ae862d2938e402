/**
 * The types the spec files of the site share (resolve-operation.ts and its parts): a leaf they
 * import, so no circle forms through them.
 */
import type { Operation } from '@trydocs/openapi';
import type { ProblemKind, Severity } from '../problems/problems.ts';

/** What an `openapi:` page gets: its operation, or why it has none (already recorded as a problem). */
export type OperationResult =
	| {
			operation: Operation;
			/** The spec the operation was found in (a file, or a URL). */
			specFile: string;
			invalid?: undefined;
			missing?: undefined;
	  }
	/** The operation is in the spec but described wrongly there: the page shows why. */
	| {
			operation?: undefined;
			specFile?: undefined;
			invalid: { method: string; path: string; message: string; hint: string };
			missing?: undefined;
	  }
	/** No operation found (or no spec readable): the page shows its own content. */
	| {
			operation?: undefined;
			specFile?: undefined;
			invalid?: undefined;
			missing: { message: string; hint: string };
	  };

/** The problems of one `openapi:` page, each at the line of its `openapi:` key. */
export interface PageReporter {
	/** Records a problem of the page. */
	report(kind: ProblemKind, message: string, hint: string, severity?: Severity): void;
	/** Records a problem of the page, and answers that it has no operation. */
	missing(kind: ProblemKind, message: string, hint: string): OperationResult;
}

/** One API of the site, as the credential class names it: a spec and the servers it lists. */
export interface SiteApi {
	/** The spec as the site knows it (its path from the root, or its URL): the API's name. */
	name: string;
	/** The URLs of the spec's servers, as written. */
	servers: string[];
}
