import type { Feature } from '@andel/domain/shared';

/**
 * The company's pages by address (under /company/{orgNo}/) and the features any of which opens them, longest
 * address first; the share classes read with the holdings and transactions they name, as on the server.
 */
const sections: [prefix: string, features: readonly Feature[]][] = [
  ['shareholders/transactions', ['transactions']],
  ['shareholders/beneficial-owners', ['beneficialOwners']],
  ['ownership', ['ownership']],
  ['shareholders/classes', ['shareClasses', 'shareholders', 'transactions']],
  ['shareholders/contributions', ['commitments']],
  ['shareholders/statement', ['shareholderRegisterStatement']],
  ['shareholders/commitments', ['commitments']],
  ['shareholders', ['shareholders']],
  ['articlesofassociation', ['articles']],
  ['articlesofassociation2', ['articles']],
  ['roles', ['companyRoles']],
  ['role', ['companyRoles']],
  ['settings', ['companySettings']],
  ['projects', ['freetext', 'companyEvents']],
  ['messaging', ['boardMessages', 'shareholderMessages']],
];

/** The features that open the page at `page` (the address after /company/{orgNo}/), or null for a page every access opens. */
export const featuresOfPage = (page: string): readonly Feature[] | null =>
  sections.find(([prefix]) => page === prefix || page.startsWith(`${prefix}/`))?.[1] ?? null;
