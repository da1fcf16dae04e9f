import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { ApiError, csrfToken, errorMessageKey } from '@andel/ui/shell';

/** fetchJson with the session cookie and CSRF token; failures carry a translatable message key and the error body. */
const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = fetchUtils.createHeadersFromOptions(options);
  if (options.method && options.method !== 'GET') headers.set('x-csrf-token', await csrfToken());
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(errorMessageKey(new ApiError(error.status, error.body)), error.status, error.body);
    throw error;
  }
};

/**
 * The company admin's resources, ra-data-simple-rest style, under `/api/company/{orgNo}`. Share classes are
 * listed that way but created and changed through the seed's calls.
 */
export const companyDataProvider = (orgNo: string): DataProvider => {
  const rest = simpleRestProvider(`/api/company/${encodeURIComponent(orgNo)}`, httpClient);
  const post = async (url: string, body: unknown) =>
    (await httpClient(url, { method: 'POST', body: JSON.stringify(body) })).json as { id: string };
  return {
    ...rest,
    create: async (resource, params) =>
      resource === shareClassResource
        ? { data: await post('/api/sharetype/new', { ...params.data, organizationnumber: orgNo }) }
        : rest.create(resource, params),
    update: async (resource, params) =>
      resource === shareClassResource ? { data: await post(`/api/sharetype/edit/${params.id}`, params.data) } : rest.update(resource, params),
  } as DataProvider;
};

export const shareClassResource = 'shareholders/classes';
