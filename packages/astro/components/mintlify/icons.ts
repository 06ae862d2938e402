/**
 * The site's icons for the components that draw them (`<Icon>`, cards, callouts, the sidebar):
 * utils/look/icons.ts with docs.json's library and the icon sets the integration located (the sets are
 * read from their packages when the first icon is drawn, never bundled into the page).
 */
import { base, docsJson, iconSets } from 'virtual:trydocs/config';
import {
	createIconResolver,
	createIconSetReader,
	getIconLibrary,
	type IconRef,
	type IconResult,
} from '../../utils/look/icons.ts';

const resolve = createIconResolver(getIconLibrary(docsJson), createIconSetReader(iconSets));

/**
 * What to draw for `icon`: an SVG, or an image whose repository path (`/images/x.svg`) gets the
 * site's `base`. The build has warned about names the library lacks (the remark step and the
 * docs.json check), so a missing icon draws nothing here.
 */
export function getIcon(icon: IconRef, iconType?: string): IconResult {
	const result = resolve(icon, iconType);
	if (result.kind === 'image' && result.src.startsWith('/') && !result.src.startsWith('//')) {
		return { kind: 'image', src: `${base.replace(/\/$/, '')}${result.src}` };
	}
	return result;
}
