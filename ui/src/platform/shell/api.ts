import { csrfToken } from './csrf';

/** The error body every BFF answers with; validation failures (400) add `errors: { field: messageKey }`. */
export type ApiErrorBody = {
  error?: { code?: string; params?: Record<string, string | number>; requestId?: string };
  errors?: Record<string, string>;
};

/** A non-2xx answer from /api. `code` is a message key (see domain `errorCodes`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly params: Record<string, string | number>;
  readonly body: ApiErrorBody | null;

  constructor(status: number, body: ApiErrorBody | null) {
    const code = body?.error?.code ?? 'general-error';
    super(code);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.params = body?.error?.params ?? {};
    this.body = body;
  }

  /** Field errors of a validation failure, each a message key. */
  get fieldErrors(): Record<string, string> {
    return this.body?.errors ?? {};
  }
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiFetchOptions = { method?: ApiMethod; body?: unknown; signal?: AbortSignal };

const parseJson = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const request = async (path: string, { method = 'GET', body, signal }: ApiFetchOptions) => {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = await csrfToken();
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  const json = parseJson(await response.text());
  if (!response.ok) throw new ApiError(response.status, (json as ApiErrorBody | undefined) ?? null);
  return { json, response };
};

/** Calls the BFF at `/api` + path with JSON and the session cookie; state-changing calls carry the CSRF token. */
export const apiFetch = async <T>(path: string, options: ApiFetchOptions = {}): Promise<T> => (await request(path, options)).json as T;

/** One page of a react-admin simple-rest list: its rows and the total from `Content-Range` (`name 0-24/310`). */
export const apiFetchPage = async <T>(path: string, options: ApiFetchOptions = {}): Promise<{ rows: T[]; total: number }> => {
  const { json, response } = await request(path, options);
  const rows = (json as T[] | undefined) ?? [];
  const total = Number(response.headers.get('content-range')?.split('/')[1] ?? rows.length);
  return { rows, total };
};
