import { EmptyState } from './EmptyState';

/** A company page the user's custom role does not open (a feature it lacks, or a module switched off). */
export const MissingFeature = () => <EmptyState titleKey="access.notInRole.title" textKey="access.notInRole" />;
