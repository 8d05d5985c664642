import { defineCommand } from './command';
import { withInverse } from '../json/patch';
import { jsonEqual } from '../json/pointer';

/** Arguments of {@link replaceDocument}. */
export interface ReplaceDocumentArgs {
  value: unknown;
  label?: string;
}

/** Replaces a whole document (restoring unsaved work, pasting a file); one undo step. */
export const replaceDocument = defineCommand<unknown, ReplaceDocumentArgs>({
  id: 'replace-document',
  label: (args) => args.label ?? 'Replace document',
  perform(doc, { value }) {
    if (jsonEqual(doc, value)) return null;
    return withInverse(doc, [{ op: 'replace', path: '', value }]);
  },
});
