// The audit events this room records, with what each records before and after (see platform/audit/audit-event-types.ts).
import type { DecisionType } from '../decisions/decision-catalogue';
import type { TDecisionUpdate, TLocalizedTitle } from '../decisions/decision.schemas';
import type { CustomDocumentType, DocumentType } from '../decisions/document-types';
import type { ProjectStatus } from './project-constants';
import type { DocumentAttachmentInfo } from './project-views';

type DecisionFacts = Pick<TDecisionUpdate, 'localizedTitles' | 'matterTexts' | 'requiresGeneralMeeting' | 'freetextTypeForAllDocuments' | 'customizedFreetextTypePerDocument'> & {
  fields: Record<string, unknown> | null;
};

declare module '../../platform/audit/audit-event-types' {
  interface AuditEventPayloads {
    'project.created': { after: { projectId: string; projectName: string; decisions: readonly DecisionType[]; documents: readonly DocumentType[] } };
    'project.duplicated': { before: { projectId: string }; after: { projectId: string; projectName: string } };
    'project.renamed': { before: { projectName: string }; after: { projectId: string; projectName: string } };
    'project.deleted': { before: { projectId: string; projectName: string; status: ProjectStatus } };
    'project.documentAdded': { after: { projectId: string; documentId: string; documentType: DocumentType; customDocumentType: CustomDocumentType | null } };
    'project.documentRemoved': { before: { projectId: string; documentId: string; documentType: DocumentType } };
    'project.attachmentAdded': { after: { projectId: string; documentId: string; sha256: string } & DocumentAttachmentInfo };
    'project.attachmentRemoved': { before: { projectId: string; documentId: string; sha256: string } & DocumentAttachmentInfo };
    'decision.added': { after: { projectId: string; decisionId: string; decisionType: DecisionType } };
    'decision.updated': { before: { projectId: string; decisionId: string } & DecisionFacts; after: DecisionFacts };
    'decision.removed': { before: { projectId: string; decisionId: string; decisionType: DecisionType; localizedTitles: TLocalizedTitle[] } };
  }
}
