/**
 * What a Cloudflare Worker entry imports from `@trydocs/server`: the Cron Trigger's recovery and
 * the opt-in for CI calls without a content type.
 */
export { withNonBrowserRequests } from './non-browser-requests.ts';
export { scheduled } from './scheduled.ts';
