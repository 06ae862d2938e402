import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' };

interface IconSet {
	icons: Record<string, { body: string; width?: number; height?: number }>;
	aliases?: Record<string, { parent: string }>;
	width?: number;
	height?: number;
}

const set = lucide as IconSet;

/** Font Awesome names Mintlify sites use whose Lucide icon has another name. */
const FONT_AWESOME: Record<string, string> = {
	'book-open-cover': 'book-open',
	'circle-info': 'info',
	'circle-check': 'circle-check',
	'triangle-exclamation': 'triangle-alert',
	'circle-exclamation': 'circle-alert',
	'arrow-up-right-from-square': 'external-link',
	gear: 'settings',
	gears: 'settings',
	'magnifying-glass': 'search',
	'pen-to-square': 'square-pen',
	house: 'house',
	'file-lines': 'file-text',
	xmark: 'x',
	'chart-line': 'chart-line',
	'code-branch': 'git-branch',
	slack: 'slack',
	discord: 'message-circle',
	'x-twitter': 'twitter',
	terminal: 'terminal',
	bolt: 'zap',
	'puzzle-piece': 'puzzle',
	'shield-halved': 'shield',
	'user-group': 'users',
	'comment-dots': 'message-circle-more',
	'wand-magic-sparkles': 'wand-sparkles',
	robot: 'bot',
	'paper-plane': 'send',
	'lightbulb-on': 'lightbulb',
};

/** An SVG for an icon name (Lucide, or a Font Awesome name it shares or maps to); a dot otherwise. */
export function getIconSvg(name: string): string {
	const key = name.trim().toLowerCase();
	const resolved = set.icons[key]
		? key
		: (set.aliases?.[key]?.parent ??
			(FONT_AWESOME[key] && set.icons[FONT_AWESOME[key]] ? FONT_AWESOME[key] : undefined));
	const icon = resolved ? set.icons[resolved] : undefined;
	const width = icon?.width ?? set.width ?? 24;
	const height = icon?.height ?? set.height ?? 24;
	const body = icon?.body ?? '<circle cx="12" cy="12" r="4" fill="currentColor"/>';
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="1em" height="1em" fill="none">${body}</svg>`;
}
