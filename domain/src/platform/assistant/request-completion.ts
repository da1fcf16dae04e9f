import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { Company } from '../companies/company.entity';
import type { User } from '../users/user.entity';
import { aiMediumTemperature, aiMinimumWords, wordCount } from './assistant-constants';
import type { AssistantProvider } from './assistant-provider';
import type { TAiComplete } from './assistant.schemas';
import { assistantAllowed, type AssistantLimits } from './assistant-allowed';
import { completionMessages } from './build-prompt';

/**
 * `POST /ai/{orgNo?}/complete`: complete, expand, shorten or a custom prompt on a text, at medium temperature. Fewer
 * than three words fail at once; the assistant must be configured and on for the company. What is sent is audited
 * (committed before the model is asked); the answer is streamed.
 */
export const requestCompletion = async ({ em, actor, company, input, provider, limits }: { em: EntityManager; actor: User; company: Company | null; limits: AssistantLimits; input: TAiComplete; provider: AssistantProvider | null }): Promise<AsyncIterable<string>> => {
  if (wordCount(input.inputText) < aiMinimumWords) throw new DomainError('ai.error.minimumLength', { minimum: aiMinimumWords });
  const allowed = await assistantAllowed({ em, actor, company, provider, limits });
  const { promptType, action, mode, language, inputText } = input;
  recordAuditEvent({
    em,
    type: 'ai.completionRequested',
    actor,
    company: allowed.company,
    after: { promptType, action, style: mode.style, length: mode.length, language, customPrompt: action === 'CUSTOM' ? (mode.customPrompt ?? null) : null, inputText },
  });
  await em.flush();
  return allowed.provider.stream(completionMessages(input), { temperature: aiMediumTemperature });
};
