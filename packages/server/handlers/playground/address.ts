/**
 * Which network addresses the playground proxy must never reach on a caller's behalf: loopback,
 * private, link-local (cloud metadata services live there), carrier-grade NAT, multicast,
 * reserved and unspecified ones, in IPv4 and IPv6 (IPv4-mapped forms included). Pure string
 * logic, so every runtime shares it.
 */

/** Whether `address` (an IPv4 or IPv6 literal, IPv6 with or without brackets) is internal. */
export function isInternalAddress(address: string): boolean {
	const text = address.replace(/^\[|\]$/g, '').toLowerCase();
	const v4 = parseIPv4(text);
	if (v4) return isInternalIPv4(v4);
	const v6 = parseIPv6(text);
	if (!v6) return false;
	return isInternalIPv6(v6);
}

/**
 * Whether a URL's host names an internal address by itself: an IP literal that is internal, or a
 * name that always means this machine (`localhost`, `*.localhost`). Names that resolve inward are
 * caught where the runtime resolves them (see the Node runtime's guarded fetch).
 */
export function isInternalHost(hostname: string): boolean {
	const host = hostname.replace(/\.$/, '').toLowerCase();
	if (host === 'localhost' || host.endsWith('.localhost')) return true;
	return isInternalAddress(host);
}

function parseIPv4(text: string): number[] | undefined {
	const parts = text.split('.');
	if (parts.length !== 4) return undefined;
	const bytes = parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN));
	return bytes.every((byte) => byte >= 0 && byte <= 255) ? bytes : undefined;
}

function isInternalIPv4([a = 0, b = 0, c = 0]: number[]): boolean {
	return (
		a === 0 || // "this network", 0.0.0.0
		a === 10 ||
		a === 127 ||
		(a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
		(a === 169 && b === 254) || // link-local, cloud metadata (169.254.169.254)
		(a === 172 && b >= 16 && b <= 31) ||
		(a === 192 && b === 168) ||
		(a === 192 && b === 0 && c === 0) || // IETF protocol assignments
		(a === 192 && b === 0 && c === 2) || // documentation
		(a === 198 && (b === 18 || b === 19)) || // benchmarking
		(a === 198 && b === 51 && c === 100) ||
		(a === 203 && b === 0 && c === 113) ||
		a >= 224 // multicast, reserved, broadcast
	);
}

/** Eight 16-bit groups, or `undefined` when `text` is not IPv6. */
function parseIPv6(text: string): number[] | undefined {
	if (!text.includes(':')) return undefined;
	const zoneless = text.split('%')[0] ?? '';
	let head = zoneless;
	let tail: number[] = [];
	// A trailing dotted IPv4 (`::ffff:127.0.0.1`) is two groups.
	const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(zoneless);
	if (dotted?.[1]) {
		const v4 = parseIPv4(dotted[1]);
		if (!v4) return undefined;
		tail = [((v4[0] ?? 0) << 8) | (v4[1] ?? 0), ((v4[2] ?? 0) << 8) | (v4[3] ?? 0)];
		// Keep the colon before the IPv4 part only when it closes a `::`.
		head = zoneless.slice(0, dotted.index + 1);
		if (!head.endsWith('::')) head = head.slice(0, -1);
	}
	const halves = head.split('::');
	if (halves.length > 2) return undefined;
	const toGroups = (part: string) =>
		part === ''
			? []
			: part
					.split(':')
					.map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : Number.NaN));
	const left = toGroups(halves[0] ?? '');
	const right = halves.length === 2 ? toGroups(halves[1] ?? '') : [];
	const known = left.length + right.length + tail.length;
	if (known > 8 || [...left, ...right].some(Number.isNaN)) return undefined;
	if (halves.length === 1 && known !== 8) return undefined;
	return [...left, ...new Array(8 - known).fill(0), ...right, ...tail];
}

function isInternalIPv6(groups: number[]): boolean {
	const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
	const v4 = [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff];
	if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0) {
		if (g5 === 0xffff || g5 === 0) {
			// ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible), :: and ::1 included.
			return g5 === 0 && g6 === 0 ? true : isInternalIPv4(v4);
		}
	}
	if (g0 === 0x64 && g1 === 0xff9b) return isInternalIPv4(v4); // NAT64
	if (g0 === 0x2002) return isInternalIPv4([g1 >> 8, g1 & 0xff, g2 >> 8, g2 & 0xff]); // 6to4
	return (
		(g0 & 0xfe00) === 0xfc00 || // unique local
		(g0 & 0xffc0) === 0xfe80 || // link-local
		(g0 & 0xffc0) === 0xfec0 || // site-local (deprecated)
		(g0 & 0xff00) === 0xff00 || // multicast
		(g0 === 0x2001 && g1 === 0x0db8) // documentation
	);
}
