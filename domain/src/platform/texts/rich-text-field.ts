import { z } from 'zod';
import { textSchema } from '../../kernel/validation/text';
import { richTextOf, richTextHasContent, ZStoredRichTextSchema } from './stored-rich-text';
import { richTextPlainText } from './render-rich-text';
import { richTextMaxLength } from './rich-text.schemas';

const noValues = { values: {}, fallback: () => '' };

/**
 * A rich-text field of a form (notice description, matter text, outcome text): the editor's document (or a plain
 * text) sanitised on the server and stored as its JSON; at most `maxLength` characters of text; an empty document is
 * stored as '' (with `required`, refused as `required`).
 */
export const richTextFieldSchema = (maxLength: number, { required = false }: { required?: boolean } = {}) =>
  textSchema(richTextMaxLength, { required })
    .pipe(ZStoredRichTextSchema)
    .transform((stored, context) => {
      const document = richTextOf(stored);
      if (!richTextHasContent(document)) {
        if (required) context.addIssue({ code: 'custom', message: 'required' });
        return '';
      }
      if ([...richTextPlainText(document, noValues)].length > maxLength) {
        context.addIssue({ code: 'custom', message: 'maxStringLength', params: { maxLength } });
        return z.NEVER;
      }
      return stored;
    });
