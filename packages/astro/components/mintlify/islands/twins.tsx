/** @jsxImportSource preact */
/**
 * Preact twins of Mintlify's layout components, for components written in a page that keep state
 * (integrations/markdown/inline-islands.ts): such a component runs in the browser as an island, where the
 * Astro components cannot, so what it draws of Mintlify's comes from here. Each twin writes the
 * markup of its Astro component (same elements, same classes), so the site's styles apply the
 * same, on the server and after hydration. Icons are SVG the build resolved from the component's
 * code (`icons`): the island carries those few, never an icon set.
 */
import type { ComponentChildren, JSX } from 'preact';
import { CALLOUT_ICONS } from './twin-names.ts';

type Children = { children?: ComponentChildren };
type IconProps = { icon?: unknown; iconType?: string | undefined };

type CalloutType = keyof typeof CALLOUT_ICONS;
const LABELS: Record<CalloutType, string> = {
	note: 'Note',
	tip: 'Tip',
	info: 'Info',
	warning: 'Warning',
	check: 'Check',
	danger: 'Danger',
};

const HEX = /^#[0-9a-f]{3,8}$/i;
const classes = (...names: Array<string | false | undefined | null>) =>
	names.filter(Boolean).join(' ');

/** The components, drawing icons from `icons` (name to SVG; an image URL is drawn as an image). */
export function createMintlifyTwins(icons: Record<string, string>) {
	function Icon({ icon, color, className }: IconProps & { color?: string; className?: string }) {
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
	}

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

	function Card(
		props: Children &
			IconProps & {
				title?: string;
				color?: string;
				href?: string;
				horizontal?: boolean;
				img?: string;
				cta?: string;
				arrow?: boolean;
				type?: string;
			},
	) {
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
	}

	function CardGroup({ cols, children }: Children & { cols?: number | string }) {
		const count = Math.min(4, Math.max(1, Number(cols ?? 2) || 2));
		return (
			<div class="td-m-columns" style={`--td-cols: ${count}`}>
				{children}
			</div>
		);
	}

	function Badge(
		props: Children &
			IconProps & {
				color?: string;
				size?: string;
				shape?: string;
				stroke?: boolean;
				disabled?: boolean;
				className?: string;
			},
	) {
		const { color = 'gray', size = 'md', shape = 'rounded', icon, iconType, children } = props;
		return (
			<span
				class={classes(
					'td-m-mbadge',
					`td-m-mbadge-${color}`,
					`td-m-mbadge-${size}`,
					`td-m-mbadge-${shape}`,
					props.stroke && 'td-m-mbadge-stroke',
					props.disabled && 'td-m-mbadge-disabled',
					props.className,
				)}
			>
				{icon ? <Icon icon={icon} iconType={iconType} /> : null}
				{children}
			</span>
		);
	}

	function Step(
		props: Children &
			IconProps & { title?: string; stepNumber?: number | string; titleSize?: string; id?: string },
	) {
		const { title, stepNumber, titleSize, icon, iconType, id, children } = props;
		const Title = (titleSize === 'h2' || titleSize === 'h3' ? titleSize : 'p') as 'p';
		return (
			<li
				class="td-m-step"
				id={id}
				value={stepNumber !== undefined ? Number(stepNumber) : undefined}
			>
				<span class="td-m-step-marker" aria-hidden="true">
					{icon ? <Icon icon={icon} iconType={iconType} /> : stepNumber}
				</span>
				<div class="td-m-step-content">
					{title && <Title class="td-m-step-title">{title}</Title>}
					{children}
				</div>
			</li>
		);
	}

	function Accordion(
		props: Children &
			IconProps & { title: string; description?: string; defaultOpen?: boolean; id?: string },
	) {
		const { title, description, defaultOpen, icon, iconType, id, children } = props;
		return (
			<details class="td-m-accordion" open={defaultOpen} id={id}>
				<summary>
					{icon ? <Icon icon={icon} iconType={iconType} /> : null}
					<span class="td-m-accordion-title">{title}</span>
					{description && <span class="td-m-accordion-description">{description}</span>}
				</summary>
				<div class="td-m-accordion-body">{children}</div>
			</details>
		);
	}

	function Frame({ caption, hint, children }: Children & { caption?: string; hint?: string }) {
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

	function Tooltip(
		props: Children & { tip: string; headline?: string; cta?: string; href?: string },
	) {
		const { tip, headline, cta, href, children } = props;
		return (
			// biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the tip to keyboard readers, as Tooltip.astro does
			<span class="td-m-tooltip" tabIndex={0}>
				{children}
				<span class="td-m-tooltip-tip" role="tooltip">
					{headline && <strong>{headline} </strong>}
					{tip}
					{cta && href && (
						<>
							{' '}
							<a href={href}>{cta}</a>
						</>
					)}
				</span>
			</span>
		);
	}

	const wrap =
		(tag: 'div' | 'ol', className: string) =>
		({ children }: Children): JSX.Element => {
			const Tag = tag;
			return <Tag class={className}>{children}</Tag>;
		};

	return {
		Accordion,
		AccordionGroup: wrap('div', 'td-m-accordion-group'),
		Badge,
		Callout,
		Card,
		CardGroup,
		Check: typed('check'),
		Column: wrap('div', 'td-m-column'),
		Columns: CardGroup,
		Danger: typed('danger'),
		Frame,
		Icon,
		Info: typed('info'),
		Note: typed('note'),
		Step,
		Steps: wrap('ol', 'td-m-steps'),
		Tip: typed('tip'),
		Tooltip,
		Warning: typed('warning'),
	};
}
