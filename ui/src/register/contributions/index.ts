// What the shareholder portal reuses of the contributions pages.
export { HolderContributions } from './HolderContributions';
export { bookApi } from './contribution-paths';
export { bookKey } from './contribution-paths';
export { bookPage } from './contribution-paths';
export { bookQueryKey } from './contribution-paths';
export { ContributionSummaryTable } from './ContributionSummaryTable';
export { newEntryPage } from './contribution-paths';
export { ContributionEntries } from './ContributionEntries';
