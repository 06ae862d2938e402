/** @jsxImportSource preact */
/** The twins of Mintlify's layout components: cards, columns and frames. */
import { classes, wrap } from './twin-markup.tsx';
import type { Children, IconProps, TwinIcon } from './types.ts';

type CardProps = Children &
	IconProps & {
		title?: string;
		color?: string;
		href?: string;
		horizontal?: boolean;
		img?: string;
		cta?: string;
		arrow?: boolean;
		type?: string;
	};

/** The `Card` twin, drawing its icon with `Icon`. */
export function createCardTwin(Icon: TwinIcon) {
	return function Card(props: CardProps) {
		const { title, icon, iconType, color, href, horizontal, img, cta, arrow, type, children } =
			props;
		const external = href !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(href);
		const Tag = href ? 'a' : 'div';
		return (
			<Tag
				class={classes(
					'td-m-card',
					horizontal && 'td-m-card-horizontal',
					href && 'td-m-card-link',
					type && `td-m-card-${type}`,
				)}
				href={href}
				rel={external ? 'noopener' : undefined}
			>
				{img && <img class="td-m-card-img" src={img} alt="" loading="lazy" />}
				<div class="td-m-card-content">
					{icon ? (
						<span class="td-m-card-icon">
							<Icon icon={icon} iconType={iconType} color={color} />
						</span>
					) : null}
					{title && (
						<p class="td-m-card-title">
							{title}
							{href !== undefined && (arrow ?? external) && (
								<span class="td-m-card-arrow" aria-hidden="true">
									{' ↗'}
								</span>
							)}
						</p>
					)}
					<div class="td-m-card-body">{children}</div>
					{cta && href && <span class="td-m-card-cta">{cta} →</span>}
				</div>
			</Tag>
		);
	};
}

/** The `CardGroup` twin, which `Columns` is too. */
export function CardGroup({ cols, children }: Children & { cols?: number | string }) {
	const count = Math.min(4, Math.max(1, Number(cols ?? 2) || 2));
	return (
		<div class="td-m-columns" style={`--td-cols: ${count}`}>
			{children}
		</div>
	);
}

/** The `Column` twin. */
export const Column = wrap('div', 'td-m-column');

/** The `Frame` twin. */
export function Frame({ caption, hint, children }: Children & { caption?: string; hint?: string }) {
	return (
		<>
			{hint && <p class="td-m-frame-hint">{hint}</p>}
			<figure class="td-m-frame">
				<div class="td-m-frame-content">{children}</div>
				{caption && <figcaption>{caption}</figcaption>}
			</figure>
		</>
	);
}
