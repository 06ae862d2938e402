/** @jsxImportSource preact */
/**
 * What the twins' markup shares: a class list, the colour check Mintlify's components apply to a
 * `color` prop, and the plain wrappers (`Steps`, `Column`, `AccordionGroup`).
 */
import type { JSX } from 'preact';
import type { Children } from './types.ts';

/** A colour a twin writes into a style: `#` and 3 to 8 hex digits, nothing else. */
export const HEX = /^#[0-9a-f]{3,8}$/i;

/** The class names that are set, joined by spaces. */
export const classes = (...names: Array<string | false | undefined | null>) =>
	names.filter(Boolean).join(' ');

/** A twin that only wraps its children in `tag` with `className`. */
export const wrap =
	(tag: 'div' | 'ol', className: string) =>
	({ children }: Children): JSX.Element => {
		const Tag = tag;
		return <Tag class={className}>{children}</Tag>;
	};
