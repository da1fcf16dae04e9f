/** Codes an articles of association call can be refused with. */
export const articleErrorCodes = [
  'articles.notFound',
  'articles.locked',
  'articles.unknownParagraph',
  'articles.titleMissing',
  'articles.textMissing',
  'articles.nothingToUndo',
  'articles.notLatestDate',
  'articles.notAnImport',
  'articles.importEmpty',
  'articles.importUnreadable',
  'articles.noShareCapitalArticle',
  'articles.noShareCapital',
  'articles.languageNotOffered',
] as const;
