import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import { aiMediumTemperature } from './assistant-constants';
import type { AssistantProvider } from './assistant-provider';
import type { TAiTranslate } from './assistant.schemas';
import { assistantAllowed, type AssistantLimits } from './assistant-allowed';
import { translationMessages } from './build-prompt';

/** `POST /ai/translate`: a text from one language to another, audited as sent; the answer is streamed. */
export const requestTranslation = async ({ em, actor, company, input, provider, limits }: { em: EntityManager; actor: User; company: Company | null; limits: AssistantLimits; input: TAiTranslate; provider: AssistantProvider | null }): Promise<AsyncIterable<string>> => {
  if (!input.inputText.trim()) throw new DomainError('ai.error.minimumLength', { minimum: 1 });
  const allowed = await assistantAllowed({ em, actor, company, provider, limits });
  recordAuditEvent({ em, type: 'ai.translationRequested', actor, company: allowed.company, after: { from: input.from, to: input.to, inputText: input.inputText } });
  await em.flush();
  return allowed.provider.stream(translationMessages(input), { temperature: aiMediumTemperature });
};
