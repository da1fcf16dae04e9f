/** A cookie's value from a socket handshake's Cookie header (the session cookie that authorises it). */
export const cookieValue = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1] ?? null;
