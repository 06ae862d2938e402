/**
 * The types of Send, in a leaf module: `send.ts` picks a way to send, `send-direct.ts` and
 * `send-proxy.ts` send, `diagnose.ts` and `describe-response.ts` describe what came back, and
 * all of them read these without importing one another.
 */
import type { HarPair } from '@trydocs/openapi/request';
import type { SendStrings } from '../../strings/send.ts';

/** How a response body is shown. */
export type BodyKind = 'json' | 'text' | 'html' | 'image' | 'binary' | 'empty';

/** What Send returned, or why it could not. */
export type SendResult =
	| {
			kind: 'response';
			status: number;
			statusText: string;
			durationMs: number;
			/** Body size in bytes. */
			size: number;
			headers: HarPair[];
			contentType: string;
			bodyKind: BodyKind;
			/** The body as text (empty for images and binary bodies). */
			body: string;
			/** For images: a URL the `<img>` shows (an object URL in browsers). */
			imageUrl?: string;
			via: 'direct' | 'proxy';
			/** A streamed body (events, JSON Lines) still arriving: `body` is what came so far. */
			streaming?: boolean;
	  }
	| {
			kind: 'error';
			reason: 'network' | 'timeout' | 'cors' | 'mixed-content' | 'proxy' | 'invalid-url';
			/** One line: what happened. */
			message: string;
			/** What to do about it. */
			hint: string;
	  };

/** Options of `sendRequest`. */
export interface SendOptions {
	/** The page's origin; a target on another origin goes through the proxy when it is on. */
	origin: string;
	/** `api.playground.proxy`. */
	proxy: boolean;
	/** Path or URL of the proxy endpoint. */
	proxyUrl: string;
	/** The files of the multipart body, in the order of the request's file fields. */
	files?: File[];
	/** Gives up after this long (default 30 s); a stream stops being read then, and shows what came. */
	timeoutMs?: number;
	/** Called as a streamed body (events, JSON Lines) arrives, with the response so far. */
	onProgress?: (partial: SendResult) => void;
	/** The page's words where they differ from English (`PlaygroundProps.strings`). */
	strings?: Partial<SendStrings>;
}
