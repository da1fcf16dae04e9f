// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { ArticleChange } from './article-change.types';
import type { ArticlesVersionSummary } from './article-views';

type Version = Pick<ArticlesVersionSummary, 'id' | 'date' | 'status' | 'paragraphs'>;

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'articles.saved': { before: Version | null; after: Version };
    'articles.changed': { after: { versionId: string; change: ArticleChange } };
    'articles.changeUndone': { before: { versionId: string; change: ArticleChange } };
    'articles.imported': { after: Version };
    'articles.importDiscarded': { before: Version };
  }
}
