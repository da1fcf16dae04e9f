import type { SubscriptionCapability } from '@andel/domain/shared';

/**
 * The board portal's pages under `/board-member/{orgNo}`. A page with a capability needs a subscription that has it.
 */
export const boardPages: readonly { path: string; titleKey: string; capability?: SubscriptionCapability }[] = [
  { path: '', titleKey: 'boardPortal.dashboard.title' },
  { path: 'schedule', titleKey: 'boardPortal.schedule.title', capability: 'schedule' },
  { path: 'meetings', titleKey: 'boardPortal.meetings.title' },
  { path: 'articlesofassociation', titleKey: 'boardPortal.articles.title' },
  { path: 'archive', titleKey: 'boardPortal.archive.title', capability: 'archive' },
  { path: 'messaging', titleKey: 'boardPortal.messaging.title', capability: 'messaging' },
];

/** The pages the company's subscription offers (seed: legacy register-only hides schedule, archive and messaging). */
export const boardPagesFor = (capabilities: readonly SubscriptionCapability[] | undefined) =>
  boardPages.filter((page) => !page.capability || capabilities?.includes(page.capability));
