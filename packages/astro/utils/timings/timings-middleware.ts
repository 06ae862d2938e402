/**
 * Times each page a timed build renders (see timings.ts): an HTML page as rendering, a `.md`
 * page as Markdown for agents, llms.txt and llms-full.txt as the llms files. A page's time runs
 * until its body is read to the end, as the build writes it. Added by `trydocs()` to timed
 * builds only.
 */
import type { MiddlewareHandler } from 'astro';
import { beginPhase } from './timings.ts';
import type { TimingPhase } from './types.ts';

/** The phase a route's time belongs to, by its path. */
function getRoutePhase(pathname: string): TimingPhase {
	if (/\/llms(?:-full)?\.txt$/.test(pathname)) return 'llms';
	if (pathname.endsWith('.md')) return 'agents';
	return 'render';
}

/** `body`, passed on unchanged, calling `end` once it is read to the end, fails or is dropped. */
function endWithBody(
	body: ReadableStream<Uint8Array>,
	end: () => void,
): ReadableStream<Uint8Array> {
	const reader = body.getReader();
	return new ReadableStream<Uint8Array>({
		async pull(controller) {
			try {
				const { done, value } = await reader.read();
				if (done) {
					end();
					controller.close();
				} else controller.enqueue(value);
			} catch (error) {
				end();
				controller.error(error);
			}
		},
		cancel(reason) {
			end();
			return reader.cancel(reason);
		},
	});
}

export const onRequest: MiddlewareHandler = async (context, next) => {
	const end = beginPhase(getRoutePhase(context.url.pathname));
	let response: Response;
	try {
		response = await next();
	} catch (error) {
		end();
		throw error;
	}
	if (!response.body) {
		end();
		return response;
	}
	return new Response(endWithBody(response.body, end), {
		status: response.status,
		statusText: response.statusText,
		headers: response.headers,
	});
};
