/**
 * The playground's words in the page's language, for the form's primitives (`form/fields.tsx`,
 * `form/ListEditor.tsx`), which no state reaches. The modal provides them; English otherwise.
 */
import { createContext } from 'preact';
import { MODAL_STRINGS } from '../strings/modal.ts';

export const StringsContext = createContext<typeof MODAL_STRINGS>(MODAL_STRINGS);
