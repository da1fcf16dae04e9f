import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';

/** Cookie names and attributes: `__Host-` prefixed and Secure behind https, always SameSite=Lax. */
export const cookieJar = (secure: boolean) => {
  const name = (base: string) => (secure ? `__Host-${base}` : base);
  const base: CookieOptions = { path: '/', secure, sameSite: 'Lax' };
  const sessionName = name('andel.session');
  const csrfName = name('andel.csrf');
  const deviceName = name('andel.device');
  const oidcName = name('andel.oidc');
  return {
    readSession: (c: Context) => getCookie(c, sessionName) ?? null,
    writeSession: (c: Context, token: string) => setCookie(c, sessionName, token, { ...base, httpOnly: true }),
    clearSession: (c: Context) => deleteCookie(c, sessionName, base),
    /** The browser's known-device token: kept for 400 days (browsers' cap), so failed sign-ins elsewhere do not slow it. */
    readDevice: (c: Context) => getCookie(c, deviceName) ?? null,
    writeDevice: (c: Context, token: string) => setCookie(c, deviceName, token, { ...base, httpOnly: true, maxAge: 400 * 24 * 60 * 60 }),
    /** The e-ID sign-in under way in this browser (its flow's state, nonce and PKCE verifier are on the server): 10 minutes. */
    readOidcFlow: (c: Context) => getCookie(c, oidcName) ?? undefined,
    writeOidcFlow: (c: Context, token: string) => setCookie(c, oidcName, token, { ...base, httpOnly: true, maxAge: 10 * 60 }),
    clearOidcFlow: (c: Context) => deleteCookie(c, oidcName, base),
    readCsrf: (c: Context) => getCookie(c, csrfName) ?? null,
    // Readable by the page's script, which echoes it in the x-csrf-token header.
    writeCsrf: (c: Context, token: string) => setCookie(c, csrfName, token, { ...base, httpOnly: false }),
  };
};

export type CookieJar = ReturnType<typeof cookieJar>;
