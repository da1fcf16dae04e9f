import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { ArticlesOfAssociation } from './articles-of-association.entity';
import { articlesVersionSummary } from './article-version-view';
import type { ArticlesVersionSummary } from './article-views';

/** `GET /articleofassociation/list/{orgNo}`: every version, newest first, the imported drafts among them. */
export const listArticleVersions = async ({ em, company }: { em: EntityManager; company: Company }): Promise<ArticlesVersionSummary[]> => {
  const versions = await em.find(ArticlesOfAssociation, { company }, { orderBy: { date: 'desc', createdAt: 'desc' } });
  const latest = versions.find((version) => version.status === 'ADOPTED');
  return versions.map((version) => articlesVersionSummary(version, version.status === 'ADOPTED' && version !== latest));
};
