import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { Posting } from '../log/posting.entity';
import type { User } from '../../platform/users/user.entity';
import { applyShareholderField } from './apply-shareholder-field';
import type { ShareholderFieldError, ShareholderFieldName } from './shareholder-fields';
import { Shareholder } from './shareholder.entity';

type Command = { em: EntityManager; actor: User; company: Company };

export const findShareholder = async (em: EntityManager, company: Company, id: string): Promise<Shareholder> => {
  const shareholder = await em.findOne(Shareholder, { id, company });
  if (!shareholder) throw new DomainError('shareholders.notFound');
  return shareholder;
};

/** The company a shareholder belongs to, for authorising calls that name only the shareholder. */
export const findShareholderOrganisationNumber = async (em: EntityManager, id: string): Promise<string | null> =>
  (await em.findOne(Shareholder, { id }, { populate: ['company'] }))?.company.organisationNumber ?? null;

/** A blank person or company on the register, filled in field by field afterwards. */
export const createShareholder = ({ em, actor, company, isCompany, id }: Command & { isCompany: boolean; id?: string }) =>
  em.transactional(async (tx) => {
    const shareholder = tx.create(Shareholder, { ...(id ? { id } : {}), company, isCompany, country: company.country, nationality: company.country });
    recordAuditEvent({ em: tx, type: 'shareholder.created', actor, company, after: { id: shareholder.id, isCompany } });
    return shareholder;
  });

/**
 * Saves one field (the edit-all mode): `success`, or the seed's validation code with nothing written.
 * Identity numbers are unique among a company's persons, company numbers among its companies.
 */
export const updateShareholderField = ({
  em,
  actor,
  company,
  shareholderId,
  fieldName,
  newValue,
  allowSyntheticTestNumbers,
}: Command & { shareholderId: string; fieldName: ShareholderFieldName; newValue: string | boolean | null; allowSyntheticTestNumbers: boolean }) =>
  em.transactional(async (tx): Promise<{ result: 'success' } | { result: 'validationError'; validationError: ShareholderFieldError }> => {
    const shareholder = await findShareholder(tx, company, shareholderId);
    const outcome = applyShareholderField(shareholder, fieldName, newValue, { allowSyntheticTestNumbers });
    if ('error' in outcome) return { result: 'validationError', validationError: outcome.error };
    const { patch } = outcome;
    if (patch.nationalId && (await tx.count(Shareholder, { company, isCompany: false, nationalId: patch.nationalId, id: { $ne: shareholder.id } })))
      return { result: 'validationError', validationError: 'nonUniqueSocialSecurityNumber' };
    if (patch.companyNumber && (await tx.count(Shareholder, { company, isCompany: true, companyNumber: patch.companyNumber, id: { $ne: shareholder.id } })))
      return { result: 'validationError', validationError: 'nonUniqueCompanyNumber' };
    const before = Object.fromEntries(Object.keys(patch).map((key) => [key, shareholder[key as keyof typeof patch]]));
    tx.assign(shareholder, patch);
    recordAuditEvent({ em: tx, type: 'shareholder.updated', actor, company, before: { id: shareholder.id, ...before }, after: { id: shareholder.id, ...patch } });
    return { result: 'success' };
  });

export const setShareholderPledge = ({ em, actor, company, shareholderId, isPledged, pledgeComment }: Command & { shareholderId: string; isPledged: boolean; pledgeComment: string | null }) =>
  em.transactional(async (tx) => {
    const shareholder = await findShareholder(tx, company, shareholderId);
    const before = { isPledged: shareholder.isPledged, pledgeComment: shareholder.pledgeComment };
    shareholder.isPledged = isPledged;
    shareholder.pledgeComment = isPledged ? pledgeComment : null;
    recordAuditEvent({ em: tx, type: 'shareholder.pledgeChanged', actor, company, before, after: { isPledged, pledgeComment: shareholder.pledgeComment } });
    return shareholder;
  });

export const setShareholderRemark = ({ em, actor, company, shareholderId, remark }: Command & { shareholderId: string; remark: string | null }) =>
  em.transactional(async (tx) => {
    const shareholder = await findShareholder(tx, company, shareholderId);
    recordAuditEvent({ em: tx, type: 'shareholder.remarkChanged', actor, company, before: shareholder.remark, after: remark });
    shareholder.remark = remark;
    return shareholder;
  });

/** Removes a shareholder for good: only one who never held a share, so the log stays whole. */
export const deleteShareholderHard = ({ em, actor, company, shareholderId }: Command & { shareholderId: string }) =>
  em.transactional(async (tx) => {
    const shareholder = await findShareholder(tx, company, shareholderId);
    if (await tx.count(Posting, { shareholder })) throw new DomainError('shareholders.hasHeldShares');
    recordAuditEvent({ em: tx, type: 'shareholder.deleted', actor, company, before: { id: shareholder.id, name: shareholder.companyName ?? shareholder.lastName } });
    tx.remove(shareholder);
  });
