/**
 * Whether a request's Origin is the app's own: the one APP_URL names, or the one the request was addressed to. A
 * request without one is not a browser's cross-site call (browsers send it on every state-changing call and every
 * WebSocket handshake), so it passes here and is judged by its credentials alone.
 */
export const isOwnOrigin = ({ origin, appUrl, requestOrigin }: { origin: string | undefined; appUrl: string; requestOrigin: string }) =>
  !origin || origin === new URL(appUrl).origin || origin === requestOrigin;
