/**
 * Plays the user at the local identity provider: follows its redirects with its cookies, fills its login page with a
 * national identity number and a name, and answers where it finally sends the browser back (the callback address).
 */
export const signInAtLocalProvider = async (authorizationUrl: string, person: { nationalId: string; name: string }) => {
  const jar = new Map<string, string>();
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      jar.set(name!.trim(), rest.join('='));
    }
    return response;
  };
  const origin = new URL(authorizationUrl).origin;
  let response = await call(authorizationUrl);
  let location = response.headers.get('location');
  while (location && !location.includes('/interaction/')) {
    response = await call(new URL(location, origin).href);
    location = response.headers.get('location');
  }
  if (!location) throw new Error(`the provider did not ask for a login: ${response.status} ${await response.text()}`);
  const interaction = new URL(location, origin).href;
  await call(interaction);
  response = await call(interaction, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ nationalId: person.nationalId, name: person.name, action: 'login' }).toString(),
  });
  location = response.headers.get('location');
  while (location && new URL(location, origin).origin === origin) {
    response = await call(new URL(location, origin).href);
    location = response.headers.get('location');
  }
  if (!location) throw new Error(`the provider did not send the browser back: ${response.status} ${await response.text()}`);
  return new URL(location);
};
