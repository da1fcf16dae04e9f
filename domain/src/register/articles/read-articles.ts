import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { findArticlesInForce } from './find-articles-in-force';
import { listArticleVersions } from './list-article-versions';
import type { ArticlesVersionSummary, ArticlesVersionView } from './article-views';

export type ArticlesReading = { versions: ArticlesVersionSummary[]; articles: ArticlesVersionView | null };

/** The articles as the board and the holders read them: the adopted versions' dates, and the version in force on `date` (today without one). */
export const readArticles = async ({ em, company, date }: { em: EntityManager; company: Company; date?: string }): Promise<ArticlesReading> => {
  const [versions, articles] = await Promise.all([listArticleVersions({ em, company }), findArticlesInForce({ em, company, date })]);
  return { versions: versions.filter((version) => version.status === 'ADOPTED'), articles };
};
