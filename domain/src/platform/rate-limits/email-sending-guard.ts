import { ChangeSetType, type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { runBound } from '../../kernel/sql/run-bound';
import type { Company } from '../companies/company.entity';
import { EmailOutbox } from '../email/email-outbox.entity';
import { enforceRateLimits, type RateLimit } from './consume-rate-limit';

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

/** Emails one account may make the server send, and one company's name may carry, per hour and per day. */
export type EmailLimits = { accountPerHour: number; accountPerDay: number; companyPerHour: number; companyPerDay: number };

/** On whose behalf a request's emails go: the signed-in account, and the company the route acts for (when it names one). */
export type EmailOrigin = { userId: string | null; company: Pick<Company, 'id'> | null };

/**
 * Guards the outbox of one request: when a flush puts emails in it, each goes out in the name of its company (the one
 * the use-case named, else the route's), which must be proven (`company.claimPending`), and the account and every such
 * company must stay within their hourly and daily limits (`rateLimits.emailLimitReached`, counted per email, in the
 * flush's transaction, so a refused command counts nothing). Registered on the request's entity manager, whose
 * transactions inherit it.
 */
export const emailSendingGuard = ({ origin, limits }: { origin: () => EmailOrigin; limits: EmailLimits }): EventSubscriber => ({
  async onFlush({ em, uow }: FlushEventArgs) {
    const queued = uow.getChangeSets().filter((changeSet) => changeSet.type === ChangeSetType.CREATE && changeSet.entity instanceof EmailOutbox);
    if (!queued.length) return;
    const { userId, company: routeCompany } = origin();
    const perCompany = new Map<string, number>();
    for (const { entity } of queued) {
      const companyId = (entity as EmailOutbox).company?.id ?? routeCompany?.id;
      if (companyId) perCompany.set(companyId, (perCompany.get(companyId) ?? 0) + 1);
    }
    if (perCompany.size) {
      const pending = await runBound(em, 'select id from company where id = any($1::uuid[]) and claim_pending_since is not null limit 1', [[...perCompany.keys()]]);
      if (pending.length) throw new DomainError('company.claimPending');
    }
    if (userId)
      await enforceRateLimits({
        em,
        cost: queued.length,
        code: 'rateLimits.emailLimitReached',
        limits: [
          { limit: { name: 'email.account.hour', windowMs: hourMs, max: limits.accountPerHour }, subject: userId },
          { limit: { name: 'email.account.day', windowMs: dayMs, max: limits.accountPerDay }, subject: userId },
        ],
      });
    for (const [companyId, count] of perCompany) {
      const windows: { limit: RateLimit; subject: string }[] = [
        { limit: { name: 'email.company.hour', windowMs: hourMs, max: limits.companyPerHour }, subject: companyId },
        { limit: { name: 'email.company.day', windowMs: dayMs, max: limits.companyPerDay }, subject: companyId },
      ];
      await enforceRateLimits({ em, limits: windows, cost: count, code: 'rateLimits.emailLimitReached' });
    }
  },
});
