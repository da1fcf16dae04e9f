import type { ProjectStatus } from './project-constants';
import { isProjectLocked } from './project-lock';
import type { ProjectDocument } from './project-document.entity';
import type { DocumentSigningView } from './project-views';

/**
 * A project's status follows its documents (seed 002, section 3: project status): a document out for signing makes it
 * DOCUMENT_SIGNING_STARTED, documents all signed and sealed COMPLETED, any other sent (locked) document SENT, and
 * nothing sent a DRAFT.
 */
export const projectStatusOf = (documents: readonly Pick<ProjectDocument, 'lockedAt'>[], signings: readonly DocumentSigningView[]): ProjectStatus => {
  if (signings.some(({ status }) => status !== 'SIGNING_COMPLETE')) return 'DOCUMENT_SIGNING_STARTED';
  if (signings.length) return 'COMPLETED';
  return isProjectLocked(documents) ? 'SENT' : 'DRAFT';
};
