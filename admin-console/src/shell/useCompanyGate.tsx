import type { AccessType } from '@andel/domain/shared';
import type { ReactNode } from 'react';
import { holdsAccess } from './company-access';
import { ErrorState } from './ErrorState';
import { isRetryable } from './errors';
import { LoadingState } from './LoadingState';
import { MissingAccess } from './MissingAccess';
import { useCompany } from './useCompany';
import { useLoggedOnUser } from './useLoggedOnUser';

/**
 * What to show instead of a company's pages: a spinner while the company and user load, why it cannot be shown
 * (unknown company, no access this app serves), or `null` when the pages may render.
 */
export const useCompanyGate = (orgNo: string, accessTypes: readonly AccessType[], shareholderId?: string): ReactNode => {
  const { data: user } = useLoggedOnUser();
  const company = useCompany(orgNo);
  if (company.isPending || !user) return <LoadingState />;
  if (company.isError)
    return <ErrorState error={company.error} onRetry={isRetryable(company.error) ? () => void company.refetch() : undefined} />;
  if (!holdsAccess(user, orgNo, accessTypes, shareholderId)) return <MissingAccess />;
  return null;
};
