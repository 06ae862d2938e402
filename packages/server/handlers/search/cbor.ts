/**
 * The part of CBOR (RFC 8949) Pagefind's index files use: unsigned and negative integers, text
 * strings and arrays of known length, as its writer (minicbor) encodes them. Anything else in a
 * file is an error naming what was found, never a guess.
 */

/** A decoded value: a number, a string or an array of values. */
export type CborValue = number | string | CborValue[];

/** Decodes the one CBOR item at the start of `bytes`. */
export function decodeCbor(bytes: Uint8Array): CborValue {
	const reader = { bytes, at: 0, text: new TextDecoder('utf-8', { fatal: true }) };
	return readItem(reader, 0);
}

interface Reader {
	bytes: Uint8Array;
	at: number;
	text: TextDecoder;
}

/** Arrays nest a few levels deep in Pagefind's files; far deeper is a broken file. */
const MAX_DEPTH = 16;

function readItem(reader: Reader, depth: number): CborValue {
	if (depth > MAX_DEPTH) throw new Error('CBOR nests deeper than a Pagefind index does');
	const initial = readByte(reader);
	const major = initial >> 5;
	const length = readLength(reader, initial & 0x1f);
	switch (major) {
		case 0:
			return length;
		case 1:
			return -1 - length;
		case 3: {
			const end = reader.at + length;
			if (end > reader.bytes.length) throw new Error('a CBOR string runs past the end');
			const value = reader.text.decode(reader.bytes.subarray(reader.at, end));
			reader.at = end;
			return value;
		}
		case 4: {
			if (length > reader.bytes.length - reader.at) {
				throw new Error('a CBOR array is longer than the file');
			}
			const items: CborValue[] = [];
			for (let index = 0; index < length; index++) items.push(readItem(reader, depth + 1));
			return items;
		}
		default:
			throw new Error(`unexpected CBOR major type ${major} at byte ${reader.at - 1}`);
	}
}

function readByte(reader: Reader): number {
	const byte = reader.bytes[reader.at++];
	if (byte === undefined) throw new Error('the CBOR data ends early');
	return byte;
}

/** The argument of an item: its value, or its length. Indefinite lengths are not used. */
function readLength(reader: Reader, info: number): number {
	if (info < 24) return info;
	const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
	if (size === 0) throw new Error(`unsupported CBOR length encoding ${info}`);
	let value = 0;
	for (let index = 0; index < size; index++) value = value * 256 + readByte(reader);
	if (!Number.isSafeInteger(value)) throw new Error('a CBOR integer is too large');
	return value;
}
