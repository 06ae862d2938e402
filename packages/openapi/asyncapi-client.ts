/**
 * `@trydocs/openapi/asyncapi-client`: an AsyncAPI operation's server URL, channel address and
 * client examples per protocol; browser-safe (the WebSocket playground imports it).
 */
export {
	type AddressSource,
	type AsyncSnippet,
	getAsyncServerUrl,
	getChannelAddress,
	isWebSocketProtocol,
	type ServerSource,
	writeAsyncSnippets,
} from './asyncapi/client.ts';
