import { ChangeSetType, type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';
import { requireProvenCompany } from '../company-claims/require-proven-company';
import type { Company } from '../companies/company.entity';
import { enforceRateLimits, type RateLimit } from './consume-rate-limit';
import { EmailOutbox } from '../email/email-outbox.entity';

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

/** Emails one account may make the server send, and one company's name may carry, per hour and per day. */
export type EmailLimits = { accountPerHour: number; accountPerDay: number; companyPerHour: number; companyPerDay: number };

/** On whose behalf a request's emails go: the signed-in account, and the company the route acts for (when it names one). */
export type EmailOrigin = { userId: string | null; company: Pick<Company, 'id' | 'claimPendingSince'> | null };

/**
 * Guards the outbox of one request: when a flush puts emails in it, the company they go out for must be proven
 * (`company.claimPending`), and the account and the company must be within their hourly and daily limits
 * (`rateLimits.emailLimitReached`, counted per email, in the flush's transaction so a refused command counts nothing).
 * Registered on the request's entity manager, whose transactions inherit it.
 */
export const emailSendingGuard = ({ origin, limits }: { origin: () => EmailOrigin; limits: EmailLimits }): EventSubscriber => ({
  async onFlush({ em, uow }: FlushEventArgs) {
    const queued = uow.getChangeSets().filter((changeSet) => changeSet.type === ChangeSetType.CREATE && changeSet.entity instanceof EmailOutbox).length;
    if (!queued) return;
    const { userId, company } = origin();
    if (company) requireProvenCompany(company);
    const windows: { limit: RateLimit; subject: string }[] = [];
    if (userId)
      windows.push(
        { limit: { name: 'email.account.hour', windowMs: hourMs, max: limits.accountPerHour }, subject: userId },
        { limit: { name: 'email.account.day', windowMs: dayMs, max: limits.accountPerDay }, subject: userId },
      );
    if (company)
      windows.push(
        { limit: { name: 'email.company.hour', windowMs: hourMs, max: limits.companyPerHour }, subject: company.id },
        { limit: { name: 'email.company.day', windowMs: dayMs, max: limits.companyPerDay }, subject: company.id },
      );
    if (windows.length) await enforceRateLimits({ em, limits: windows, cost: queued, code: 'rateLimits.emailLimitReached' });
  },
});
