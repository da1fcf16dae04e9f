import type { BoardMemberNotice } from '@andel/domain/shared';
import { ApiError, csrfToken } from '../../platform/shell';

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

/** A file behind the personal link, fetched with the meeting password, with the server's file name. */
export const fetchNoticeFile = async (path: string, password: string | null, fallbackName = 'download') => {
  const response = await fetch(`/api${path}`, { headers: authorization(password), credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, null);
  const header = response.headers.get('content-disposition') ?? '';
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  const fileName = exact ? decodeURIComponent(exact) : (/filename="([^"]+)"/.exec(header)?.[1] ?? fallbackName);
  return { blob: await response.blob(), fileName };
};

/** Saves a file behind the personal link (the notice PDF, an attachment, the notice with its attachments, the calendar file). */
export const downloadNoticeFile = async (path: string, password: string | null, fallbackName?: string) => {
  const { blob, fileName } = await fetchNoticeFile(path, password, fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
