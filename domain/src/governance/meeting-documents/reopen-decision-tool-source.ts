import type { SigningSourceReopener } from '../../documents/signing-follow-up/signing-source-reopener';
import { ProjectDocument } from '../projects/project-document.entity';
import { reopenLockedDocument } from './reopen-locked-document';

/** A cancelled signing of a decision-tool document reopens the document when it is still locked (seed 002, section 4). */
export const reopenDecisionToolSource: SigningSourceReopener = async ({ em, actor, company, request }) => {
  if (!request.projectDocumentId) return;
  const document = await em.findOne(ProjectDocument, { id: request.projectDocumentId, project: { company } });
  if (document?.lockedAt) await reopenLockedDocument({ em, actor, company, documentId: document.id });
};
