const cookieNames = ['__Host-andel.csrf', 'andel.csrf'];

const readCookie = (name: string): string | null => {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
};

/** The double-submit CSRF token; `__Host-` prefixed behind https. */
export const readCsrfCookie = (): string | null => cookieNames.map(readCookie).find((value) => value !== null) ?? null;

/**
 * The token to echo in `x-csrf-token`. The server sets the cookie on any /api answer, so a page that has not
 * called the API yet (the sign-in page) first asks for the sign-in status to receive one.
 */
export const csrfToken = async (): Promise<string> => {
  const existing = readCsrfCookie();
  if (existing) return existing;
  await fetch('/api/auth/status', { credentials: 'same-origin' });
  return readCsrfCookie() ?? '';
};
