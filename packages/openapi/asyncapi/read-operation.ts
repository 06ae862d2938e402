/**
 * The operations of an AsyncAPI 3 document: listed cheaply for the navigation, and read in full
 * for a page (its channel, messages, reply, servers, security), `$ref`s resolved by the one
 * linear resolver OpenAPI specs use. A bad operation fails alone, with file and JSON pointer.
 */
import { showValue } from '../spec/check-spec.ts';
import { isObject, type Json } from '../spec/json.ts';
import { getResolver } from '../spec/resolve-refs.ts';
import { escapePointer, invalidSpec, isExtension, SpecError } from '../spec/spec-error.ts';
import type { OpenApiDocument } from '../spec/types.ts';
import {
	applyTraits,
	type ReadContext,
	readBindings,
	readMessage,
	readParameters,
	readSecurity,
	readServer,
	readText,
	refName,
} from './parts.ts';
import type {
	AsyncApiDocument,
	AsyncChannel,
	AsyncMessage,
	AsyncOperation,
	AsyncReply,
	ListedAsyncOperation,
} from './types.ts';

/** The value a local `$ref` (`#/...`) points to, followed until it is no reference; else the value. */
function followLocal(doc: AsyncApiDocument, value: unknown): unknown {
	let node = value;
	for (let hops = 0; hops < 20 && isObject(node) && typeof node.$ref === 'string'; hops++) {
		const ref = node.$ref;
		if (!ref.startsWith('#/')) return node;
		let target: unknown = doc;
		for (const segment of ref.slice(2).split('/')) {
			const key = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
			target = isObject(target) ? target[key] : undefined;
		}
		if (target === undefined) return node;
		node = target;
	}
	return node;
}

/** The names of a list of tags (Tag Objects, or `$ref`s to them). */
function tagNames(doc: AsyncApiDocument, tags: unknown): string[] {
	if (!Array.isArray(tags)) return [];
	return tags
		.map((tag) => followLocal(doc, tag))
		.flatMap((tag) => (isObject(tag) && typeof tag.name === 'string' ? [tag.name] : []));
}

/** Every operation of the document, in document order, read without resolving it. */
export function listAsyncOperations(doc: AsyncApiDocument): ListedAsyncOperation[] {
	return Object.entries(doc.operations ?? {})
		.filter(([id, operation]) => !isExtension(id) && isObject(operation))
		.map(([id, value]) => {
			const operation = value as Json;
			const channel = followLocal(doc, operation.channel);
			const text = (key: string) =>
				typeof operation[key] === 'string' ? (operation[key] as string) : undefined;
			const tags = tagNames(doc, operation.tags);
			return {
				id,
				action: String(operation.action ?? ''),
				channelId: refName(operation.channel),
				address: isObject(channel) ? (channel.address as string | null | undefined) : undefined,
				title: text('title'),
				summary: text('summary'),
				tags: tags.length ? tags : isObject(channel) ? tagNames(doc, channel.tags) : [],
				hidden: operation['x-hidden'] === true,
			};
		});
}

function createContext(doc: AsyncApiDocument): ReadContext {
	const resolver = getResolver(doc as unknown as OpenApiDocument);
	return {
		file: resolver.file,
		resolve: resolver.resolve,
		raw: (value) => followLocal(doc, value),
		defaultContentType:
			typeof doc.defaultContentType === 'string' ? doc.defaultContentType : undefined,
	};
}

/** The pointer a `$ref` names in its own document, or `fallback` for another file's or none. */
function refPointer(value: unknown, fallback: string): string {
	return isObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#/')
		? value.$ref.slice(1)
		: fallback;
}

/**
 * Reads the operation `id` of `doc` in full. Throws a `SpecError` (file and JSON pointer) when
 * the document has no such operation or describes it wrongly.
 */
export function getAsyncOperation(doc: AsyncApiDocument, id: string): AsyncOperation {
	const context = createContext(doc);
	const pointer = `/operations/${escapePointer(id)}`;
	const written = doc.operations?.[id];
	if (!isObject(written)) {
		const known = Object.keys(doc.operations ?? {}).slice(0, 8);
		throw new SpecError(
			`The AsyncAPI document \`${context.file}\` has no operation \`${id}\`.`,
			known.length
				? `Name one of its operations: ${known.map((name) => `\`${name}\``).join(', ')}.`
				: 'Describe the operation under `operations` in the document.',
		);
	}
	const traits = context.resolve(written.traits, `${pointer}/traits`);
	const operation = applyTraits(written, traits, pointer, context.file);
	const { action } = operation;
	if (action !== 'send' && action !== 'receive') {
		throw invalidSpec(
			context.file,
			`${pointer}/action`,
			action === undefined ? 'is missing' : `${showValue(action)} is not \`send\` or \`receive\``,
			'Write `action: send` (the application sends the messages) or `action: receive` (it receives them).',
		);
	}
	const channelId = refName(written.channel);
	if (!channelId) {
		throw invalidSpec(
			context.file,
			`${pointer}/channel`,
			'is not a reference to a channel',
			'Point the operation to its channel: `channel: { $ref: "#/channels/NAME" }`.',
		);
	}
	const channelPointer = refPointer(written.channel, `${pointer}/channel`);
	const rawChannel = followLocal(doc, written.channel);
	const channel = readChannel(channelId, written.channel, channelPointer, context);
	const messages = readOperationMessages(
		written.messages,
		rawChannel,
		channelPointer,
		pointer,
		context,
	);
	return {
		id,
		action,
		title: readText(operation, 'title', pointer, context.file),
		summary: readText(operation, 'summary', pointer, context.file),
		description: readText(operation, 'description', pointer, context.file),
		channel,
		messages,
		reply: readReply(written.reply, `${pointer}/reply`, context),
		servers: readChannelServers(doc, rawChannel, channelPointer, context),
		security: readSecurity(written.security, `${pointer}/security`, context),
		bindings: readBindings(context.resolve(operation.bindings, `${pointer}/bindings`)),
		tags: tagNames(doc, operation.tags),
		api: { title: doc.info?.title, version: doc.info?.version },
	};
}

