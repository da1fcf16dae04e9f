import type { EntityManager } from '@mikro-orm/core';
import { runBound } from '../../kernel/sql/run-bound';
import type { Company } from '../../platform/companies/company.entity';
import type { BeneficialOwnerLogEntry } from './beneficial-owner-views';
import { findBeneficialOwnerStatement } from './get-beneficial-owner-statement';

type Row = { id: string; type: BeneficialOwnerLogEntry['type']; created_at: Date | string; actor_name: string | null; payload: { before?: Record<string, unknown>; after?: Record<string, unknown> } };

const figures = (side: Record<string, unknown> | undefined) =>
  side && 'sharesInPercent' in side ? { sharesInPercent: String(side.sharesInPercent), votesInPercent: String(side.votesInPercent), comment: (side.comment as string | null) ?? null } : null;

/**
 * `GET /company/{orgNo}/beneficial-owners/{id}/log[?beneficialOwnerId]` (the seed's log/{statementId}/{beneficialOwnerId?}):
 * the statement's audit events oldest first: created (one entry per person), persons edited, confirmed; or one person's.
 */
export const findBeneficialOwnerLog = async ({ em, company, statementId, beneficialOwnerId }: { em: EntityManager; company: Company; statementId: string; beneficialOwnerId?: string }): Promise<BeneficialOwnerLogEntry[]> => {
  await findBeneficialOwnerStatement(em, company, statementId);
  const rows = await runBound<Row>(
    em,
    `select e.id::text, e.type, e.created_at, u.name as actor_name, e.payload from audit_event e left join app_user u on u.id = e.actor_id
      where e.company_id = $1 and e.type like 'beneficialOwners.%' and e.payload->'after'->>'statementId' = $2 order by e.id`,
    [company.id, statementId],
  );
  const entries = rows.flatMap((row): BeneficialOwnerLogEntry[] => {
    const base = { id: row.id, type: row.type, createdAt: new Date(row.created_at).toISOString(), actorName: row.actor_name };
    const after = row.payload.after ?? {};
    if (row.type === 'beneficialOwners.statementCreated')
      return ((after.owners as Record<string, unknown>[]) ?? []).map((o) => ({ ...base, id: `${row.id}:${String(o.beneficialOwnerId)}`, beneficialOwnerId: String(o.beneficialOwnerId), name: String(o.name), before: null, after: figures(o) }));
    if (row.type === 'beneficialOwners.ownerChanged') return [{ ...base, beneficialOwnerId: String(after.beneficialOwnerId), name: String(after.name), before: figures(row.payload.before), after: figures(after) }];
    return [{ ...base, beneficialOwnerId: null, name: null, before: null, after: null }];
  });
  return beneficialOwnerId ? entries.filter((e) => e.beneficialOwnerId === beneficialOwnerId) : entries;
};
