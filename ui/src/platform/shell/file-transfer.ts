import { ApiError, type ApiErrorBody } from './api';
import { csrfToken } from './csrf';

/** The server's file name: the exact UTF-8 `filename*` when given, else the plain `filename`. */
const fileNameOf = (response: Response, fallback: string) => {
  const header = response.headers.get('content-disposition') ?? '';
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (exact) return decodeURIComponent(exact);
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
};

const save = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** Fetches a generated file from /api (GET, or POST with a JSON body) and saves it under the server's file name. */
export const downloadFile = async (path: string, { body, fallbackName = 'download' }: { body?: unknown; fallbackName?: string } = {}) => {
  const headers: Record<string, string> = {};
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['x-csrf-token'] = await csrfToken();
  }
  const response = await fetch(`/api${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, (await response.json().catch(() => null)) as ApiErrorBody | null);
  save(await response.blob(), fileNameOf(response, fallbackName));
};

/**
 * Posts a body with the CSRF token, reporting upload progress (0-100): XMLHttpRequest, since fetch cannot report upload
 * progress. Resolves with the JSON answer; a refusal rejects with ApiError.
 */
const sendWithProgress = async <T>(path: string, body: FormData | File, onProgress: (percent: number) => void, contentType?: string): Promise<T> => {
  const token = await csrfToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${path}`);
    request.setRequestHeader('x-csrf-token', token);
    request.setRequestHeader('accept', 'application/json');
    if (contentType) request.setRequestHeader('content-type', contentType);
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(json as T);
      else reject(new ApiError(request.status, json as ApiErrorBody | null));
    };
    request.onerror = () => reject(new ApiError(0, null));
    request.send(body);
  });
};

/** Uploads files as multipart `field` (one part each), with any other text `fields`, reporting progress. */
export const uploadFiles = <T>(path: string, files: readonly File[], onProgress: (percent: number) => void, field = 'files', fields: Record<string, string> = {}): Promise<T> => {
  const form = new FormData();
  for (const file of files) form.append(field, file);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return sendWithProgress<T>(path, form, onProgress);
};

/** Posts JSON as the multipart field `payload` with files as `files` (a message with its attachments). */
export const postWithFiles = <T>(path: string, payload: unknown, files: readonly File[]): Promise<T> => {
  const form = new FormData();
  form.set('payload', JSON.stringify(payload));
  for (const file of files) form.append('files', file);
  return sendWithProgress<T>(path, form, () => undefined);
};

/**
 * Uploads one file as multipart `file` (the transaction attachments and spreadsheets), or with `raw` as the body
 * itself (files the server streams), reporting progress.
 */
export const uploadFile = <T>(path: string, file: File, onProgress: (percent: number) => void, { raw = false }: { raw?: boolean } = {}): Promise<T> =>
  raw ? sendWithProgress<T>(path, file, onProgress, 'text/csv') : uploadFiles<T>(path, [file], onProgress, 'file');
