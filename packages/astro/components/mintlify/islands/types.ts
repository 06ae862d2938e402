/**
 * The types the Preact twins (twins.tsx and the families it wires) share: a leaf the twin files
 * import, so no circle forms through them.
 */
import type { ComponentChildren, JSX } from 'preact';

/** A twin's children. */
export type Children = { children?: ComponentChildren };

/** The icon props Mintlify's components take. */
export type IconProps = { icon?: unknown; iconType?: string | undefined };

/** The props of the `Icon` twin. */
export type TwinIconProps = IconProps & { color?: string; className?: string };

/** The `Icon` twin, drawing the icons the build resolved (see createTwinIcon in twin-icon.tsx). */
export type TwinIcon = (props: TwinIconProps) => JSX.Element | null;
