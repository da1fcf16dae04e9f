import type { EntityManager } from '@mikro-orm/core';
import { todayLocalDate } from '../../kernel/validation/local-date';
import type { Company } from '../../platform/companies/company.entity';
import { ArticlesOfAssociation } from './articles-of-association.entity';
import { isLocked, versionById } from './article-versions';
import { articlesVersionView } from './article-version-view';
import type { ArticlesVersionView } from './article-views';

const latestAdopted = (em: EntityManager, company: Company) => em.findOne(ArticlesOfAssociation, { company, status: 'ADOPTED' }, { orderBy: { date: 'desc' } });

/**
 * `POST /articlesofassociation/{orgNo}/date {date}`: the version in force on a day (the latest adopted one dated on
 * or before it); today without a date. Null before the first version.
 */
export const findArticlesInForce = async ({ em, company, date = todayLocalDate() }: { em: EntityManager; company: Company; date?: string }): Promise<ArticlesVersionView | null> => {
  const [version, latest] = await Promise.all([
    em.findOne(ArticlesOfAssociation, { company, status: 'ADOPTED', date: { $lte: date } }, { orderBy: { date: 'desc' } }),
    latestAdopted(em, company),
  ]);
  return version ? articlesVersionView(version, isLocked(version, latest)) : null;
};

/** One version by id, an imported draft too. */
export const getArticlesVersion = async ({ em, company, id }: { em: EntityManager; company: Company; id: string }): Promise<ArticlesVersionView> => {
  const [version, latest] = await Promise.all([versionById(em, company, id), latestAdopted(em, company)]);
  return articlesVersionView(version, isLocked(version, latest));
};
