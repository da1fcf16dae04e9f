// What the contribution and commitment calls answer, shared by the domain that builds it and the apps that show it.
import type { Currency } from '../../platform/companies/company-constants';
import type { TransactionAttachmentInfo } from '../attachments/transaction-attachment.schemas';
import type { ContributionSummary } from './contribution-summary';
import type { ContributionBook, ContributionType } from './contribution-types';

export type { ContributionSummary } from './contribution-summary';

/** One holder's amount in an entry. */
export type ContributionDetailView = {
  shareholderContributionDetailsId: string;
  shareholderId: string;
  shareholderName: string | null;
  currency: Currency;
  amount: string;
  recallableAmount: string;
};

/** An entry of the book, as its log and details show it (seed field names). */
export type ContributionView = {
  shareholderContributionId: string;
  organisationNumber: string;
  book: ContributionBook;
  type: ContributionType;
  registrationDate: string;
  comment: string | null;
  updatedAt: string;
  details: ContributionDetailView[];
  /** The details' amounts and recallable amounts summed. */
  totalAmount: string;
  totalRecallableAmount: string;
  attachments: TransactionAttachmentInfo[];
};

/** `GET /shareholderContribution/{orgNo}`: the book's entries newest first and the summary per holder. */
export type ContributionBookView = {
  book: ContributionBook;
  currency: Currency;
  contributions: ContributionView[];
  summary: (ContributionSummary & { shareholderName: string | null })[];
};

/** The shareholder portal's tab and the shareholder details' commitments tab: one holder's entries and summary. */
export type HolderContributionsView = {
  book: ContributionBook | null;
  currency: Currency;
  contributions: ContributionView[];
  summary: ContributionSummary | null;
};
