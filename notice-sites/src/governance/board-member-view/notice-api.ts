import type { BoardMemberNotice } from '@andel/domain/shared';
import { ApiError, csrfToken } from '@andel/admin-console/shell';

/** The meeting password goes as basic authentication with an empty user name (seed 002, section 6). */
const authorization = (password: string | null): Record<string, string> => (password ? { authorization: `Basic ${btoa(`:${unescape(encodeURIComponent(password))}`)}` } : {});

/** A call of the notice behind a personal link, with the meeting password when there is one. */
export const noticeCall = async <T = BoardMemberNotice>(path: string, password: string | null, { method = 'GET', body }: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}): Promise<T> => {
  const headers: Record<string, string> = { accept: 'application/json', ...authorization(password) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-csrf-token'] = await csrfToken();
  const response = await fetch(`/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) throw new ApiError(response.status, (json as never) ?? null);
  return json as T;
};

/** Downloads the notice PDF (or another of the meeting's files, such as its calendar file) with the meeting password. */
export const downloadNoticePdf = async (path: string, password: string | null, fallbackName = 'notice.pdf') => {
  const response = await fetch(`/api${path}`, { headers: authorization(password), credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
