/**
 * What the body's chunk (`BodyFields.tsx` and `SchemaField.tsx`, loaded only for an operation
 * that takes a body) takes from the modal's, handed in as a prop rather than imported: a module
 * both chunks imported (the body's state helpers, a form primitive) was split out of the modal's
 * chunk into one more file that every open modal loaded, GET pages too, about 0.7 KB gzip more
 * than one chunk (as `oauth/kit.ts` says of the OAuth panel). The body's chunk imports only types
 * of these modules.
 */
import {
	getBranches,
	getBranchLabel,
	getType,
	isFile,
	isFormType,
	isJsonType,
	resolveBranch,
} from '../../state/body.ts';
import { describeIssue, fill } from '../../strings/fill.ts';
import { describeType, numberError, placeholderFor, toId } from './field-text.ts';
import {
	FieldMessage,
	FieldName,
	InlineCode,
	Label,
	LabelledSelect,
	ListLabel,
	MissingVariables,
	ScalarInput,
} from './fields.tsx';
import { ListEditor } from './ListEditor.tsx';

/** The modal's helpers and form primitives the body's fields are drawn with. */
export const BODY_KIT = {
	getBranches,
	getBranchLabel,
	getType,
	isFile,
	resolveBranch,
	isFormType,
	isJsonType,
	describeType,
	numberError,
	placeholderFor,
	toId,
	FieldMessage,
	FieldName,
	InlineCode,
	Label,
	LabelledSelect,
	ListLabel,
	MissingVariables,
	ScalarInput,
	ListEditor,
	describeIssue,
	fill,
};

/** The type of `BODY_KIT`, which the body's chunk imports (types only). */
export type BodyKit = typeof BODY_KIT;
