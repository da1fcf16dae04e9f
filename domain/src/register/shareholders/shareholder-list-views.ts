/** The shareholder list's views (seed: register, section 4, share-class filter): totals, shares per class, votes per class; a class filter narrows to one class. */
export const shareholderListViews = ['overview', 'allShares', 'votes'] as const;
export type ShareholderListView = (typeof shareholderListViews)[number];
