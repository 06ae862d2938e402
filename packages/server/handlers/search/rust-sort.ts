/**
 * Rust's `slice::sort_unstable_by` (its ipnsort), step for step, for the two sorts whose order
 * of equal elements Pagefind's ranking depends on: the matched word positions of a page (when a
 * compound word's parts share a position, the first one after sorting is the word it counts
 * for) and the scored pages (equal scores keep the order this leaves). Written from the
 * algorithm Rust's core library documents: insertion sort up to 20 elements; an existing sorted
 * run kept; else quicksort with a median-of-3 (recursive past 64) pivot, branchless cyclic
 * Lomuto partitions, an equal-elements partition under a repeated pivot, a stable small sort up
 * to 32 elements, and heapsort past too many unbalanced partitions.
 */

type IsLess<T> = (a: T, b: T) => boolean;

const INSERTION_MAX = 20;
const SMALL_SORT_THRESHOLD = 32;
const PSEUDO_MEDIAN_REC_THRESHOLD = 64;

/** Sorts `items` in place as Rust's `sort_unstable_by` would with the same comparison. */
export function sortUnstableLikeRust<T>(items: T[], isLess: IsLess<T>): T[] {
	const length = items.length;
	if (length < 2) return items;
	if (length <= INSERTION_MAX) {
		sortStableRange(items, 0, length, isLess);
		return items;
	}
	const [run, descending] = findExistingRun(items, isLess);
	if (run === length) {
		if (descending) items.reverse();
		return items;
	}
	quicksort(items, 0, length, undefined, 2 * Math.floor(Math.log2(length | 1)), isLess);
	return items;
}

/** A stable sort of `items[from, to)`: the small sorts Rust uses are stable. */
function sortStableRange<T>(items: T[], from: number, to: number, isLess: IsLess<T>) {
	const sorted = items.slice(from, to).sort((a, b) => (isLess(a, b) ? -1 : isLess(b, a) ? 1 : 0));
	for (let at = 0; at < sorted.length; at++) items[from + at] = sorted[at] as T;
}

function findExistingRun<T>(items: T[], isLess: IsLess<T>): [number, boolean] {
	let run = 2;
	const descending = isLess(items[1] as T, items[0] as T);
	if (descending) {
		while (run < items.length && isLess(items[run] as T, items[run - 1] as T)) run++;
	} else {
		while (run < items.length && !isLess(items[run] as T, items[run - 1] as T)) run++;
	}
	return [run, descending];
}

function quicksort<T>(
	items: T[],
	start: number,
	end: number,
	ancestorPivot: T | undefined,
	limit: number,
	isLess: IsLess<T>,
): void {
	let from = start;
	let ancestor = ancestorPivot;
	let budget = limit;
	while (true) {
		const length = end - from;
		if (length <= SMALL_SORT_THRESHOLD) {
			sortStableRange(items, from, end, isLess);
			return;
		}
		if (budget === 0) {
			heapsort(items, from, end, isLess);
			return;
		}
		budget--;
		const pivot = choosePivot(items, from, length, isLess);
		// A pivot no greater than an ancestor pivot is the smallest value here: put the elements
		// equal to it first and go on with the greater ones.
		if (ancestor !== undefined && !isLess(ancestor, items[from + pivot] as T)) {
			const equal = partition(items, from, end, pivot, (a, b) => !isLess(b, a));
			from += equal + 1;
			ancestor = undefined;
			continue;
		}
		const less = partition(items, from, end, pivot, isLess);
		quicksort(items, from, from + less, ancestor, budget, isLess);
		ancestor = items[from + less];
		from += less + 1;
	}
}

function choosePivot<T>(items: T[], from: number, length: number, isLess: IsLess<T>): number {
	const eighth = Math.floor(length / 8);
	const a = from;
	const b = from + eighth * 4;
	const c = from + eighth * 7;
	const chosen =
		length < PSEUDO_MEDIAN_REC_THRESHOLD
			? median3(items, a, b, c, isLess)
			: median3Rec(items, a, b, c, eighth, isLess);
	return chosen - from;
}

function median3Rec<T>(
	items: T[],
	a: number,
	b: number,
	c: number,
	n: number,
	isLess: IsLess<T>,
): number {
	let [x, y, z] = [a, b, c];
	if (n * 8 >= PSEUDO_MEDIAN_REC_THRESHOLD) {
		const n8 = Math.floor(n / 8);
		x = median3Rec(items, x, x + n8 * 4, x + n8 * 7, n8, isLess);
		y = median3Rec(items, y, y + n8 * 4, y + n8 * 7, n8, isLess);
		z = median3Rec(items, z, z + n8 * 4, z + n8 * 7, n8, isLess);
	}
	return median3(items, x, y, z, isLess);
}

function median3<T>(items: T[], a: number, b: number, c: number, isLess: IsLess<T>): number {
	const x = isLess(items[a] as T, items[b] as T);
	const y = isLess(items[a] as T, items[c] as T);
	if (x !== y) return a;
	const z = isLess(items[b] as T, items[c] as T);
	return z !== x ? c : b;
}

/**
 * Moves the pivot (at `from + pivot`) between the elements less than it and the rest, with
 * Rust's branchless cyclic Lomuto scheme; returns how many are less.
 */
function partition<T>(items: T[], from: number, end: number, pivot: number, isLess: IsLess<T>) {
	swap(items, from, from + pivot);
	const pivotValue = items[from] as T;
	const base = from + 1;
	const length = end - base;
	if (length === 0) return 0;
	const gapValue = items[base] as T;
	let gap = base;
	let less = 0;
	const step = (value: T, at: number | undefined) => {
		const isLessThan = isLess(value, pivotValue);
		items[gap] = items[base + less] as T;
		items[base + less] = value;
		if (at !== undefined) gap = at;
		less += isLessThan ? 1 : 0;
	};
	for (let right = base + 1; right < end; right++) step(items[right] as T, right);
	step(gapValue, undefined);
	swap(items, from, from + less);
	return less;
}

function swap<T>(items: T[], a: number, b: number) {
	const value = items[a] as T;
	items[a] = items[b] as T;
	items[b] = value;
}

function heapsort<T>(items: T[], from: number, end: number, isLess: IsLess<T>) {
	const length = end - from;
	for (let i = length + Math.floor(length / 2) - 1; i >= 0; i--) {
		let node = 0;
		if (i >= length) node = i - length;
		else swap(items, from, from + i);
		const size = Math.min(i, length);
		while (true) {
			let child = 2 * node + 1;
			if (child >= size) break;
			if (child + 1 < size && isLess(items[from + child] as T, items[from + child + 1] as T)) {
				child++;
			}
			if (!isLess(items[from + node] as T, items[from + child] as T)) break;
			swap(items, from + node, from + child);
			node = child;
		}
	}
}
