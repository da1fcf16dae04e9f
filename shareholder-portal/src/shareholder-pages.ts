/** The shareholder portal's pages under `/shareholder/{orgNo}/{shareholderId}`; each fills in with its feature. */
export const shareholderPages = [
  { path: 'dashboard', titleKey: 'shareholderPortal.dashboard.title', emptyKey: 'shareholderPortal.dashboard.empty' },
  { path: 'overview', titleKey: 'shareholderPortal.overview.title', emptyKey: 'shareholderPortal.overview.empty' },
  { path: 'transactions', titleKey: 'shareholderPortal.transactions.title', emptyKey: 'shareholderPortal.transactions.empty' },
  { path: 'details', titleKey: 'shareholderPortal.details.title', emptyKey: 'shareholderPortal.details.empty' },
] as const;
