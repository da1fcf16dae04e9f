import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { findBeneficialOwnerStatement, getBeneficialOwnerStatement } from './get-beneficial-owner-statement';

/** `PUT /company/{orgNo}/beneficial-owners/{id}/confirm`: a draft becomes the confirmed statement (`beneficialOwners.alreadyConfirmed` twice). */
export const confirmBeneficialOwnerStatement = async ({ em, actor, company, id }: { em: EntityManager; actor: User; company: Company; id: string }) => {
  await em.transactional(async (tx) => {
    const statement = await findBeneficialOwnerStatement(tx, company, id);
    if (statement.status === 'CONFIRMED') throw new DomainError('beneficialOwners.alreadyConfirmed');
    Object.assign(statement, { status: 'CONFIRMED', confirmedBy: actor, confirmedAt: new Date() });
    recordAuditEvent({ em: tx, type: 'beneficialOwners.statementConfirmed', actor, company, after: { statementId: statement.id, statementDate: statement.statementDate } });
  });
  return getBeneficialOwnerStatement({ em, company, id });
};
