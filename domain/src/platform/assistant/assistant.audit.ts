// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { Language } from '../../kernel/i18n/languages';
import type { AiAction, AiLength, AiPromptType, AiStyle } from './assistant-constants';

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    /** What was sent to the model, as sent. */
    'ai.completionRequested': {
      after: { promptType: AiPromptType; action: AiAction; style: AiStyle; length: AiLength; language: Language; customPrompt: string | null; inputText: string };
    };
    'ai.translationRequested': { after: { from: Language; to: Language; inputText: string } };
    'ai.assistantSettingChanged': { before: { enabled: boolean }; after: { enabled: boolean } };
  }
}
