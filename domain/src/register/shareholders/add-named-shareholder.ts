import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { applyShareholderField } from './apply-shareholder-field';
import type { ShareholderFieldError } from './shareholder-fields';
import { Shareholder } from './shareholder.entity';

/**
 * A person or company added by name from the "new person" and "new company" dialogs: the holder is created only
 * when its name is saved, so no blank holder is left behind, and a name the shareholder rules refuse writes nothing.
 */
export const addNamedShareholder = async ({
  em,
  actor,
  company,
  isCompany,
  name,
}: {
  em: EntityManager;
  actor: User;
  company: Company;
  isCompany: boolean;
  name: string;
}): Promise<{ shareholder: Shareholder } | { validationError: ShareholderFieldError }> => {
  const holder = { isCompany, nationality: company.country, country: company.country };
  const outcome = applyShareholderField(holder, 'shareholderName', name, { allowSyntheticTestNumbers: false });
  if ('error' in outcome) return { validationError: outcome.error };
  return em.transactional(async (tx) => {
    const shareholder = tx.create(Shareholder, { company, ...holder, ...outcome.patch });
    recordAuditEvent({ em: tx, type: 'shareholder.created', actor, company, after: { id: shareholder.id, isCompany } });
    return { shareholder };
  });
};
