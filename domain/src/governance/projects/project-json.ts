import { categoriesOf } from '../decisions/decision-catalogue';
import type { DecisionView } from '../decisions/decision-views';
import { isBoardMeetingDocument, isGeneralMeetingDocument, type DocumentType } from '../decisions/document-types';
import { customizableDocuments, freetextTypeOptions } from '../decisions/matter-types';
import type { User } from '../../platform/users/user.entity';
import type { Project } from './project.entity';
import type { ProjectDecision } from './project-decision.entity';
import { isMeetingDetailsLocked, isProjectLocked } from './project-lock';
import type { ProjectParts } from './project-parts';
import { projectStatusOf } from './project-status';
import type { DocumentSigningView, ProjectDocumentView, ProjectListItem, ProjectView } from './project-views';

const documentTypesOf = (parts: ProjectParts): DocumentType[] => parts.documents.map(({ documentType }) => documentType);

export const decisionJson = (decision: ProjectDecision, documents: readonly DocumentType[]): DecisionView => ({
  decisionId: decision.id,
  decisionType: decision.decisionType,
  categories: categoriesOf(decision.decisionType),
  position: decision.position,
  localizedTitles: decision.localizedTitles,
  matterTexts: decision.matterTexts,
  fields: decision.fields ?? null,
  requiresGeneralMeeting: decision.requiresGeneralMeeting,
  freetextTypeForAllDocuments: decision.freetextTypeForAllDocuments,
  customizedFreetextTypePerDocument: decision.customizedFreetextTypePerDocument,
  freetextTypeOptions: freetextTypeOptions(documents, decision.requiresGeneralMeeting),
  customizableDocuments: customizableDocuments(documents),
});

/** The signing in force of a project's documents, by document id (`findDocumentSignings`). */
export type ProjectSignings = ReadonlyMap<string, DocumentSigningView>;

const documentJson = (parts: ProjectParts, signings: ProjectSignings): ProjectDocumentView[] =>
  parts.documents.map(({ id, documentType, customDocumentType, sentAt, lockedAt }) => ({
    documentId: id,
    documentType,
    customDocumentType: customDocumentType ?? null,
    sentAt: sentAt?.toISOString() ?? null,
    isLocked: Boolean(lockedAt),
    signing: signings.get(id) ?? null,
  }));

export const projectListItemJson = (project: Project, parts: ProjectParts, signings: ProjectSignings, viewer: User): ProjectListItem => {
  const documents = documentTypesOf(parts);
  return {
    id: project.id,
    projectName: project.name,
    status: projectStatusOf(parts.documents, parts.documents.flatMap(({ id }) => signings.get(id) ?? [])),
    isOwner: project.owner?.id === viewer.id,
    ownerName: project.owner?.name ?? null,
    decisions: parts.decisions.map(({ id, decisionType, localizedTitles }) => ({ decisionId: id, decisionType, localizedTitles })),
    documents: documentJson(parts, signings),
    isLocked: isProjectLocked(parts.documents),
    isMeetingDetailsLocked: isMeetingDetailsLocked(parts.documents),
    containsNoticeOrMinutesBoardMeetingDocument: documents.some(isBoardMeetingDocument),
    containsNoticeOrMinutesGeneralMeetingDocument: documents.some(isGeneralMeetingDocument),
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
};

export const projectJson = (project: Project, parts: ProjectParts, signings: ProjectSignings, viewer: User): ProjectView => {
  const documents = documentTypesOf(parts);
  return {
    ...projectListItemJson(project, parts, signings, viewer),
    organisationNumber: project.company.organisationNumber,
    decisions: parts.decisions.map((decision) => decisionJson(decision, documents)),
  };
};
