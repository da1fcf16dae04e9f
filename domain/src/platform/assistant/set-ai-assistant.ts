import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import type { TAiAssistantSetting } from './assistant.schemas';

/** `PUT /company-settings/{orgNo}/ai-assistant`: an admin turns the assistant on or off for the company (off until then). Audited. */
export const setAiAssistant = ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: TAiAssistantSetting }): Promise<Company> =>
  em.transactional(async (tx) => {
    const before = company.aiAssistantEnabled;
    if (before === input.enabled) return company;
    company.aiAssistantEnabled = input.enabled;
    recordAuditEvent({ em: tx, type: 'ai.assistantSettingChanged', actor, company, before: { enabled: before }, after: { enabled: input.enabled } });
    await tx.flush();
    return company;
  });
