import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

/** Cookie names and attributes: `__Host-` prefixed and Secure behind https, always SameSite=Lax. */
export const cookieJar = (secure: boolean) => {
  const name = (base: string) => (secure ? `__Host-${base}` : base);
  const base: CookieOptions = { path: '/', secure, sameSite: 'Lax' };
  const sessionName = name('andel.session');
  const csrfName = name('andel.csrf');
  return {
    readSession: (c: Context) => getCookie(c, sessionName) ?? null,
    writeSession: (c: Context, token: string) => setCookie(c, sessionName, token, { ...base, httpOnly: true }),
    clearSession: (c: Context) => deleteCookie(c, sessionName, base),
    readCsrf: (c: Context) => getCookie(c, csrfName) ?? null,
    // Readable by the page's script, which echoes it in the x-csrf-token header.
    writeCsrf: (c: Context, token: string) => setCookie(c, csrfName, token, { ...base, httpOnly: false }),
  };
};

export type CookieJar = ReturnType<typeof cookieJar>;
