/** The articles pages: /company/{orgNo}/articlesofassociation and its /edit. */
export const articlesPage = (orgNo: string, rest = '') => `/company/${encodeURIComponent(orgNo)}/articlesofassociation${rest}`;

/** The articles calls of a company (seed 001 section 7), under `/articlesofassociation/{orgNo}`. */
export const articlesApi = (orgNo: string, rest = '') => `/articlesofassociation/${encodeURIComponent(orgNo)}${rest}`;

export const articlesQueryKey = (orgNo: string) => ['articles', orgNo] as const;
