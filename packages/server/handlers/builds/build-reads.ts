import type { BuildCursor } from '../../store/store.ts';
import { buildsError, json, quote } from '../http/json.ts';
import type { Endpoint } from '../http/types.ts';
import { buildNotFound, toBuildDetails } from './build-access.ts';
import { authorizeProject } from './project-key.ts';

/** Builds per page when the caller gives no `limit`. */
export const DEFAULT_PAGE_SIZE = 20;
/** Most builds one page may hold. */
export const MAX_PAGE_SIZE = 100;

/** `GET {base_url}/projects/{project_id}/builds/{build_id}`: one build, with its times. */
export const buildEndpoint: Endpoint = {
	shape: 'builds',
	name: '`/projects/{project_id}/builds/{build_id}`',
	methods: {
		GET: async (request, deps, context) => {
			const project = await authorizeProject(request, deps, context, 'builds-read');
			if (project instanceof Response) return project;
			const buildId = context.params.build_id ?? '';
			// The log is not part of the resource: read none of it.
			const found = await deps.store.readBuildLog(buildId, 0, 0);
			if (!found || found.build.projectId !== project.id) return buildNotFound(buildId, project);
			return json(toBuildDetails(found.build, project), 200, { 'cache-control': 'no-store' });
		},
	},
};

/**
 * `GET {base_url}/projects/{project_id}/builds?limit=&cursor=`: the project's builds, newest
 * first; `nextCursor` continues the list (null on the last page).
 */
export const buildsEndpoint: Endpoint = {
	shape: 'builds',
	name: '`/projects/{project_id}/builds`',
	methods: {
		GET: async (request, deps, context) => {
			const project = await authorizeProject(request, deps, context, 'builds-read');
			if (project instanceof Response) return project;
			const query = new URL(request.url).searchParams;
			const limit = parseLimit(query.get('limit'));
			if (typeof limit === 'string') return buildsError(400, 'invalid_request', limit);
			const cursorText = query.get('cursor');
			const cursor = cursorText === null ? undefined : decodeCursor(cursorText);
			if (cursor === null) {
				return buildsError(
					400,
					'invalid_request',
					`\`cursor\` ${quote(cursorText ?? '', 40)} is not one this endpoint gave; pass the \`nextCursor\` of the previous page as it is, or leave \`cursor\` out for the first page.`,
				);
			}
			// One more than asked tells whether another page follows.
			const rows = await deps.store.listBuildsPage(project.id, limit + 1, cursor);
			const page = rows.slice(0, limit);
			const last = page.at(-1);
			return json(
				{
					builds: page.map((build) => toBuildDetails(build, project)),
					nextCursor:
						rows.length > limit && last
							? encodeCursor({ createdAt: last.createdAt, id: last.id })
							: null,
				},
				200,
				{ 'cache-control': 'no-store' },
			);
		},
	},
};

/** A page size from the query, or the message of the 400 when it is not one. */
export function parseLimit(value: string | null): number | string {
	if (value === null) return DEFAULT_PAGE_SIZE;
	const limit = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
	if (Number.isInteger(limit) && limit >= 1 && limit <= MAX_PAGE_SIZE) return limit;
	return `\`limit\` must be a whole number from 1 to ${MAX_PAGE_SIZE}; got ${quote(value, 40)}.`;
}

/** The opaque cursor of a page's last build: base64url of its creation time and id. */
export function encodeCursor(cursor: BuildCursor): string {
	return btoa(`${cursor.createdAt} ${cursor.id}`)
		.replaceAll('+', '-')
		.replaceAll('/', '_')
		.replace(/=+$/, '');
}

/** The build a cursor points after, or `null` when the text is not a cursor we gave. */
export function decodeCursor(text: string): BuildCursor | null {
	if (text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
	let decoded: string;
	try {
		decoded = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
	} catch {
		return null;
	}
	const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z) ([A-Za-z0-9_-]{1,100})$/.exec(
		decoded,
	);
	if (!match?.[1] || !match[2]) return null;
	return { createdAt: match[1], id: match[2] };
}
