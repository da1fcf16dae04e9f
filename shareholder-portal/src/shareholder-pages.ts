/** The shareholder portal's pages under `/shareholder/{orgNo}/{shareholderId}`. */
export const shareholderPages = [
  { path: 'dashboard', titleKey: 'shareholderPortal.dashboard.title' },
  { path: 'overview', titleKey: 'shareholderPortal.overview.title' },
  { path: 'transactions', titleKey: 'shareholderPortal.transactions.title' },
  { path: 'details', titleKey: 'shareholderPortal.details.title' },
  { path: 'additional-representatives', titleKey: 'shareholderPortal.representatives.title' },
  { path: 'archive', titleKey: 'archive.title' },
  { path: 'schedule', titleKey: 'schedule.title' },
  { path: 'messaging', titleKey: 'messaging.title' },
] as const;
