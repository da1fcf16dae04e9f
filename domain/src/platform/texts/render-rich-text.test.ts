import { describe, expect, it } from 'vitest';
import { autoTextVariablesOf, fillAutoTextVariables } from './render-rich-text';
import type { RichTextDocument } from './rich-text.schemas';

describe('filling auto-text variables', () => {
  it('replaces each variable, in paragraphs and lists, by its value as text, and leaves the rest as it was', () => {
    const document: RichTextDocument = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Aksjekapital: ', marks: [{ type: 'bold' }] }, { type: 'autoTextVariable', attrs: { variableType: 'SHARE_CAPITAL', perDate: null } }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'autoTextVariable', attrs: { variableType: 'COMPANY_NAME', perDate: null } }] }] }] },
      ],
    };
    const filled = fillAutoTextVariables(document, { values: { SHARE_CAPITAL: '1 200 000,00 kr' }, fallback: () => '[Selskapets navn]' });
    expect(filled).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Aksjekapital: ', marks: [{ type: 'bold' }] }, { type: 'text', text: '1 200 000,00 kr' }] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: '[Selskapets navn]' }] }] }] },
      ],
    });
    expect(autoTextVariablesOf(filled)).toEqual([]);
  });
});
