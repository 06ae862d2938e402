import type { BuildRecord, Store } from '../../store/store.ts';
import type { ProjectConfig } from '../config.ts';
import { errorResponse } from '../http/json.ts';
import type { Endpoint } from '../http/types.ts';
import { buildNotFound, hasEnded, toBuildDetails } from './build-access.ts';
import {
	countOpenLogStreams,
	createLogStream,
	DEFAULT_MAX_LOG_STREAMS,
	EVENT_STREAM_HEADERS,
	getResumeOffset,
} from './log-stream.ts';
import { authorizeProject } from './project-key.ts';

/** Most of a log one plain-text answer carries (the runners keep less than this). */
const MAX_LOG_CHARS = 1024 * 1024;
/** When a client refused for too many open streams may try again, in seconds. */
const STREAMS_RETRY_AFTER_SECONDS = 10;

/**
 * `GET {base_url}/projects/{project_id}/builds/{build_id}/logs`: while the build is queued or
 * running, its log as `text/event-stream` (new text as it comes, closed when the build ends);
 * once it has ended, the whole log as plain text.
 */
export const buildLogsEndpoint: Endpoint = {
	shape: 'builds',
	name: '`/projects/{project_id}/builds/{build_id}/logs`',
	// `EventSource` resumes a stream with `Last-Event-ID`; a cross-origin client sends it too.
	requestHeaders: ['Last-Event-ID'],
	methods: {
		GET: async (request, deps, context) => {
			const project = await authorizeProject(request, deps, context, 'builds-read');
			if (project instanceof Response) return project;
			const buildId = context.params.build_id ?? '';
			const found = await deps.store.readBuildLog(buildId, 0, 0);
			if (!found || found.build.projectId !== project.id) return buildNotFound(buildId, project);
			return answerBuildLog(request, deps.store, found.build, project, deps.config.rateLimit);
		},
	},
};

/**
 * The log of a build the caller may read: plain text once it has ended, else the event stream.
 * The Deployments page answers its own stream with this too. Each open stream polls the store,
 * so an instance keeps at most `limits.maxLogStreams` open (100 by default), all clients
 * together: one more is answered 503 with `Retry-After`, in the builds interface's shape.
 */
export async function answerBuildLog(
	request: Request,
	store: Store,
	build: BuildRecord,
	project: ProjectConfig,
	limits: { maxLogStreams?: number } = {},
): Promise<Response> {
	if (hasEnded(build)) {
		const whole = await store.readBuildLog(build.id, 0, MAX_LOG_CHARS);
		return new Response(request.method === 'HEAD' ? null : (whole?.build.log ?? ''), {
			status: 200,
			headers: {
				'content-type': 'text/plain; charset=utf-8',
				'cache-control': 'no-store',
				'x-content-type-options': 'nosniff',
			},
		});
	}
	if (request.method === 'HEAD') {
		return new Response(null, { status: 200, headers: EVENT_STREAM_HEADERS });
	}
	const max = limits.maxLogStreams ?? DEFAULT_MAX_LOG_STREAMS;
	if (countOpenLogStreams() >= max) {
		return errorResponse(
			'builds',
			503,
			'too_many_streams',
			`This server is following ${max} build logs already, its most at once; try again in ${STREAMS_RETRY_AFTER_SECONDS} s.`,
			{ 'retry-after': String(STREAMS_RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
		);
	}
	const stream = createLogStream({
		store,
		buildId: build.id,
		from: getResumeOffset(request),
		describe: (current) => toBuildDetails(current, project),
		signal: request.signal,
	});
	return new Response(stream, { status: 200, headers: EVENT_STREAM_HEADERS });
}
