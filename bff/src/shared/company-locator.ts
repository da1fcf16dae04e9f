import {
  findArchiveEntryOrganisationNumber,
  findProjectDecisionOrganisationNumber,
  findProjectDocumentOrganisationNumber,
  findProjectOrganisationNumber,
  findShareholderOrganisationNumber,
  findShareClassOrganisationNumber,
  findTransactionOrganisationNumber,
} from '@andel/domain/server';
import { DomainError, type ErrorCode } from '@andel/domain/shared';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

export type LocatedCompany = { organisationNumber: string; shareholderId?: string };

/**
 * How a route names its company, so the policy is checked in the middleware before validation. `source` and
 * `field` describe it for the route-permission test, which fills the field with a real value.
 */
export type CompanyLocator = {
  source: 'path' | 'param' | 'json';
  field: string;
  /** The record the field names, when it names one rather than the company. */
  entity?: LocatedEntity;
  locate: (c: Context<AppEnv>) => Promise<LocatedCompany>;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const jsonField = async (c: Context<AppEnv>, field: string): Promise<unknown> => {
  const body: unknown = await c.req.json().catch(() => undefined);
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
};

const readField = async (c: Context<AppEnv>, source: 'param' | 'json', field: string): Promise<string | undefined> => {
  const value = source === 'param' ? c.req.param(field) : await jsonField(c, field);
  return typeof value === 'string' && value ? value : undefined;
};

/** `:orgNo` (and `:shareholderId`, when present) in the path: the default. */
export const orgNoInPath: CompanyLocator = {
  source: 'path',
  field: 'orgNo',
  locate: async (c) => {
    const organisationNumber = c.req.param('orgNo');
    if (!organisationNumber) throw new Error('orgNoInPath on a route without :orgNo');
    return { organisationNumber, shareholderId: c.req.param('shareholderId') };
  },
};

/** The organisation number in a field of the JSON body; missing, the call is malformed (400). */
export const orgNoInJson = (field: string): CompanyLocator => ({
  source: 'json',
  field,
  locate: async (c) => {
    const organisationNumber = await readField(c, 'json', field);
    if (!organisationNumber) throw new DomainError('validationError', { field });
    return { organisationNumber };
  },
});

const entities = {
  shareholder: { find: findShareholderOrganisationNumber, notFound: 'shareholders.notFound' },
  shareClass: { find: findShareClassOrganisationNumber, notFound: 'shareClasses.notFound' },
  transactionLogEntry: { find: findTransactionOrganisationNumber, notFound: 'transactions.notFound' },
  project: { find: findProjectOrganisationNumber, notFound: 'projects.notFound' },
  projectDecision: { find: findProjectDecisionOrganisationNumber, notFound: 'decisions.notFound' },
  projectDocument: { find: findProjectDocumentOrganisationNumber, notFound: 'projects.documentNotFound' },
  archiveEntry: { find: findArchiveEntryOrganisationNumber, notFound: 'archive.notFound' },
} as const satisfies Record<string, { find: typeof findShareholderOrganisationNumber; notFound: ErrorCode }>;
export type LocatedEntity = keyof typeof entities;

/** The company of the record (shareholder, share class, entry, project, decision, document, archive entry) whose id is in a path parameter or JSON field; an unknown id is its 404. */
export const companyOf = (entity: LocatedEntity, field: string, source: 'param' | 'json'): CompanyLocator => ({
  source,
  field,
  entity,
  locate: async (c) => {
    const id = await readField(c, source, field);
    const organisationNumber = id && uuidPattern.test(id) ? await entities[entity].find(c.var.em, id) : null;
    if (!organisationNumber) throw new DomainError(entities[entity].notFound);
    return { organisationNumber };
  },
});

/** `:orgNo` in the path and the shareholder acted for in a JSON field: a holder's own call from the portal. */
export const orgNoInPathForShareholderInJson = (field: string): CompanyLocator => ({
  source: 'json',
  field,
  entity: 'shareholder',
  locate: async (c) => {
    const organisationNumber = c.req.param('orgNo');
    if (!organisationNumber) throw new Error('orgNoInPathForShareholderInJson on a route without :orgNo');
    const shareholderId = await readField(c, 'json', field);
    if (!shareholderId) throw new DomainError('validationError', { field });
    return { organisationNumber, shareholderId };
  },
});

/** The holder whose id is `:field` in the path: their company, and the holder the caller must act for (a portal call on `/shareholder/{id}/…`). */
export const holderInPath = (field: string): CompanyLocator => ({
  source: 'param',
  field,
  entity: 'shareholder',
  locate: async (c) => {
    const { organisationNumber } = await companyOf('shareholder', field, 'param').locate(c);
    return { organisationNumber, shareholderId: c.req.param(field)! };
  },
});
