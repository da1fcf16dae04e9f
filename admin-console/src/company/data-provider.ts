import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { ApiError, csrfToken, errorMessageKey } from '../shell';

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

/** The company admin's resources, ra-data-simple-rest style, under `/api/company/{orgNo}`. */
export const companyDataProvider = (orgNo: string): DataProvider => simpleRestProvider(`/api/company/${encodeURIComponent(orgNo)}`, httpClient);
