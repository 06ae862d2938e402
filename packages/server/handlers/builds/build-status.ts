import { z } from 'astro/zod';
import type { ServerDeps } from '../deps.ts';
import { buildsError, json, quote } from '../http/json.ts';
import { readJsonBody } from '../http/json-body.ts';
import { discardBody } from '../http/read-body.ts';
import type { Endpoint, RequestContext } from '../http/types.ts';
import { buildNotFound, toBuildResource } from './build-access.ts';
import { authorizeProject } from './project-key.ts';

/** Largest report: the tail of a build log, a URL and a reason. */
const MAX_REPORT_BYTES = 128 * 1024;
/** Longest log a report may carry (characters); longer logs keep their end. */
const MAX_REPORT_LOG = 64 * 1024;

/** The body of a status report. */
const ReportSchema = z.strictObject({
	status: z.enum(['deployed', 'failed'], 'must be `deployed` or `failed`'),
	/** The run's page (its log), e.g. `https://github.com/o/r/actions/runs/1`. */
	url: z
		.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. the workflow run page' })
		.max(2048)
		.optional(),
	/** The build's log, or its end. */
	log: z.string().optional(),
	/** Why it failed, in a sentence. */
	reason: z.string().trim().min(1).max(500).optional(),
});

/**
 * `POST {base_url}/projects/{project_id}/builds/{build_id}/status`: the host's build (a GitHub
 * Actions workflow started by the `github` runner) reports its end with the project's key. The
 * build moves from `building` to `deployed` or `failed`, its commit status follows, and the
 * project's next queued build starts.
 */
export const buildStatusEndpoint: Endpoint = {
	shape: 'builds',
	name: '`/projects/{project_id}/builds/{build_id}/status`',
	methods: {
		POST: reportStatus,
	},
};

async function reportStatus(
	request: Request,
	deps: ServerDeps,
	context: RequestContext,
): Promise<Response> {
	const buildId = context.params.build_id ?? '';
	const project = await authorizeProject(request, deps, context, 'status');
	if (project instanceof Response) {
		await discardBody(request);
		return project;
	}

	const report = await readReport(request);
	if (report instanceof Response) return report;

	const url = report.url ? `Run: ${report.url}\n` : '';
	const text = report.log ? `${report.log.slice(-MAX_REPORT_LOG).replace(/\n?$/, '\n')}` : '';
	const failureReason =
		report.status === 'failed'
			? `${report.reason ?? 'The build reported a failure.'}${report.url ? ` See ${report.url}` : ''}`
			: null;
	const build = await deps.store.reportBuildEnd({
		id: buildId,
		projectId: project.id,
		status: report.status,
		finishedAt: new Date(deps.now()).toISOString(),
		log: `${text}${url}${failureReason ? `[trydocs] ${failureReason}\n` : `[trydocs] The build reported: ${report.status}.\n`}`,
		failureReason,
	});
	if (!build) {
		const existing = await deps.store.getBuild(buildId);
		if (!existing || existing.projectId !== project.id) return buildNotFound(buildId, project);
		return buildsError(
			409,
			'build_not_building',
			`Build ${quote(buildId, 40)} is ${existing.status}, not building: a build's end is reported once, while it builds.`,
		);
	}
	deps.buildEnded(build);
	return json(toBuildResource(build, project), 200, { 'cache-control': 'no-store' });
}

/** The report's body, or a 400/413 saying what is wrong. */
async function readReport(request: Request): Promise<z.output<typeof ReportSchema> | Response> {
	const body = await readJsonBody(request, {
		shape: 'builds',
		maxBytes: MAX_REPORT_BYTES,
		name: 'The report',
		example: '{"status": "deployed", "url": "<run URL>"}',
		tooLargeMessage: `The report is larger than ${MAX_REPORT_BYTES / 1024} KiB; send the end of the log only.`,
	});
	if (!body.ok) return body.response;
	const parsed = ReportSchema.safeParse(body.value);
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		const where = issue?.path.length ? `\`${issue.path.join('.')}\`` : 'The report';
		const message =
			issue?.code === 'unrecognized_keys'
				? `unknown field ${issue.keys.map((key) => quote(key, 40)).join(', ')}; a report takes \`status\`, \`url\`, \`log\` and \`reason\``
				: (issue?.message ?? 'is invalid');
		return buildsError(400, 'invalid_request', `${where}: ${message}.`);
	}
	return parsed.data;
}
