import type { BeneficialOwner } from './beneficial-owner.entity';
import type { BeneficialOwnerStatement } from './beneficial-owner-statement.entity';
import type { BeneficialOwnerStatementView, BeneficialOwnerView } from './beneficial-owner-views';

export const beneficialOwnerView = (o: BeneficialOwner): BeneficialOwnerView => ({
  id: o.id, personKey: o.personKey, name: o.name, birthYear: o.birthYear ?? null, sharesInPercent: o.sharesInPercent, votesInPercent: o.votesInPercent,
  reasons: o.reasons, chains: o.chains, proposed: o.proposed, comment: o.comment ?? null,
});

export const statementSummary = (s: BeneficialOwnerStatement): Omit<BeneficialOwnerStatementView, 'owners'> => ({
  id: s.id, statementDate: s.statementDate, status: s.status, createdAt: s.createdAt.toISOString(), confirmedAt: s.confirmedAt?.toISOString() ?? null,
});

export const statementView = (s: BeneficialOwnerStatement, owners: BeneficialOwner[]): BeneficialOwnerStatementView => ({
  ...statementSummary(s),
  owners: owners.map(beneficialOwnerView),
});
