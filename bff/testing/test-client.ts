import type { TestApp } from './test-app';
import { testAppUrl } from './test-app';
import { testPassword } from './test-users';

type Options = { body?: unknown; headers?: Record<string, string>; csrf?: boolean };

/** A browser stand-in: keeps cookies and echoes the CSRF cookie in the header, as the apps' fetch wrapper does. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: TestApp['app']) {}

  async request(method: string, path: string, { body, headers = {}, csrf = true }: Options = {}) {
    if (!this.csrfToken() && method !== 'GET') await this.request('GET', '/api/auth/status');
    const allHeaders: Record<string, string> = { origin: testAppUrl, ...headers };
    const isForm = body instanceof FormData;
    const isRaw = body instanceof Uint8Array;
    const payload = body === undefined || isForm ? undefined : isRaw ? new Uint8Array(body) : JSON.stringify(body);
    if (payload !== undefined) {
      allHeaders['content-type'] = isRaw ? 'text/csv' : 'application/json';
      allHeaders['content-length'] = String(isRaw ? payload.length : Buffer.byteLength(payload as string));
      // Headers the test names win (a declared type or length the body does not have).
      Object.assign(allHeaders, headers);
    }
    if (csrf && method !== 'GET') allHeaders['x-csrf-token'] = this.csrfToken() ?? '';
    if (this.cookies.size) allHeaders.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.request(`${testAppUrl}${path}`, {
      method,
      headers: allHeaders,
      body: isForm ? body : payload,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (/max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    return response;
  }

  get = (path: string, options?: Options) => this.request('GET', path, options);
  post = (path: string, body?: unknown, options?: Options) => this.request('POST', path, { ...options, body });
  put = (path: string, body?: unknown, options?: Options) => this.request('PUT', path, { ...options, body });
  delete = (path: string, options?: Options) => this.request('DELETE', path, options);
  /** A file sent as the body itself (`text/csv`), as the back office sends the public register's extract. */
  send = (path: string, data: Uint8Array) => this.request('POST', path, { body: data });
  /** A multipart upload of one file in the `file` field, as the apps send spreadsheets. */
  upload = (path: string, data: Uint8Array, fileName: string) => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(data)], fileName));
    return this.request('POST', path, { body: form });
  };

  csrfToken = () => this.cookies.get('andel.csrf') ?? this.cookies.get('__Host-andel.csrf');

  async signIn(username: string, password: string) {
    const response = await this.post('/api/auth/login', { username, password });
    if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as { status: string };
  }
}

/** A client signed in as `email` with the test users' password. */
export const signedInClient = async (app: TestApp['app'], email: string) => {
  const client = new TestClient(app);
  await client.signIn(email, testPassword);
  return client;
};
