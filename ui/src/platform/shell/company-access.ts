import type { AccessType, LoggedOnUser, LoggedOnUserCompany } from '@andel/domain/shared';

/**
 * Whether the user may open an app's pages for a company: an access of one of the app's types on it (for the
 * shareholder portal, acting for that shareholder). A super-admin holds SUPERADMIN everywhere. The BFFs decide
 * again on every call; this only keeps users out of pages they cannot use.
 */
export const holdsAccess = (
  user: LoggedOnUser,
  orgNo: string,
  accessTypes: readonly AccessType[],
  shareholderId?: string,
): boolean =>
  (user.isSuperAdmin && accessTypes.includes('SUPERADMIN')) ||
  user.companies.some(
    (company) =>
      company.organisationNumber === orgNo &&
      accessTypes.includes(company.accessType) &&
      (shareholderId === undefined || company.shareholderId === shareholderId),
  );

/** The companies the user administers (an ADMIN access), e.g. to copy into or to follow up; none while the user loads. */
export const administeredCompanies = (user: LoggedOnUser | undefined): LoggedOnUserCompany[] => (user?.companies ?? []).filter((company) => company.accessType === 'ADMIN');
