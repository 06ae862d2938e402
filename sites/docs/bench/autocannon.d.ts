// The part of autocannon's API that bench/load.ts uses (it ships no types of its own).
declare module 'autocannon' {
	interface Options {
		url: string;
		connections?: number;
		duration?: number;
		method?: 'GET' | 'POST';
		headers?: Record<string, string>;
	}
	interface Result {
		requests: { average: number };
		latency: { p50: number; p99: number };
		non2xx: number;
		errors: number;
	}
	export default function autocannon(options: Options): Promise<Result>;
}
