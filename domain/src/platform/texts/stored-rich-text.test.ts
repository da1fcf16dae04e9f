import { describe, expect, it } from 'vitest';
import { matchAutoTextVariables, variablePickerMaxMatches } from './auto-text-variables';
import { autoTextVariablesOf, renderRichTextHtml, richTextPlainText, type AutoTextValues } from './render-rich-text';
import { richTextOf, ZStoredRichTextSchema } from './stored-rich-text';

const values: AutoTextValues = { values: { SHARE_CAPITAL: '30 000 NOK', 'TOTAL_SHARES@2025-01-01': '1 000' }, fallback: ({ type }) => `[${type}]` };
const doc = (content: unknown[]) => JSON.stringify({ type: 'doc', content });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });

describe('a rich text from a client', () => {
  it('drops script, style and unknown nodes, marks and attributes on the server', () => {
    const stored = ZStoredRichTextSchema.parse(
      doc([
        paragraph({ type: 'text', text: 'Hei ', marks: [{ type: 'bold' }, { type: 'link', attrs: { href: 'javascript:alert(1)' } }] }, { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] }),
        { type: 'style', content: [{ type: 'text', text: 'body{}' }] },
        { type: 'image', attrs: { src: 'x' } },
        { type: 'paragraph', attrs: { onclick: 'x' }, content: [{ type: 'text', text: '<b>plain</b>' }] },
      ]),
    );
    expect(JSON.parse(stored)).toEqual({
      type: 'doc',
      content: [paragraph({ type: 'text', text: 'Hei ', marks: [{ type: 'bold' }] }), paragraph({ type: 'text', text: '<b>plain</b>' })],
    });
    expect(renderRichTextHtml(richTextOf(stored), values)).toBe('<p><strong>Hei </strong></p><p>&lt;b&gt;plain&lt;/b&gt;</p>');
  });

  it('refuses an auto-text variable that does not exist with its key', () => {
    const result = ZStoredRichTextSchema.safeParse(doc([paragraph({ type: 'autoTextVariable', attrs: { variableType: 'BANK_PASSWORD', perDate: null } })]));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'texts.unknownVariable', params: { variable: 'BANK_PASSWORD' } });
  });

  it('refuses JSON that is not a document, and reads a plain text as paragraphs', () => {
    expect(ZStoredRichTextSchema.safeParse('{"type":"doc","content":[{"type":"paragraph","content":"x"}]').error?.issues[0]?.message).toBe('texts.invalidDocument');
    expect(ZStoredRichTextSchema.parse('<script>x</script>\nLine two')).toBe('<script>x</script>\nLine two');
    expect(richTextOf('<script>x</script>\nLine two')).toEqual({ type: 'doc', content: [paragraph({ type: 'text', text: '<script>x</script>' }), paragraph({ type: 'text', text: 'Line two' })] });
    expect(renderRichTextHtml(richTextOf('<script>x</script>'), values)).toBe('<p>&lt;script&gt;x&lt;/script&gt;</p>');
  });
});

describe('stored texts', () => {
  it('read a plain text of before the editor as one paragraph per line (read-time conversion)', () => {
    expect(richTextPlainText(richTextOf('Styret foreslår\n\nutbytte'), values)).toBe('Styret foreslår\n\nutbytte');
  });

  it('render variables with their values, as of their date, and a fallback for unknown values', () => {
    const document = richTextOf(
      doc([
        paragraph(
          { type: 'text', text: 'Kapital: ' },
          { type: 'autoTextVariable', attrs: { variableType: 'SHARE_CAPITAL', perDate: null } },
          { type: 'text', text: ', aksjer: ' },
          { type: 'autoTextVariable', attrs: { variableType: 'TOTAL_SHARES', perDate: '2025-01-01' } },
          { type: 'text', text: ', ' },
          { type: 'autoTextVariable', attrs: { variableType: 'FAIR_VALUE', perDate: null } },
        ),
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph({ type: 'text', text: 'én' })] }] },
      ]),
    );
    expect(autoTextVariablesOf(document)).toEqual([{ type: 'SHARE_CAPITAL' }, { type: 'TOTAL_SHARES', perDate: '2025-01-01' }, { type: 'FAIR_VALUE' }]);
    expect(renderRichTextHtml(document, values)).toBe('<p>Kapital: 30 000 NOK, aksjer: 1 000, [FAIR_VALUE]</p><ul><li><p>én</p></li></ul>');
    expect(richTextPlainText(document, values)).toBe('Kapital: 30 000 NOK, aksjer: 1 000, [FAIR_VALUE]\n• én');
  });
});

describe('the variable picker', () => {
  it('offers at most 20 matches, the last two groups only when included', () => {
    const all = matchAutoTextVariables('', (type) => type, { shareCapitalIncrease: true, individualContributions: true });
    expect(all).toHaveLength(variablePickerMaxMatches);
    expect(matchAutoTextVariables('increase', (type) => type)).toEqual([]);
    expect(matchAutoTextVariables('increase', (type) => type, { shareCapitalIncrease: true })).toEqual(['INCREASE_NEW_SHARES', 'INCREASE_SUBSCRIPTION_PRICE', 'INCREASE_AMOUNT']);
    expect(matchAutoTextVariables('aksjekap', () => 'Aksjekapital').length).toBeGreaterThan(0);
  });
});

describe('a rich text nested past its depth', () => {
  /** A paragraph inside `levels - 2` quotes inside the document, written as text (a 100,000-level object cannot be stringified). */
  const nested = (levels: number) =>
    `{"type":"doc","content":[${'{"type":"blockquote","content":['.repeat(levels - 2)}{"type":"paragraph","content":[{"type":"text","text":"inne"}]}${']}'.repeat(levels - 2)}]}`;

  it('is refused with a key before anything recurses, at 51 levels and at 5,000', () => {
    expect(ZStoredRichTextSchema.safeParse(nested(51)).error?.issues[0]?.message).toBe('nestingTooDeep');
    expect(ZStoredRichTextSchema.safeParse(nested(5_000)).error?.issues[0]?.message).toBe('nestingTooDeep');
  });

  it('is refused with a key when a text or attribute holds a NUL or a lone surrogate written as an escape', () => {
    for (const escape of ['\\u0000', '\\ud800'])
      expect(ZStoredRichTextSchema.safeParse(`{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Kari${escape}"}]}]}`).error?.issues[0]?.message).toBe('invalidCharacters');
    expect(ZStoredRichTextSchema.safeParse('{"type":"doc","content":[{"type":"heading","attrs":{"level":"\\u0000"},"content":[]}]}').error?.issues[0]?.message).toBe('invalidCharacters');
  });

  it('is taken at 50 levels', () => {
    expect(ZStoredRichTextSchema.safeParse(nested(50)).success).toBe(true);
  });
});