function readChannel(
	id: string,
	raw: unknown,
	pointer: string,
	context: ReadContext,
): AsyncChannel {
	const channel = context.resolve(raw, pointer);
	if (!isObject(channel)) {
		throw invalidSpec(
			context.file,
			pointer,
			`${showValue(channel)} is not a channel object`,
			'Describe the channel with its `address` and `messages`.',
		);
	}
	const address = channel.address;
	if (address !== undefined && address !== null && typeof address !== 'string') {
		throw invalidSpec(
			context.file,
			`${pointer}/address`,
			`${showValue(address)} is not text`,
			'Write the address as a string, e.g. `address: "user/{userId}/signedup"`.',
		);
	}
	return {
		id,
		address: address ?? null,
		title: readText(channel, 'title', pointer, context.file),
		summary: readText(channel, 'summary', pointer, context.file),
		description: readText(channel, 'description', pointer, context.file),
		parameters: readParameters(channel.parameters, `${pointer}/parameters`, context.file),
		bindings: readBindings(channel.bindings),
	};
}

/**
 * The messages an operation names (`$ref`s into its channel's `messages`), or every message of
 * its channel when it names none.
 */
function readOperationMessages(
	raw: unknown,
	rawChannel: unknown,
	channelPointer: string,
	pointer: string,
	context: ReadContext,
): AsyncMessage[] {
	if (raw !== undefined && !Array.isArray(raw)) {
		throw invalidSpec(
			context.file,
			`${pointer}/messages`,
			`${showValue(raw)} is not a list of messages`,
			'Write `messages` as a list of `$ref`s into the channel: `- $ref: "#/channels/NAME/messages/MESSAGE"`.',
		);
	}
	const entries: Array<[string, unknown, string]> = raw
		? raw.map((entry, index) => [
				refName(entry) ?? `message ${index + 1}`,
				entry,
				refPointer(entry, `${pointer}/messages/${index}`),
			])
		: Object.entries(
				isObject(rawChannel) && isObject(rawChannel.messages) ? rawChannel.messages : {},
			)
				.filter(([name]) => !isExtension(name))
				.map(([name, entry]) => [name, entry, `${channelPointer}/messages/${escapePointer(name)}`]);
	return entries.map(([name, entry, at]) => {
		// Resolved deeply, its traits included: readMessage merges them in.
		return readMessage(name, context.resolve(entry, at), at, context);
	});
}

function readReply(raw: unknown, pointer: string, context: ReadContext): AsyncReply | undefined {
	if (raw === undefined) return undefined;
	const written = context.raw(raw);
	const reply = context.resolve(raw, pointer);
	if (!isObject(reply) || !isObject(written)) {
		throw invalidSpec(
			context.file,
			pointer,
			`${showValue(reply)} is not a reply object`,
			'Describe the reply with its `channel` and `messages`.',
		);
	}
	const channelId = refName(written.channel);
	const rawChannel = context.raw(written.channel);
	const channelPointer = refPointer(written.channel, `${pointer}/channel`);
	const address =
		isObject(reply.address) && typeof reply.address.location === 'string'
			? {
					location: reply.address.location,
					description: readText(reply.address, 'description', `${pointer}/address`, context.file),
				}
			: undefined;
	return {
		channel: channelId
			? readChannel(channelId, written.channel, channelPointer, context)
			: undefined,
		address,
		messages:
			written.messages !== undefined || channelId
				? readOperationMessages(written.messages, rawChannel, channelPointer, pointer, context)
				: [],
	};
}

/** The servers a channel names (`$ref`s to the document's), or every server when it names none. */
function readChannelServers(
	doc: AsyncApiDocument,
	rawChannel: unknown,
	channelPointer: string,
	context: ReadContext,
) {
	const named = isObject(rawChannel) ? rawChannel.servers : undefined;
	if (named !== undefined && !Array.isArray(named)) {
		throw invalidSpec(
			context.file,
			`${channelPointer}/servers`,
			`${showValue(named)} is not a list of servers`,
			'List the channel\'s servers as `$ref`s: `servers: [{ $ref: "#/servers/NAME" }]`.',
		);
	}
	const entries: Array<[string, unknown, string]> = named
		? named.map((entry, index) => [
				refName(entry) ?? `server ${index + 1}`,
				entry,
				refPointer(entry, `${channelPointer}/servers/${index}`),
			])
		: Object.entries(doc.servers ?? {})
				.filter(([name]) => !isExtension(name))
				.map(([name, entry]) => [name, entry, `/servers/${escapePointer(name)}`]);
	return entries.map(([name, entry, at]) => readServer(name, entry, at, context));
}
