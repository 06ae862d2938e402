/**
 * The script of pages with a Mermaid diagram the build-time renderer cannot draw
 * (components/mintlify/code/MermaidBrowser.astro includes it, so other pages carry none of it):
 * Mermaid itself, loaded on demand, draws each such diagram from the source the page shows, in
 * the reader's theme, and again when the theme changes (the toggle, client/shell.ts, or the
 * system's). The source stays under "Show source"; a diagram Mermaid refuses keeps it open, with
 * Mermaid's message.
 */
import type { Mermaid } from 'mermaid';

const FIGURES = '[data-td-mermaid]';
const root = document.documentElement;
const darkMedia = matchMedia('(prefers-color-scheme: dark)');

let mermaid: Promise<Mermaid> | undefined;
let drawn = 0;
/** Counts drawings, so a slower one never replaces a newer one (a theme toggled twice). */
let latest = 0;

const isDark = () => (root.dataset.theme ?? (darkMedia.matches ? 'dark' : 'light')) === 'dark';

function loadMermaid(): Promise<Mermaid> {
	mermaid ??= import('mermaid').then((module) => module.default);
	return mermaid;
}

/** Draws one figure's diagram; a refused one keeps its source open, with Mermaid's message. */
async function drawFigure(library: Mermaid, figure: HTMLElement, run: number) {
	const diagram = figure.querySelector<HTMLElement>('.td-m-mermaid-diagram');
	const source = figure.querySelector('pre')?.textContent ?? '';
	const details = figure.querySelector('details');
	if (!diagram) return;
	diagram.hidden = false;
	try {
		const { svg } = await library.render(`td-mermaid-live-${++drawn}`, source, diagram);
		if (run !== latest) return;
		diagram.innerHTML = svg;
		figure.dataset.tdDrawn = '';
		figure.querySelector('.td-m-mermaid-error')?.remove();
		if (details) details.open = false;
	} catch (error) {
		if (run !== latest || figure.querySelector('.td-m-mermaid-error')) return;
		// Mermaid may leave its own error drawing behind: the source says more.
		if (!figure.hasAttribute('data-td-drawn')) {
			diagram.replaceChildren();
			diagram.hidden = true;
		}
		const note = document.createElement('p');
		note.className = 'td-m-mermaid-error';
		note.textContent = `This diagram could not be drawn: ${error instanceof Error ? error.message : String(error)}`;
		figure.prepend(note);
	}
}

/** Draws every such diagram of the page, in the theme shown now. */
async function drawAll() {
	const figures = [...document.querySelectorAll<HTMLElement>(FIGURES)];
	if (figures.length === 0) return;
	const run = ++latest;
	const library = await loadMermaid();
	const font = getComputedStyle(document.body).fontFamily;
	// A gantt chart is as wide as the figure's content (Mermaid would take the whole window's).
	const first = figures[0] as HTMLElement;
	const padding = Number.parseFloat(getComputedStyle(first).paddingLeft) * 2 || 0;
	library.initialize({
		startOnLoad: false,
		securityLevel: 'strict',
		theme: isDark() ? 'dark' : 'default',
		themeVariables: { fontFamily: font },
		gantt: { useWidth: Math.max(first.clientWidth - padding, 280) },
	});
	// One at a time: Mermaid renders through one shared configuration.
	for (const figure of figures) await drawFigure(library, figure, run);
}

void drawAll();
// A page shown in place of another (client/page-swap.ts) has new diagrams.
document.addEventListener('trydocs:page-swap', () => void drawAll());
// The theme toggle sets `data-theme`; without a choice, the system's scheme is the theme.
new MutationObserver(() => void drawAll()).observe(root, {
	attributes: true,
	attributeFilter: ['data-theme'],
});
darkMedia.addEventListener('change', () => void drawAll());
