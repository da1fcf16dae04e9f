import type { LoggedOnUser } from '@andel/domain/shared';
import { portfolioHomePath, superAdminPath } from '@andel/ui/shell';

/** Where a user lands after signing in without a `redirect`: the back office for a super-admin without companies, else the portfolio. */
export const landingPath = (user: LoggedOnUser): string =>
  user.isSuperAdmin && user.companies.length === 0 ? superAdminPath : portfolioHomePath;
