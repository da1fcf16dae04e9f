import type { ContributionBook } from '@andel/domain/shared';

/** The shareholder portal's pages under `/shareholder/{orgNo}/{shareholderId}`; a page of a book shows only where the company keeps it. */
export const shareholderPages = [
  { path: 'dashboard', titleKey: 'shareholderPortal.dashboard.title' },
  { path: 'overview', titleKey: 'shareholderPortal.overview.title' },
  { path: 'transactions', titleKey: 'shareholderPortal.transactions.title' },
  { path: 'details', titleKey: 'shareholderPortal.details.title' },
  { path: 'commitments', titleKey: 'commitments.title', book: 'COMMITMENTS' },
  { path: 'contributions', titleKey: 'contributions.title', book: 'CONTRIBUTIONS' },
  { path: 'additional-representatives', titleKey: 'shareholderPortal.representatives.title' },
  { path: 'articlesofassociation', titleKey: 'articles.title' },
  { path: 'archive', titleKey: 'archive.title' },
  { path: 'meetings', titleKey: 'shareholderPortal.meetings.title' },
  { path: 'schedule', titleKey: 'schedule.title' },
  { path: 'messaging', titleKey: 'messaging.title' },
] as const satisfies readonly { path: string; titleKey: string; book?: ContributionBook }[];
