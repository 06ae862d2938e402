/**
 * The Deployments page's one script: it follows each queued or running build of the page through
 * the log stream (`{followBase}{build_id}/logs`), appending the log as it comes and updating the
 * status, finish time and duration without a reload. Without JavaScript the page reloads itself
 * every few seconds instead (a `<noscript>` refresh). The page's CSP allows this script by hash.
 */
export const FOLLOW_SCRIPT = `(() => {
const table = document.querySelector('[data-follow-base]');
if (!table || typeof EventSource !== 'function') return;
const base = table.getAttribute('data-follow-base');
const note = document.querySelector('[data-follow-note]');
const time = (iso) => iso ? iso.replace('T', ' ').replace(/\\.\\d+Z$|Z$/, ' UTC') : '\\u2014';
const duration = (build) => {
	if (build.startedAt && build.finishedAt) {
		const ms = Date.parse(build.finishedAt) - Date.parse(build.startedAt);
		if (!(ms >= 0)) return '\\u2014';
		if (ms < 1000) return ms + ' ms';
		const s = Math.round(ms / 1000);
		return s < 60 ? s + ' s' : Math.floor(s / 60) + ' min ' + (s % 60) + ' s';
	}
	return build.status === 'building' ? 'running' : '\\u2014';
};
let following = 0;
const setNote = () => {
	if (note) note.textContent = following > 0 ? ' \\u00b7 following the running build live' : '';
};
const cell = (row, name) => row.querySelector('[data-cell="' + name + '"]');
const update = (row, build) => {
	const status = cell(row, 'status');
	if (status) {
		status.textContent = '';
		const badge = document.createElement('span');
		badge.className = 'status status-' + build.status;
		badge.textContent = build.status;
		status.append(badge);
		if (build.error) {
			const reason = document.createElement('span');
			reason.className = 'reason';
			reason.textContent = build.error.message;
			status.append(document.createElement('br'), reason);
		}
	}
	const finished = cell(row, 'finished');
	if (finished) finished.textContent = time(build.finishedAt);
	const took = cell(row, 'duration');
	if (took) took.textContent = duration(build);
};
const follow = (row) => {
	const id = row.id;
	const pre = document.getElementById('log-text-' + id);
	const lines = cell(row, 'log');
	let fresh = true;
	const source = new EventSource(base + encodeURIComponent(id) + '/logs');
	following += 1;
	setNote();
	const stop = () => {
		source.close();
		following -= 1;
		setNote();
	};
	source.addEventListener('status', (event) => update(row, JSON.parse(event.data)));
	source.addEventListener('log', (event) => {
		if (!pre) return;
		const atEnd = pre.scrollTop + pre.clientHeight >= pre.scrollHeight - 4;
		// The first event starts the log over: the stream sends it from its beginning.
		pre.textContent = (fresh ? '' : pre.textContent) + event.data;
		fresh = false;
		if (atEnd) pre.scrollTop = pre.scrollHeight;
		const count = pre.textContent.trimEnd() ? pre.textContent.trimEnd().split('\\n').length : 0;
		if (lines) lines.textContent = count + (count === 1 ? ' line' : ' lines');
	});
	source.addEventListener('end', (event) => {
		update(row, JSON.parse(event.data));
		row.removeAttribute('data-follow');
		stop();
	});
	source.addEventListener('gone', stop);
};
for (const row of document.querySelectorAll('tr[data-follow]')) follow(row);
})();`;

let hash: Promise<string> | undefined;

/** The CSP source that allows `FOLLOW_SCRIPT`: `'sha256-…'`. */
export function getFollowScriptSource(): Promise<string> {
	hash ??= crypto.subtle
		.digest('SHA-256', new TextEncoder().encode(FOLLOW_SCRIPT))
		.then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
	return hash;
}

/** The CSP of a page that runs the follow script: the page's own, plus the script and its stream. */
export async function getFollowPolicy(policy: string): Promise<string> {
	return policy.replace(
		"default-src 'none';",
		`default-src 'none'; script-src ${await getFollowScriptSource()}; connect-src 'self';`,
	);
}
