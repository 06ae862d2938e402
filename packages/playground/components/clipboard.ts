/** Copies text, falling back to a selected textarea where the Clipboard API is refused. */
export async function writeClipboard(text: string) {
	try {
		await navigator.clipboard.writeText(text);
		return;
	} catch {
		// No clipboard permission (http:, an iframe): fall back to a selected textarea.
	}
	const area = document.createElement('textarea');
	area.value = text;
	area.setAttribute('readonly', '');
	area.style.position = 'fixed';
	area.style.opacity = '0';
	document.body.append(area);
	area.select();
	document.execCommand('copy');
	area.remove();
}
