import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { HolderContributionsView } from './contribution-views';
import { contributionBookOf } from './contribution-types';
import { findContributions, summariseContributions } from './find-contribution-book';

/**
 * One holder's entries and summary in the book the company keeps (the portal's contributions or commitments tab,
 * the shareholder details' commitments tab); an empty view when it keeps none.
 */
export const findHolderContributions = async ({ em, company, shareholderId }: { em: EntityManager; company: Company; shareholderId: string }): Promise<HolderContributionsView> => {
  const book = contributionBookOf(company);
  if (!book) return { book, currency: company.currency, contributions: [], summary: null };
  const contributions = await findContributions({ em, company, book, shareholderId });
  const [summary] = await summariseContributions({ em, company, contributions, shareholderId });
  return { book, currency: company.currency, contributions, summary: summary ?? null };
};
