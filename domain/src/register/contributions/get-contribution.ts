import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { ContributionAttachment } from './contribution-attachment.entity';
import { requireContributionBook } from './contribution-book';
import { contributionJson } from './contribution-json';
import type { ContributionBook } from './contribution-types';
import { ShareholderContributionDetail } from './shareholder-contribution-detail.entity';
import { ShareholderContribution } from './shareholder-contribution.entity';

/** One entry of the company's book, or `contributions.notFound`. */
export const findContributionEntity = async ({ em, company, book, id }: { em: EntityManager; company: Company; book: ContributionBook; id: string }) => {
  requireContributionBook(company, book);
  const contribution = await em.findOne(ShareholderContribution, { id, company, book });
  if (!contribution) throw new DomainError('contributions.notFound');
  return contribution;
};

/** `GET /shareholderContribution/{orgNo}/{id}`: an entry with its details and attachments. */
export const getContribution = async ({ em, company, book, id }: { em: EntityManager; company: Company; book: ContributionBook; id: string }) => {
  const contribution = await findContributionEntity({ em, company, book, id });
  const details = await em.find(ShareholderContributionDetail, { contribution }, { populate: ['shareholder'], orderBy: { id: 'asc' } });
  const attachments = await em.find(ContributionAttachment, { contribution }, { populate: ['createdBy'], orderBy: { createdAt: 'asc', id: 'asc' } });
  return contributionJson(contribution, details, attachments);
};
