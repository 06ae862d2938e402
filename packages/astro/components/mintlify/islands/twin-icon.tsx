/** @jsxImportSource preact */
/** The `Icon` twin, which the other twins draw their icons with. */
import { classes, HEX } from './twin-markup.tsx';
import type { TwinIcon, TwinIconProps } from './types.ts';

/** The `Icon` twin, drawing from `icons` (name to SVG; an image URL is drawn as an image). */
export function createTwinIcon(icons: Record<string, string>): TwinIcon {
	return function Icon({ icon, color, className }: TwinIconProps) {
		const name = typeof icon === 'string' ? icon : (icon as { name?: string } | null)?.name;
		if (!name) return null;
		const style = color && HEX.test(color) ? `color: ${color}` : undefined;
		if (/^(https?:)?\/|\.(svg|png|jpe?g|gif|webp)$/i.test(name)) {
			return <img class={classes('td-m-icon', className)} src={name} alt="" style={style} />;
		}
		// SVG the build read from an icon set (see readIcons in integrations/markdown/inline-islands.ts).
		const svg = icons[name];
		if (!svg) return null;
		return (
			<span
				class={classes('td-m-icon', className)}
				data-icon={name.replace(/^lucide:/, '')}
				style={style}
				aria-hidden="true"
				dangerouslySetInnerHTML={{ __html: svg }}
			/>
		);
	};
}
