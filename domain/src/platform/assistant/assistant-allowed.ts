import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { CompanyAccess } from '../companies/company-access.entity';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import type { AssistantProvider } from './assistant-provider';
import { enforceRateLimits } from '../rate-limits/consume-rate-limit';

const hourMs = 60 * 60_000;

/** Calls to the assistant one user, and one company, may make per hour and per day. */
export type AssistantLimits = { userPerHour: number; userPerDay: number; companyPerHour: number; companyPerDay: number };

/**
 * Whether the actor may use the assistant: a model must be configured (else `ai.notAvailable`) and the assistant on
 * for the company (else `ai.turnedOff`). Without a company (the portfolio's texts) it is allowed when it is on for a
 * company the actor has access to; that company is the one the request is audited under. Each call counts against
 * the user's and that company's limits (`rateLimits.assistantLimitReached` past them).
 */
export const assistantAllowed = async ({ em, actor, company, provider, limits }: { em: EntityManager; actor: User; company: Company | null; provider: AssistantProvider | null; limits: AssistantLimits }) => {
  if (!provider) throw new DomainError('ai.notAvailable');
  const chosen = company ?? (await em.findOne(CompanyAccess, { user: actor, company: { aiAssistantEnabled: true } }, { populate: ['company'] }))?.company;
  if (!chosen?.aiAssistantEnabled) throw new DomainError('ai.turnedOff');
  await enforceRateLimits({
    em,
    code: 'rateLimits.assistantLimitReached',
    limits: [
      { limit: { name: 'ai.user.hour', windowMs: hourMs, max: limits.userPerHour }, subject: actor.id },
      { limit: { name: 'ai.user.day', windowMs: 24 * hourMs, max: limits.userPerDay }, subject: actor.id },
      { limit: { name: 'ai.company.hour', windowMs: hourMs, max: limits.companyPerHour }, subject: chosen.id },
      { limit: { name: 'ai.company.day', windowMs: 24 * hourMs, max: limits.companyPerDay }, subject: chosen.id },
    ],
  });
  return { provider, company: chosen };
};
