/**
 * "On this page" marks the section being read (`aria-current="true"`, as Starlight's and
 * Mintlify's do): the last heading above the reading line, just under the sticky header (where
 * a followed link puts its heading), or the first before any has reached it; once the end of the
 * page's content is on screen, the last heading on screen (a short last section never reaches
 * the top). IntersectionObservers say when a heading crosses that line (its root reaches far
 * above the screen, so a long jump crosses it too) and when the content's last block comes
 * wholly into view, so nothing runs while the reader scrolls within a section. Pages without
 * "On this page" carry none of this (Toc.astro includes it); a page shown in place of another
 * (client/page-swap.ts) is bound again.
 */
let observers: IntersectionObserver[] = [];

/** Watches the page's headings and the end of its content (again after a page swap). */
function bindToc() {
	for (const observer of observers) observer.disconnect();
	const links = [...document.querySelectorAll<HTMLAnchorElement>('.td-toc a[href^="#"]')];
	const headings = links.map((link) =>
		document.getElementById(decodeURIComponent(link.hash.slice(1))),
	);
	const end = document.querySelector('.td-main > :last-child');
	const line = (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0) + 32;

	function markCurrent() {
		const atEnd = scrollY > 0 && !!end && end.getBoundingClientRect().bottom <= innerHeight + 1;
		let current: HTMLAnchorElement | undefined;
		headings.forEach((heading, index) => {
			// A heading of a hidden <View> has no box: it is never the one being read.
			const box = heading?.getClientRects()[0];
			if (box && (box.top <= (atEnd ? innerHeight : line) || !current)) current = links[index];
		});
		for (const link of links) {
			if (link === current) link.setAttribute('aria-current', 'true');
			else link.removeAttribute('aria-current');
		}
	}

	const above = new IntersectionObserver(markCurrent, {
		rootMargin: `100000px 0px ${line - innerHeight}px 0px`,
	});
	for (const heading of headings) if (heading) above.observe(heading);
	observers = [above];
	if (!end) return;
	const whole = new IntersectionObserver(markCurrent, { threshold: 1 });
	whole.observe(end);
	observers.push(whole);
}
bindToc();
document.addEventListener('trydocs:page-swap', bindToc);
