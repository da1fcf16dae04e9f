import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import { ArticlesOfAssociation } from './articles-of-association.entity';

/** The company's adopted versions, newest first. */
export const adoptedVersions = (em: EntityManager, company: Company) =>
  em.find(ArticlesOfAssociation, { company, status: 'ADOPTED' }, { orderBy: { date: 'desc' } });

/** The latest adopted version, the only one that can change; none yet is `articles.notFound`. */
export const latestVersion = async (em: EntityManager, company: Company): Promise<ArticlesOfAssociation> => {
  const latest = await em.findOne(ArticlesOfAssociation, { company, status: 'ADOPTED' }, { orderBy: { date: 'desc' } });
  if (!latest) throw new DomainError('articles.notFound');
  return latest;
};

/** A version of the company by id, `articles.notFound` otherwise. */
export const versionById = async (em: EntityManager, company: Company, id: string): Promise<ArticlesOfAssociation> => {
  const version = await em.findOne(ArticlesOfAssociation, { id, company });
  if (!version) throw new DomainError('articles.notFound');
  return version;
};

/** An adopted version is locked once a later one exists. */
export const isLocked = (version: ArticlesOfAssociation, latest: ArticlesOfAssociation | null | undefined): boolean =>
  version.status === 'ADOPTED' && latest !== undefined && latest !== null && latest.id !== version.id;
