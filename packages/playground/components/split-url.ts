/**
 * A request URL cut after each slash of its host and path (not those of `https://`) and before
 * its query and each further parameter, so the modal's URL wraps between segments (`<wbr>`
 * between the parts), as the endpoint bar's does, instead of mid-word on a phone.
 */
export function splitUrl(url: string): string[] {
	return url.split(/(?<=[^:/]\/)|(?=[?&])/);
}
