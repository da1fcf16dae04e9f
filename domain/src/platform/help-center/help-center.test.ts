import { describe, expect, it } from 'vitest';
import { languages } from '../../kernel/i18n/languages';
import { helpBlocks } from './help-content';
import { helpArticles, helpArticleBySlug } from './help-articles';
import { searchHelp } from './search-help';
import { stories } from './stories';

describe('help content', () => {
  it.each([...helpArticles, ...stories].map((item) => [item.slug, item] as const))('%s is written in nb, sv and en, each with title, summary and body', (_slug, item) => {
    for (const language of languages) {
      const { title, summary, body } = item.texts[language];
      expect([title, summary, body].every((text) => text.trim().length > 0), language).toBe(true);
      expect(body, language).not.toMatch(/<[a-z]/i);
    }
  });

  it('gives every article its own address', () => {
    expect(new Set(helpArticles.map(({ slug }) => slug)).size).toBe(helpArticles.length);
    expect(helpArticleBySlug('import-shareholders')?.companyPage).toBe('shareholders/import');
    expect(helpArticleBySlug('nothing')).toBeUndefined();
  });
});

describe('help blocks', () => {
  it('reads headings, paragraphs over several lines, numbered steps and bullets as plain text', () => {
    expect(helpBlocks('First line\ngoes on.\n\n## Steps\n1. One\n2. Two\n\n- a <b>bullet</b>\n- another\n\nLast.')).toEqual([
      { kind: 'paragraph', text: 'First line goes on.' },
      { kind: 'heading', text: 'Steps' },
      { kind: 'steps', items: ['One', 'Two'] },
      { kind: 'bullets', items: ['a <b>bullet</b>', 'another'] },
      { kind: 'paragraph', text: 'Last.' },
    ]);
  });
});

describe('help search', () => {
  it('finds every word in titles and bodies of the language, title hits first', () => {
    expect(searchHelp(helpArticles, 'nb', 'importer').map(({ slug }) => slug)[0]).toBe('import-shareholders');
    expect(searchHelp(helpArticles, 'en', 'MINUTES outcome').map(({ slug }) => slug)).toEqual(['run-a-board-meeting']);
    expect(searchHelp(helpArticles, 'sv', 'aktieägarportalen').map(({ slug }) => slug)).toContain('invite-shareholders');
    expect(searchHelp(helpArticles, 'en', 'aksjonærportalen')).toEqual([]);
    expect(searchHelp(helpArticles, 'nb', '  ')).toHaveLength(helpArticles.length);
  });
});
