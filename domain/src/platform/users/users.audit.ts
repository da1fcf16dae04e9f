// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { Language } from '../../kernel/i18n/languages';

declare module '../audit/audit-event-types' {
  interface AuditEventPayloads {
    'user.languageChanged': { before: Language; after: Language };
    'user.twoStepChanged': { before: boolean; after: boolean };
    'user.affiliateAdded': { after: { affiliateKey: string } };
    'user.termsAccepted': { before: { acceptedTerms: boolean }; after: { acceptedTerms: true; emailToVerify: string | null } };
  }
}
