import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';
import { Shareholder } from './shareholder.entity';
import type { CopiedShareholders } from './shareholder-views';

/**
 * What a copy carries: who the holder is and how to reach and pay them. Not holdings (those come only from
 * the target's own log), nor what concerns the source company alone: certificates, pledges, remarks,
 * employee status, lock-up and loans.
 */
export const copiedShareholderFields = [
  'isCompany', 'firstName', 'middleName', 'lastName', 'birthDate', 'nationalId', 'gender', 'companyName', 'companyNumber',
  'contactName', 'contactNationalId', 'email', 'phoneCountryCode', 'phoneNumber', 'address', 'postalCode', 'city', 'country',
  'nationality', 'utlNumber', 'bic', 'iban', 'bankDetailsCountry',
] as const satisfies readonly (keyof Shareholder)[];

const keyOf = (holder: Pick<Shareholder, 'isCompany' | 'nationalId' | 'companyNumber'>) =>
  holder.isCompany ? (holder.companyNumber ? `c:${holder.companyNumber}` : null) : holder.nationalId ? `p:${holder.nationalId}` : null;

type Options = { em: EntityManager; actor: User; from: Company; to: Company; shareholderIds: readonly string[] };

/**
 * Copies shareholders of one company to another (seed: POST /shareholder/{orgNo}/copy): the holders'
 * personal, contact and bank fields, no holdings. A holder the target already has, by national id (persons)
 * or company number (companies), is skipped, as is a second copy of one within the request. Every id must
 * name a holder of the source company. Audited in the target company. Answers how many were copied and skipped.
 */
export const copyShareholders = ({ em, actor, from, to, shareholderIds }: Options): Promise<CopiedShareholders> =>
  em.transactional(async (tx) => {
    if (from.id === to.id) throw new DomainError('shareholders.copy.sameCompany');
    const ids = [...new Set(shareholderIds)];
    const holders = await tx.find(Shareholder, { company: from, id: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    if (holders.length !== ids.length) throw new DomainError('shareholders.notFound');
    const present = await tx.find(Shareholder, { company: to }, { fields: ['isCompany', 'nationalId', 'companyNumber'] });
    const taken = new Set(present.map(keyOf).filter((key) => key !== null));
    const copied: string[] = [];
    for (const holder of holders) {
      const key = keyOf(holder);
      if (key !== null && taken.has(key)) continue;
      if (key !== null) taken.add(key);
      const copy = tx.create(Shareholder, { company: to, ...Object.fromEntries(copiedShareholderFields.map((field) => [field, holder[field]])) } as never);
      copied.push(copy.id);
    }
    recordAuditEvent({ em: tx, type: 'shareholder.copied', actor, company: to, after: { from: from.organisationNumber, sourceIds: ids, copiedIds: copied } });
    return { count: copied.length, skipped: holders.length - copied.length };
  });
