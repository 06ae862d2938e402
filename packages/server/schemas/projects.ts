/**
 * The `projects` option: one project of the builds interface, its runner (a command, a deploy
 * hook or a GitHub workflow) and the repository its commit statuses go to.
 */
import { z } from 'astro/zod';
import { envName } from './values.ts';

const CommandRunnerSchema = z.object({
	type: z.literal('command'),
	/**
	 * The build command, run with `sh -c` in the project folder. `{outDir}` is replaced with a
	 * fresh output folder (also in `TRYDOCS_OUT_DIR`); the output is switched over only when the
	 * command succeeds.
	 */
	command: z.string().min(1),
	/** Kill the build after this many milliseconds. */
	timeoutMs: z
		.number()
		.int()
		.positive()
		.default(15 * 60_000),
	/** Successful outputs kept on disk per project (the live one included). */
	keep: z.number().int().min(1).default(3),
});

const HookRunnerSchema = z.object({
	type: z.literal('hook'),
	/** The deploy hook URL; prefer `urlEnv`, since a hook URL is a secret. */
	url: z.url().optional(),
	/** Environment variable that holds the deploy hook URL. */
	urlEnv: envName.optional(),
	timeoutMs: z.number().int().positive().default(30_000),
});

const GithubRunnerSchema = z.object({
	type: z.literal('github'),
	/**
	 * The workflow to start (`workflow_dispatch`): its file name in `.github/workflows`, e.g.
	 * `docs.yml`, or its numeric id. The repository and token are the project's `repository`.
	 */
	workflow: z
		.string()
		.regex(
			/^(?:[\w.-]+\.ya?ml|\d+)$/,
			'must be a workflow file name such as `docs.yml`, or the workflow id',
		),
	/** The branch or tag the workflow runs on. */
	ref: z.string().min(1).default('main'),
	/**
	 * How long a started workflow may take to report its end (the status endpoint) before the
	 * recovery marks its build `failed`.
	 */
	timeoutMs: z
		.number()
		.int()
		.positive()
		.default(60 * 60_000),
});

const RepositorySchema = z.object({
	/** `owner/name` of the repository on the code-hosting service. */
	name: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be `owner/name`'),
	/**
	 * Base URL of a GitHub-compatible API (GitHub Enterprise Server). `TRYDOCS_GITHUB_API_URL`
	 * overrides it when the server starts.
	 */
	apiBaseUrl: z.url().default('https://api.github.com'),
	/**
	 * Environment variable that holds the token used to post commit statuses (and to start the
	 * `github` runner's workflow).
	 */
	tokenEnv: envName.default('GITHUB_TOKEN'),
	/** The status check's name on the commit. */
	context: z.string().default('trydocs/build'),
});

export const ProjectSchema = z
	.object({
		/** Project identifier, as it appears in `/projects/{project_id}/rebuild`. */
		id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, `_` or `-`'),
		/** Display name (`project.name` in the Build). */
		name: z.string().min(1),
		/**
		 * Environment variable holding the project's API key. When it is unset, a key is generated
		 * on first start (on Node), stored hashed and written once to
		 * `<dataDir>/generated-secrets.txt`.
		 */
		apiKeyEnv: envName,
		/** Folder of the project's source repository, relative to the site root. */
		root: z.string().default('.'),
		/** How to build it. */
		runner: z.discriminatedUnion('type', [
			CommandRunnerSchema,
			HookRunnerSchema,
			GithubRunnerSchema,
		]),
		/**
		 * The repository on a code-hosting service: it receives commit statuses, gives the commit
		 * where no checkout exists, and runs the `github` runner's workflow.
		 */
		repository: RepositorySchema.optional(),
	})
	.refine((project) => project.runner.type !== 'github' || project.repository, {
		message:
			"the `github` runner starts a workflow in the project's repository: set `repository: { name: 'owner/name', tokenEnv: 'GITHUB_TOKEN' }`",
		path: ['repository'],
	});
