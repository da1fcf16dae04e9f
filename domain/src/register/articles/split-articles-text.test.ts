import { describe, expect, it } from 'vitest';
import { splitArticlesText } from './split-articles-text';

describe('splitArticlesText', () => {
  it('splits Norwegian articles at their § headings, leaving out the document title', () => {
    const text = ['Vedtekter for Nordlys Teknologi AS', 'Sist endret 1. mars 2024', '', '§ 1 Foretaksnavn', 'Selskapets foretaksnavn er Nordlys Teknologi AS.', '', '§ 2', 'Forretningskontor', 'Selskapets forretningskontor er i Oslo kommune.', 'Det kan ha avdelinger.', '§3. Selskapets aksjekapital er NOK 30 000.'].join('\n');
    expect(splitArticlesText(text)).toEqual({
      paragraphFormat: { prefix: '§ ', suffix: '' },
      articles: [
        { paragraph: 1, title: 'Foretaksnavn', text: 'Selskapets foretaksnavn er Nordlys Teknologi AS.' },
        { paragraph: 2, title: 'Forretningskontor', text: 'Selskapets forretningskontor er i Oslo kommune.\nDet kan ha avdelinger.' },
        { paragraph: 3, title: '', text: 'Selskapets aksjekapital er NOK 30 000.' },
      ],
    });
  });

  it('takes "1." headings with their suffix, but not a numbered sentence', () => {
    const { paragraphFormat, articles } = splitArticlesText('1. Name\nThe company is Aurora AB.\n2. Object\n2. The object is software development.');
    expect(paragraphFormat).toEqual({ prefix: '', suffix: '.' });
    expect(articles).toEqual([
      { paragraph: 1, title: 'Name', text: 'The company is Aurora AB.' },
      { paragraph: 2, title: 'Object', text: '2. The object is software development.' },
    ]);
  });

  it('numbers paragraphs in their order and makes one untitled paragraph per block without headings', () => {
    expect(splitArticlesText('§ 4 Styre\nStyret har 3 medlemmer.\n§ 9 Generalforsamling\nOrdinær generalforsamling.').articles.map((article) => article.paragraph)).toEqual([1, 2]);
    expect(splitArticlesText('Bolagets firma är Aurora AB.\n\nStyrelsen har säte i Stockholm.').articles).toEqual([
      { paragraph: 1, title: '', text: 'Bolagets firma är Aurora AB.' },
      { paragraph: 2, title: '', text: 'Styrelsen har säte i Stockholm.' },
    ]);
  });
});
