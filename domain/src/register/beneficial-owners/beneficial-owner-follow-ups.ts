import { IsolationLevel, type EntityManager } from '@mikro-orm/core';
import { createHash } from 'node:crypto';
import { runBound } from '../../kernel/sql/run-bound';
import { Company } from '../../platform/companies/company.entity';
import type { ShareholderFollowUpSource } from '../../platform/portfolios/shareholder-follow-up-source';
import { beneficialOwnerAlerts } from './beneficial-owner-alerts';
import type { BeneficialOwnerAlert } from './beneficial-owner-views';
import { BeneficialOwner } from './beneficial-owner.entity';
import { proposeBeneficialOwnersReading } from './propose-beneficial-owners';

/**
 * The state of the registers a computation read, as one hash: each company's register head where Andel keeps its
 * register (last sequence and pending date; any append, correction or entry falling due moves it), '-' where the
 * stakes came from the public register, and the public register's latest year. `orgNos` is a set-returning SQL expression.
 */
const fingerprintOf = (orgNos: string) => `
  (select md5(coalesce(string_agg(o.org_no || ':' || coalesce(h.last_sequence::text, '-') || ':' || coalesce(h.pending_from::text, ''), ',' order by o.org_no), '')
              || '|' || coalesce((select max(year) from public_register_holding)::text, ''))
     from ${orgNos} as o(org_no) left join company c on c.organisation_number = o.org_no left join register_head h on h.company_id = c.id)`;

type KeptRow = { company_id: string; statement_id: string; alerts: BeneficialOwnerAlert[] | null; stale: boolean };

/** Per company with a confirmed statement: its latest confirmed statement and the kept crossings, stale or not (one statement). */
const keptQuery = `
  with latest as (
    select distinct on (s.company_id) s.company_id, s.id from beneficial_owner_statement s
     where s.company_id = any($1::uuid[]) and s.status = 'CONFIRMED'
     order by s.company_id, s.statement_date desc, s.created_at desc)
  select l.company_id, l.id as statement_id, f.alerts,
         (f.company_id is null or f.statement_id <> l.id or f.fingerprint <> ${fingerprintOf('jsonb_array_elements_text(f.read_org_nos)')}) as stale
    from latest l left join beneficial_owner_follow_up f on f.company_id = l.company_id`;

const keepQuery = `
  insert into beneficial_owner_follow_up (company_id, statement_id, read_org_nos, fingerprint, alerts, computed_at)
  select $1, $2, $3::jsonb, ${fingerprintOf('jsonb_array_elements_text($3::jsonb)')}, $4::jsonb, now()
  on conflict (company_id) do update set statement_id = excluded.statement_id, read_org_nos = excluded.read_org_nos,
    fingerprint = excluded.fingerprint, alerts = excluded.alerts, computed_at = excluded.computed_at`;

/**
 * Computes a company's crossings against the statement again and keeps them with the registers' fingerprint, all
 * in one snapshot (repeatable read), so a transaction recorded meanwhile leaves the kept row stale, not wrong.
 */
const recompute = (em: EntityManager, companyId: string, statementId: string) =>
  em.fork().transactional(
    async (tx) => {
      const company = await tx.findOneOrFail(Company, companyId);
      const { proposal, readOrgNos } = await proposeBeneficialOwnersReading({ em: tx, company });
      const alerts = beneficialOwnerAlerts(await tx.find(BeneficialOwner, { statement: statementId }), proposal);
      await runBound(tx, keepQuery, [companyId, statementId, JSON.stringify(readOrgNos), JSON.stringify(alerts)]);
      return alerts;
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ },
  );

/** Changes when the crossings do: who, which border, which way. */
const versionOf = (alerts: BeneficialOwnerAlert[]) =>
  createHash('sha256').update(alerts.map((a) => `${a.personKey}:${a.crossed}:${a.direction}`).sort().join('\n')).digest('hex').slice(0, 12);

/**
 * The shareholders follow-up's beneficial-owner crossings (issue 17): per company with a confirmed statement, the
 * persons whose band (up to 25 %, above 25 %, above 50 %) differs between that statement and today's registers.
 * Kept per company and computed again only when a register it read has moved since (its head, the public register's
 * year) or a newer statement was confirmed, so a follow-up count over many companies reads one statement; a new
 * confirmed statement that agrees with the registers clears the item.
 */
export const beneficialOwnerFollowUps: ShareholderFollowUpSource = async (em, companyIds) => {
  const found = new Map<string, { count: number; version: string }>();
  if (!companyIds.length) return found;
  for (const row of await runBound<KeptRow>(em, keptQuery, [companyIds])) {
    const alerts = row.stale ? await recompute(em, row.company_id, row.statement_id) : row.alerts ?? [];
    if (alerts.length) found.set(row.company_id, { count: alerts.length, version: versionOf(alerts) });
  }
  return found;
};
