import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { BeneficialOwner } from './beneficial-owner.entity';
import type { TBeneficialOwnerUpdate } from './beneficial-owners.schemas';
import { beneficialOwnerView } from './beneficial-owner-statement-view';
import { findBeneficialOwnerStatement } from './get-beneficial-owner-statement';

/** `PUT /company/{orgNo}/beneficial-owners/{id}/owners/{ownerId}`: the admin edits a person of a draft; logged with before and after. */
export const updateBeneficialOwner = ({ em, actor, company, statementId, ownerId, input }: { em: EntityManager; actor: User; company: Company; statementId: string; ownerId: string; input: TBeneficialOwnerUpdate }) =>
  em.transactional(async (tx) => {
    const statement = await findBeneficialOwnerStatement(tx, company, statementId);
    if (statement.status === 'CONFIRMED') throw new DomainError('beneficialOwners.alreadyConfirmed');
    const owner = await tx.findOne(BeneficialOwner, { id: ownerId, statement });
    if (!owner) throw new DomainError('beneficialOwners.ownerNotFound');
    const figures = (o: BeneficialOwner) => ({ statementId, beneficialOwnerId: o.id, name: o.name, sharesInPercent: o.sharesInPercent, votesInPercent: o.votesInPercent, comment: o.comment ?? null });
    const before = figures(owner);
    Object.assign(owner, input);
    recordAuditEvent({ em: tx, type: 'beneficialOwners.ownerChanged', actor, company, before, after: figures(owner) });
    return beneficialOwnerView(owner);
  });
