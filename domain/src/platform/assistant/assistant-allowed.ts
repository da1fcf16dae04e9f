import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { CompanyAccess } from '../companies/company-access.entity';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import type { AssistantProvider } from './assistant-provider';

/**
 * Whether the actor may use the assistant: a model must be configured (else `ai.notAvailable`) and the assistant on
 * for the company (else `ai.turnedOff`). Without a company (the portfolio's texts) it is allowed when it is on for a
 * company the actor has access to; that company is the one the request is audited under.
 */
export const assistantAllowed = async ({ em, actor, company, provider }: { em: EntityManager; actor: User; company: Company | null; provider: AssistantProvider | null }) => {
  if (!provider) throw new DomainError('ai.notAvailable');
  if (company) {
    if (!company.aiAssistantEnabled) throw new DomainError('ai.turnedOff');
    return { provider, company };
  }
  const access = await em.findOne(CompanyAccess, { user: actor, company: { aiAssistantEnabled: true } }, { populate: ['company'] });
  if (!access) throw new DomainError('ai.turnedOff');
  return { provider, company: access.company };
};
