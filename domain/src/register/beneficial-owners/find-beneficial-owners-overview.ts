import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { BeneficialOwner } from './beneficial-owner.entity';
import { BeneficialOwnerStatement } from './beneficial-owner-statement.entity';
import { beneficialOwnerAlerts } from './beneficial-owner-alerts';
import { statementSummary } from './beneficial-owner-statement-view';
import type { BeneficialOwnersOverview } from './beneficial-owner-views';
import { proposeBeneficialOwners } from './propose-beneficial-owners';

/**
 * `GET /company/{orgNo}/beneficial-owners`: today's proposal, the statements newest first, and the alerts for
 * whoever crossed 25 % or 50 % since the latest confirmed statement (recorded transactions move the registers).
 */
export const findBeneficialOwnersOverview = async ({ em, company }: { em: EntityManager; company: Company }): Promise<BeneficialOwnersOverview> => {
  const proposal = await proposeBeneficialOwners({ em, company });
  const statements = await em.find(BeneficialOwnerStatement, { company }, { orderBy: { statementDate: 'desc', createdAt: 'desc' } });
  const latest = statements.find((s) => s.status === 'CONFIRMED');
  const confirmed = latest ? await em.find(BeneficialOwner, { statement: latest }) : null;
  return { proposal, statements: statements.map(statementSummary), alerts: beneficialOwnerAlerts(confirmed, proposal) };
};
