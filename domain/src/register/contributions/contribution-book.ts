import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { contributionBookOf, type ContributionBook } from './contribution-types';

/** Refuses a call on a book the company does not keep (`contributions.bookNotKept`): contributions are Swedish, commitments Norwegian and toggled on. */
export const requireContributionBook = (company: Company, book: ContributionBook): void => {
  if (contributionBookOf(company) !== book) throw new DomainError('contributions.bookNotKept', { book });
};
