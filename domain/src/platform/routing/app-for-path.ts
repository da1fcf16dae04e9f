/** The four apps; the server answers each page address with one of them. */
export const appNames = ['admin-console', 'shareholder-portal', 'board-portal', 'notice-sites'] as const;
export type AppName = (typeof appNames)[number];

const noticeSitePatterns = [
  /^\/notice-board-meeting\//,
  /^\/notice-general-meeting/,
  /^\/board-minutes-review\//,
  /^\/sign$/,
  /^\/signing\//,
  /^\/signing-completed-bankid-callback$/,
  /^\/subscription-form$/,
  /^\/document\/view\//,
  /^\/document\/view-signed-document\/?$/,
  /^\/document\/verify$/,
  /^\/invitation\//,
  /^\/innsyn\//,
  /^\/batch-invitation\//,
];

/** Which app serves an address: the admin console takes everything not claimed, including its not-found page. */
export const appForPath = (address: string): AppName => {
  const path = address.split(/[?#]/)[0] ?? '';
  if (path.startsWith('/shareholder/')) return 'shareholder-portal';
  if (path.startsWith('/board-member/') || path === '/board-member') return 'board-portal';
  return noticeSitePatterns.some((pattern) => pattern.test(path)) ? 'notice-sites' : 'admin-console';
};
