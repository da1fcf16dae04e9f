import type { AccessType } from '@andel/domain/shared';
import type { ReactNode } from 'react';
import { holdsAccess } from './company-access';
import { ErrorState } from './ErrorState';
import { isRetryable } from './errors';
import { LoadingState } from './LoadingState';
import { MissingAccess } from './MissingAccess';
import { useCompany } from './useCompany';
import { useLoggedOnUser } from './useLoggedOnUser';
import { useRecordVisit } from './useRecordVisit';

/**
 * What to show instead of a company's pages: a spinner while the company and user load, why it cannot be shown
 * (unknown company, no access this app serves), or `null` when the pages may render (and the visit is recorded).
 */
export const useCompanyGate = (orgNo: string, accessTypes: readonly AccessType[], shareholderId?: string): ReactNode => {
  const { data: user } = useLoggedOnUser();
  const company = useCompany(orgNo);
  const opened = company.isSuccess && user !== undefined && holdsAccess(user, orgNo, accessTypes, shareholderId);
  useRecordVisit(orgNo, opened);
  if (company.isPending || !user) return <LoadingState />;
  if (company.isError)
    return <ErrorState error={company.error} onRetry={isRetryable(company.error) ? () => void company.refetch() : undefined} />;
  if (!opened) return <MissingAccess />;
  return null;
};
