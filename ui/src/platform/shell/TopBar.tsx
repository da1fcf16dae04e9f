import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { administeredCompanies } from './company-access';
import { CompanySwitcher } from './CompanySwitcher';
import { PortfolioSwitcher } from './PortfolioSwitcher';
import { EmailNotVerifiedBanner } from './EmailNotVerifiedBanner';
import { FollowUpLink } from './FollowUpLink';
import { LanguageMenu } from './LanguageMenu';
import { TestLabel } from './TestLabel';
import { WhitelabelLogo } from './WhitelabelLogo';
import { companySearchPathFor, helpCenterPathFor, isTopBarHidden, orgNoOfPath, portfolioHomePath } from './routing';
import { useLoggedOnUser } from './useLoggedOnUser';
import { UserMenu } from './UserMenu';

/**
 * The header of every signed-in page (seed: platform core, section 2): company switcher, portfolio,
 * follow-up with its count, company settings for admins, help, language, user menu, and a banner while the email is unverified.
 */
export const TopBar = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useLoggedOnUser();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (isTopBarHidden(pathname)) return null;

  const orgNo = orgNoOfPath(pathname);
  const isAdminHere = user?.companies.some((company) => company.organisationNumber === orgNo && company.accessType === 'ADMIN');
  // Follow-up covers the companies the user administers.
  const administers = administeredCompanies(user).length > 0;
  const companySettingsPath = orgNo && isAdminHere ? `/company/${encodeURIComponent(orgNo)}/settings` : null;

  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0.5, md: 1 }, flexWrap: 'wrap', py: { xs: 0.5, md: 0 } }}>
        <Link href={portfolioHomePath} underline="none" variant="h6" sx={{ fontWeight: 700, mr: { xs: 0.5, md: 2 } }}>
          {t('shell.appName')}
        </Link>
        {orgNo && <WhitelabelLogo orgNo={orgNo} />}
        <TestLabel />
        {user && user.companies.length > 0 && <CompanySwitcher companies={user.companies} currentOrgNo={orgNo} searchPath={companySearchPathFor(pathname)} />}
        {!compact && user && <PortfolioSwitcher pathname={pathname} />}
        {administers && <FollowUpLink />}
        {!compact && companySettingsPath && (
          <Button color="inherit" href={companySettingsPath}>
            {t('shell.topBar.companySettings')}
          </Button>
        )}
        {!compact && companySettingsPath && (
          <Button color="inherit" href={`${companySettingsPath}/billing`}>
            {t('shell.topBar.billing')}
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {user && (
          <Button color="inherit" href={helpCenterPathFor(pathname)}>
            {t('helpCenter.link')}
          </Button>
        )}
        <LanguageMenu persist={user !== undefined} compact={compact} />
        {user && <UserMenu user={user} compact={compact} companySettingsPath={companySettingsPath} />}
      </Toolbar>
      {user && !user.emailVerified && <EmailNotVerifiedBanner />}
    </AppBar>
  );
};
