import type { EntityManager } from '@mikro-orm/core';
import { SigningRequest } from '../../documents/signing/signing-request.entity';
import { findDocumentSigning } from '../projects/document-signing';
import { ProjectDocument } from '../projects/project-document.entity';
import type { Project } from '../projects/project.entity';

/** The signing request id of a general meeting's minutes in force when they are signed by all and sealed; else null. */
export const findSealedMinutes = async (em: EntityManager, project: Project): Promise<string | null> => {
  const document = await em.findOne(ProjectDocument, { project, documentType: 'general_meeting' });
  const signing = document ? await findDocumentSigning(em, document) : null;
  return signing?.status === 'SIGNING_COMPLETE' ? signing.requestId : null;
};

/**
 * The sealed minutes the holders read once published: the newest sealed copy, so minutes reopened for a correction
 * stay readable as last signed until signed again.
 */
export const findPublishedMinutes = async (em: EntityManager, project: Project): Promise<string | null> => {
  const document = await em.findOne(ProjectDocument, { project, documentType: 'general_meeting' });
  const request = document ? await em.findOne(SigningRequest, { projectDocumentId: document.id, status: 'SIGNING_COMPLETE', sealed: { $ne: null } }, { orderBy: { completedAt: 'desc' } }) : null;
  return request?.id ?? null;
};
