import { appForPath } from '@andel/domain/shared';

/** True when an address can be reached by client-side navigation from the current page. */
export const isInCurrentApp = (address: string): boolean =>
  address.startsWith('/') && !address.startsWith('//') && appForPath(address) === appForPath(window.location.pathname);

/** The top bar is hidden on signing pages and on meeting notices (seed: platform core, section 2). */
export const isTopBarHidden = (path: string): boolean =>
  path.endsWith('/signing') || path.includes('/notice-general-meeting/') || path.includes('/notice-board-meeting/');

/** The organisation number of the company the address is in, if any. */
export const orgNoOfPath = (path: string): string | null => {
  const match = /^\/(?:company|board-member|shareholder)\/([^/?#]+)/.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
};

/** The (still encoded) organisation number of the company whose admin pages the address is in, if any. */
const adminCompanyOfPath = (path: string): string | undefined => /^\/company\/([^/?#]+)/.exec(path)?.[1];

export const portfolioHomePath = '/portfolio/all/companies';

/**
 * The help center for where the user is (seed: the top bar's help link): the company's help in a company's admin
 * pages, the portfolio scope's help in a portfolio, `/help-center` elsewhere.
 */
export const helpCenterPathFor = (path: string): string => {
  const company = adminCompanyOfPath(path);
  if (company) return `/company/${company}/help-center`;
  const scope = /^\/portfolio\/([^/?#]+)\//.exec(path)?.[1];
  return scope ? `/portfolio/${scope}/help-center` : '/help-center';
};

/** The company search inside a company's admin pages (seed: company admin route `search`); none elsewhere. */
export const companySearchPathFor = (path: string): string | null => {
  const company = adminCompanyOfPath(path);
  return company ? `/company/${company}/search` : null;
};

export const loginPath = '/login';
export const userSettingsPath = '/user/settings';
export const superAdminPath = '/super-admin-backoffice';
/** The translation admin (seed: `/t`). */
export const translationsPath = '/t';

export const loginSwedenPath = '/login-sweden';
export const loginCallbackPath = '/login-callback';

/** Sign-in pages; they must not send an unauthenticated visitor back to sign in. */
export const anonymousAdminPaths = [loginPath, loginSwedenPath, loginCallbackPath, '/forgot-password', '/user/create-password', '/terms'];

/** A `redirect` query value that stays on this site (no protocol-relative or absolute addresses). */
export const safeRedirect = (value: string | null): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith(loginPath) ? value : null;

/** Sends the browser to sign in, coming back to the current page afterwards. */
export const redirectToLogin = () => {
  const { pathname, search } = window.location;
  if (anonymousAdminPaths.includes(pathname)) return;
  window.location.assign(`${loginPath}?redirect=${encodeURIComponent(pathname + search)}`);
};
