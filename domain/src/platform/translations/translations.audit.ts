// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { Language } from '../../kernel/i18n/languages';

/** A key's text in one language, and whether it was the admin's (an override) or the shipped one. */
type TranslationText = { key: string; language: Language; text: string; overridden: boolean };

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'translation.changed': { before: TranslationText; after: TranslationText };
  }
}
