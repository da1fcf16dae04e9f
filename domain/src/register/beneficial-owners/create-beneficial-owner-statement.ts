import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { personKey } from '../ownership/ownership-edge';
import { BeneficialOwner } from './beneficial-owner.entity';
import { BeneficialOwnerStatement } from './beneficial-owner-statement.entity';
import { statementView } from './beneficial-owner-statement-view';
import type { TBeneficialOwnerStatementCreate } from './beneficial-owners.schemas';
import { proposeBeneficialOwners } from './propose-beneficial-owners';

/**
 * `POST /company/{orgNo}/beneficial-owners`: a dated statement of the persons the admin confirms, each proposed by
 * the registers (its chains and reasons taken from today's proposal, never from the client) or added by hand;
 * confirmed at once or kept as a draft. One transaction with its audit event.
 */
export const createBeneficialOwnerStatement = async ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: TBeneficialOwnerStatementCreate }) => {
  const proposal = new Map((await proposeBeneficialOwners({ em, company })).map((p) => [p.key, p]));
  return em.transactional(async (tx) => {
    const now = new Date();
    const statement = tx.create(BeneficialOwnerStatement, {
      company, statementDate: input.statementDate, status: input.confirm ? 'CONFIRMED' : 'DRAFT', createdBy: actor,
      confirmedBy: input.confirm ? actor : null, confirmedAt: input.confirm ? now : null,
    });
    const owners = input.owners.map((owner) => {
      const proposed = owner.personKey ? proposal.get(owner.personKey) : undefined;
      return tx.create(BeneficialOwner, {
        statement, personKey: proposed?.key ?? personKey(owner.name, owner.birthYear), name: owner.name, birthYear: owner.birthYear,
        sharesInPercent: owner.sharesInPercent, votesInPercent: owner.votesInPercent, reasons: proposed?.reasons ?? [], chains: proposed?.chains ?? [],
        proposed: Boolean(proposed), comment: owner.comment,
      });
    });
    await tx.flush();
    recordAuditEvent({
      em: tx, type: 'beneficialOwners.statementCreated', actor, company,
      after: { statementId: statement.id, statementDate: statement.statementDate, owners: owners.map((o) => ({ beneficialOwnerId: o.id, name: o.name, sharesInPercent: o.sharesInPercent, votesInPercent: o.votesInPercent, comment: o.comment ?? null })) },
    });
    if (input.confirm) recordAuditEvent({ em: tx, type: 'beneficialOwners.statementConfirmed', actor, company, after: { statementId: statement.id, statementDate: statement.statementDate } });
    return statementView(statement, owners);
  });
};
