/** The four apps; the server answers each page address with one of them (bff/src/static-apps.ts). */
export type AppName = 'admin-console' | 'shareholder-portal' | 'board-portal' | 'notice-sites';

const noticeSitePatterns = [
  /^\/notice-board-meeting\//,
  /^\/notice-general-meeting/,
  /^\/board-minutes-review\//,
  /^\/sign$/,
  /^\/signing\//,
  /^\/subscription-form$/,
  /^\/document\/view\//,
  /^\/invitation\//,
  /^\/batch-invitation\//,
];

const pathnameOf = (address: string) => address.split(/[?#]/)[0] ?? '';

/** Which app serves an address (same rules as the server). */
export const appForPath = (address: string): AppName => {
  const path = pathnameOf(address);
  if (path.startsWith('/shareholder/')) return 'shareholder-portal';
  if (path.startsWith('/board-member/') || path === '/board-member') return 'board-portal';
  return noticeSitePatterns.some((pattern) => pattern.test(path)) ? 'notice-sites' : 'admin-console';
};

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

export const portfolioHomePath = '/portfolio/all/companies';
export const loginPath = '/login';
export const userSettingsPath = '/user/settings';
export const superAdminPath = '/super-admin-backoffice';

/** Sign-in pages; they must not send an unauthenticated visitor back to sign in. */
export const anonymousAdminPaths = [loginPath, '/forgot-password', '/user/create-password'];

/** A `redirect` query value that stays on this site (no protocol-relative or absolute addresses). */
export const safeRedirect = (value: string | null): string | null =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !value.startsWith(loginPath) ? value : null;

/** Sends the browser to sign in, coming back to the current page afterwards. */
export const redirectToLogin = () => {
  const { pathname, search } = window.location;
  if (anonymousAdminPaths.includes(pathname)) return;
  window.location.assign(`${loginPath}?redirect=${encodeURIComponent(pathname + search)}`);
};
