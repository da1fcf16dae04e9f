import { contributionBookPath, type ContributionBook, type ContributionType } from '@andel/domain/shared';

/** The calls of a book (seed 001: `/shareholderContribution`, commitments the same shapes under `/shareholder-commitment`). */
export const bookApi = (book: ContributionBook) => (book === 'CONTRIBUTIONS' ? '/shareholderContribution' : '/shareholder-commitment');

/** A book's pages: /company/{orgNo}/shareholders/contributions (or commitments), /log, /log/{id}, /new/{type}. */
export const bookPage = (orgNo: string, book: ContributionBook, rest = '') => `/company/${encodeURIComponent(orgNo)}/shareholders/${contributionBookPath[book]}${rest}`;

export const newEntryPage = (orgNo: string, book: ContributionBook, type: ContributionType) => bookPage(orgNo, book, `/new/${type.toLowerCase()}`);

/** The message key prefix of a book's own words (its title, and the type names: commitments call a contribution a draw). */
export const bookKey = (book: ContributionBook) => contributionBookPath[book];

export const bookQueryKey = (orgNo: string, book: ContributionBook) => ['contributions', orgNo, book] as const;
