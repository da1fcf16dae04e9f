import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { Article } from './article-change.types';
import { articleLanguagesOf } from './article-languages';
import { ArticlesOfAssociation } from './articles-of-association.entity';
import { articlesFileText } from './articles-file-text';
import { articlesVersionSummary, articlesVersionView } from './article-version-view';
import type { ArticlesVersionView } from './article-views';
import { splitArticlesText } from './split-articles-text';

/** The paragraph a capital change rewrites, found by its title in an imported text. */
const shareCapitalTitle = /aksjekapital|aktiekapital|share capital/i;

export type ArticlesImportSource = { text: string } | { data: Uint8Array; fileName: string };

/**
 * Imports today's articles, pasted or uploaded (.docx or text), as a draft dated `date`: split into paragraphs in the
 * company's own language (Norwegian or Swedish), the share capital paragraph marked by its title. The draft becomes
 * a version once saved (`PUT`), after its titles and any second language are filled in, or is discarded.
 */
export const importArticles = async ({ em, actor, company, date, source }: { em: EntityManager; actor: User; company: Company; date: string; source: ArticlesImportSource }): Promise<ArticlesVersionView> => {
  const text = 'text' in source ? source.text : await articlesFileText(source);
  const { paragraphFormat, articles: split } = splitArticlesText(text);
  if (split.length === 0) throw new DomainError('articles.importEmpty');
  const [language] = articleLanguagesOf(company.country);
  const articles: Article[] = split.map(({ paragraph, title, text: body }) => ({ paragraph, titles: [{ language, text: title }], texts: [{ language, text: body }] }));
  return em.transactional(async (tx) => {
    const draft = tx.create(ArticlesOfAssociation, {
      company,
      date,
      status: 'IMPORT',
      languages: [language],
      paragraphPrefix: paragraphFormat.prefix,
      paragraphSuffix: paragraphFormat.suffix,
      articles,
      changes: [],
      shareCapitalParagraph: split.find((article) => shareCapitalTitle.test(article.title))?.paragraph ?? null,
      createdBy: actor,
    });
    await tx.flush();
    recordAuditEvent({ em: tx, type: 'articles.imported', actor, company, after: articlesVersionSummary(draft, false) });
    return articlesVersionView(draft, false);
  });
};
