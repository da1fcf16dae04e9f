/** The board portal's pages under `/board-member/{orgNo}`; each fills in with its feature. */
export const boardPages = [
  { path: '', titleKey: 'boardPortal.dashboard.title', emptyKey: 'boardPortal.dashboard.empty' },
  { path: 'schedule', titleKey: 'boardPortal.schedule.title', emptyKey: 'boardPortal.schedule.empty' },
  { path: 'meetings', titleKey: 'boardPortal.meetings.title', emptyKey: 'boardPortal.meetings.empty' },
  { path: 'articlesofassociation', titleKey: 'boardPortal.articles.title', emptyKey: 'boardPortal.articles.empty' },
  { path: 'archive', titleKey: 'boardPortal.archive.title', emptyKey: 'boardPortal.archive.empty' },
  { path: 'messaging', titleKey: 'boardPortal.messaging.title', emptyKey: 'boardPortal.messaging.empty' },
] as const;
