import { describe, expect, it } from 'vitest';
import { collectClassNames, generateUtilityCss, getUtilityRule } from './utility-classes.ts';

describe('utility classes', () => {
	it('finds the classes of class, className and literal expressions, skipping template parts', () => {
		const text = `<img className="block dark:hidden" /> <div class='flex gap-2'/> <p className={"text-sm"} /> <a className={\`mt-\${n} px-4\`} />`;
		expect([...collectClassNames(text)].sort()).toEqual([
			'block',
			'dark:hidden',
			'flex',
			'gap-2',
			'px-4',
			'text-sm',
		]);
	});

	it('shows light and dark variants by the theme the reader picked, else the system one', () => {
		expect(getUtilityRule('hidden')).toBe('.td-main .hidden{display:none}');
		expect(getUtilityRule('dark:block')).toBe(
			':root[data-theme=dark] .td-main .dark\\:block{display:block}@media (prefers-color-scheme:dark){:root:not([data-theme=light]) .td-main .dark\\:block{display:block}}',
		);
	});

	it('generates the common Tailwind utilities of Mintlify pages', () => {
		expect(getUtilityRule('px-4')).toBe('.td-main .px-4{padding-left:1rem;padding-right:1rem}');
		expect(getUtilityRule('py-1.5')).toBe(
			'.td-main .py-1\\.5{padding-top:0.375rem;padding-bottom:0.375rem}',
		);
		expect(getUtilityRule('-mt-2')).toBe('.td-main .-mt-2{margin-top:-0.5rem}');
		expect(getUtilityRule('w-1/2')).toBe('.td-main .w-1\\/2{width:50%}');
		expect(getUtilityRule('text-zinc-950/70')).toBe(
			'.td-main .text-zinc-950\\/70{color:color-mix(in srgb, #09090b 70%, transparent)}',
		);
		expect(getUtilityRule('!text-black')).toBe('.td-main .\\!text-black{color:#000!important}');
		expect(getUtilityRule('aspect-[2/1]')).toBe('.td-main .aspect-\\[2\\/1\\]{aspect-ratio:2/1}');
		expect(getUtilityRule('md:grid-cols-2')).toBe(
			'@media (min-width:48rem){.td-main .md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}',
		);
		expect(getUtilityRule('group-hover:scale-105')).toBe(
			'.td-main .group:hover .group-hover\\:scale-105{scale:1.05}',
		);
		expect(getUtilityRule('-translate-x-1/2')).toBe('.td-main .-translate-x-1\\/2{translate:-50%}');
		expect(getUtilityRule('-top-5')).toBe('.td-main .-top-5{top:-1.25rem}');
		expect(getUtilityRule('rounded-t-md')).toBe(
			'.td-main .rounded-t-md{border-top-left-radius:0.375rem;border-top-right-radius:0.375rem}',
		);
		expect(getUtilityRule('space-y-4')).toBe(
			'.td-main .space-y-4>:not(:first-child){margin-top:1rem}',
		);
		expect(getUtilityRule('text-primary')).toBe('.td-main .text-primary{color:var(--td-primary)}');
	});

	it('puts dark and responsive rules last and reports utility-like names it does not generate', () => {
		const { css, unsupported } = generateUtilityCss([
			'dark:hidden',
			'block',
			'my-card',
			'ring-2',
			'not-prose',
			'hover:blur-sm',
		]);
		expect(css.split('\n')[0]).toBe('.td-main .block{display:block}');
		expect(css.split('\n')).toHaveLength(2);
		expect(unsupported).toEqual(['ring-2']);
	});
});
