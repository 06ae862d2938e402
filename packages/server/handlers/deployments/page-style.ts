/** The Deployments page's response headers (its CSP among them) and its stylesheet. */

/** The headers of every answer of the page: never cached, no scripts, no framing. */
export const PAGE_HEADERS: Record<string, string> = {
	'cache-control': 'no-store',
	'content-security-policy':
		"default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
	'referrer-policy': 'same-origin',
	'x-content-type-options': 'nosniff',
};

/** The page's styles, inlined (the CSP allows no stylesheet from elsewhere). */
export const STYLES = `
:root { color-scheme: light dark; --primary: #4f46e5; --border: #e5e7eb; --muted: #6b7280; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: #111827; background: #f9fafb; }
header { display: flex; gap: 12px; align-items: baseline; padding: 14px 24px; background: #fff; border-bottom: 1px solid var(--border); }
.brand { font-weight: 700; color: var(--primary); text-decoration: none; }
.crumb { color: var(--muted); }
main { max-width: 1200px; margin: 0 auto; padding: 24px; }
h1 { font-size: 24px; margin: 0 0 16px; }
.bar { display: flex; justify-content: space-between; align-items: center; gap: 16px; margin-bottom: 12px; }
.bar p { margin: 0; }
/* A narrow window scrolls the table instead of letting it spill past the page. */
.table-scroll { overflow-x: auto; border-radius: 8px; }
td:first-child { min-width: 15ch; }
td:first-child code { overflow-wrap: anywhere; }
table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid var(--border); border-radius: 8px; overflow: hidden; }
th, td { text-align: left; vertical-align: top; padding: 10px 12px; border-bottom: 1px solid var(--border); }
th { font-size: 13px; color: var(--muted); font-weight: 600; background: #f3f4f6; }
code { font: 13px ui-monospace, SFMono-Regular, Menlo, monospace; }
.muted, .reason { color: var(--muted); font-size: 13px; }
.status { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 13px; font-weight: 600; }
.status-queued { background: #e5e7eb; color: #374151; }
.status-building { background: #dbeafe; color: #1e40af; }
.status-deployed { background: #dcfce7; color: #166534; }
.status-failed { background: #fee2e2; color: #991b1b; }
pre { max-height: 360px; overflow: auto; background: #111827; color: #e5e7eb; padding: 10px 12px; border-radius: 6px; font-size: 12px; white-space: pre-wrap; overflow-wrap: anywhere; margin: 8px 0 0; }
.time { white-space: nowrap; }
.log-row td { padding-top: 0; background: #fcfcfd; }
summary { cursor: pointer; color: #374151; font-size: 13px; }
.login { max-width: 420px; background: #fff; padding: 20px; border: 1px solid var(--border); border-radius: 8px; display: grid; gap: 10px; }
.login p { margin: 0; }
input { font: inherit; padding: 8px 10px; border: 1px solid #d1d5db; border-radius: 6px; }
button { font: inherit; padding: 8px 14px; border: 0; border-radius: 6px; background: var(--primary); color: #fff; cursor: pointer; }
.bar button { background: #fff; color: #374151; border: 1px solid #d1d5db; }
.error { color: #991b1b; }
.empty { color: var(--muted); }
.pages { display: flex; gap: 16px; justify-content: flex-end; margin-top: 12px; }
.pages a { color: var(--primary); }
@media (prefers-color-scheme: dark) {
	:root { --primary: #a5b4fc; --border: #374151; --muted: #9ca3af; }
	body { color: #e5e7eb; background: #0b1120; }
	header, table, .login { background: #111827; }
	th { background: #1f2937; }
	.log-row td { background: #0f172a; }
	pre { background: #020617; }
	summary { color: #d1d5db; }
	input { background: #0b1120; color: inherit; border-color: #4b5563; }
	a { color: var(--primary); }
	button { background: #4f46e5; }
	.bar button { background: #111827; color: #e5e7eb; border-color: #4b5563; }
	.status-queued { background: #374151; color: #e5e7eb; }
	.status-building { background: #1e3a8a; color: #dbeafe; }
	.status-deployed { background: #14532d; color: #dcfce7; }
	.status-failed { background: #7f1d1d; color: #fee2e2; }
	.error { color: #fca5a5; }
}
`;
