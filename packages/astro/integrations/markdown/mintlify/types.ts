/**
 * The types the parts of the Mintlify components step share (../remark-mintlify-components.ts
 * and this folder): a leaf they import, so no circle forms through them.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

/** A JSX element of the file, in flow or in text. */
export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** Any node of the file's tree. */
export type Node = Root | RootContent;

/** A node with children. */
export type Parent = Node & { children: Node[] };

/** A problem the remark step reports for the file (utils/problems/problems.ts adds the file). */
export interface PartProblem {
	message: string;
	hint?: string;
	line?: number | undefined;
}

/** What the step learns of one file as it rewrites its tree, and reports or imports after. */
export interface ComponentsScan {
	/** Names the file binds itself (and `React` where the step imports it). */
	local: Set<string>;
	/** Whether the file uses React as Mintlify has it in scope, so the step imports it. */
	react: boolean;
	/** The components to import, by the name the file uses. */
	used: Set<string>;
	/** Each unknown name, with the line of its first use. */
	unknown: Map<string, number | undefined>;
	/** Icon and code block option warnings, each once. */
	problems: Set<string>;
	/** Problems of `<Color.Item>`s. */
	componentProblems: PartProblem[];
	/** Records the warning of an icon the site cannot draw as asked. */
	checkIcon: (icon: string | undefined, iconType: string | undefined) => void;
	/** The file's text: a `<Prompt>` copies its children as they are written. */
	source: unknown;
}
