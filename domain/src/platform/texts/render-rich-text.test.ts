import { describe, expect, it } from 'vitest';
import { autoTextVariablesOf, fillAutoTextVariables, storedRichTextParagraphs } from './render-rich-text';
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

describe('a stored text as the paragraphs a PDF prints (issue 24)', () => {
  const values = { values: { SHARE_CAPITAL: '86 340,10 kr' }, fallback: ({ type }: { type: string }) => `[${type}]` };

  it('prints a document as text, never its JSON: headings, marks dropped, list items with their marker, variables filled in', () => {
    const stored = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Styrets forslag' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Kapitalen er ' }, { type: 'autoTextVariable', attrs: { variableType: 'SHARE_CAPITAL', perDate: null } }, { type: 'text', text: '.', marks: [{ type: 'bold' }] }] },
        { type: 'orderedList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Første' }] }] }, { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Andre' }] }] }] },
      ],
    });
    const text = storedRichTextParagraphs(stored, values);
    expect(text).toBe('Styrets forslag\n\nKapitalen er 86 340,10 kr.\n\n1. Første\n\n2. Andre');
    expect(text).not.toContain('{"type"');
  });

  it('reads a plain text of before as its lines, and nothing as nothing', () => {
    expect(storedRichTextParagraphs('Linje en\nLinje to', values)).toBe('Linje en\n\nLinje to');
    expect(storedRichTextParagraphs('', values)).toBe('');
  });
});
