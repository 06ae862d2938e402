/**
 * What a Cloudflare Worker entry imports from `@trydocs/server`: the Cron Trigger's recovery,
 * the opt-in for CI calls without a content type, and the opt-in for pages as Markdown.
 */
export { withMarkdownPages } from './markdown-pages.ts';
export { withNonBrowserRequests } from './non-browser-requests.ts';
export { scheduled } from './scheduled.ts';
