/** @jsxImportSource preact */
/** The twins of Mintlify's content components: badges, steps, accordions and tooltips. */
import { classes, wrap } from './twin-markup.tsx';
import type { Children, IconProps, TwinIcon } from './types.ts';

type BadgeProps = Children &
	IconProps & {
		color?: string;
		size?: string;
		shape?: string;
		stroke?: boolean;
		disabled?: boolean;
		className?: string;
	};
type StepProps = Children &
	IconProps & { title?: string; stepNumber?: number | string; titleSize?: string; id?: string };
type AccordionProps = Children &
	IconProps & { title: string; description?: string; defaultOpen?: boolean; id?: string };

/** `Badge`, `Step` and `Accordion`, drawing their icons with `Icon`. */
export function createContentTwins(Icon: TwinIcon) {
	function Badge(props: BadgeProps) {
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

	function Step(props: StepProps) {
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

	function Accordion(props: AccordionProps) {
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

	return { Badge, Step, Accordion };
}

/** The `Steps` twin. */
export const Steps = wrap('ol', 'td-m-steps');

/** The `AccordionGroup` twin. */
export const AccordionGroup = wrap('div', 'td-m-accordion-group');

/** The `Tooltip` twin. */
export function Tooltip(
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
