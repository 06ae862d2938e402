/** @jsxImportSource preact */
/** The twins of Mintlify's callouts: `Callout` and the typed ones (`Note`, `Tip`, ...). */
import { HEX } from './twin-markup.tsx';
import { CALLOUT_ICONS } from './twin-names.ts';
import type { Children, IconProps, TwinIcon } from './types.ts';

type CalloutType = keyof typeof CALLOUT_ICONS;
const LABELS: Record<CalloutType, string> = {
	note: 'Note',
	tip: 'Tip',
	info: 'Info',
	warning: 'Warning',
	check: 'Check',
	danger: 'Danger',
};

/** `Callout` and the typed callouts, drawing their icons with `Icon`. */
export function createCalloutTwins(Icon: TwinIcon) {
	function Callout({
		type,
		icon,
		iconType,
		color,
		children,
	}: Children & IconProps & { type?: CalloutType; color?: string }) {
		const style = color && HEX.test(color) ? `--td-callout: ${color}` : undefined;
		return (
			<aside
				class={`td-m-callout td-m-callout-${type ?? 'custom'}`}
				style={style}
				aria-label={type ? LABELS[type] : undefined}
			>
				<span class="td-m-callout-icon">
					<Icon
						icon={icon ?? `lucide:${type ? CALLOUT_ICONS[type] : 'info'}`}
						iconType={iconType}
					/>
				</span>
				<div class="td-m-callout-body">{children}</div>
			</aside>
		);
	}
	const typed = (type: CalloutType) => (props: Children) => <Callout type={type} {...props} />;
	return {
		Callout,
		Check: typed('check'),
		Danger: typed('danger'),
		Info: typed('info'),
		Note: typed('note'),
		Tip: typed('tip'),
		Warning: typed('warning'),
	};
}
