import type { EntityManager } from '@mikro-orm/core';
import { findDocumentSigning } from '../projects/document-signing';
import { ProjectDocument } from '../projects/project-document.entity';
import type { Project } from '../projects/project.entity';

/** The signing request id of a general meeting's minutes in force when they are signed by all and sealed; else null. */
export const findSealedMinutes = async (em: EntityManager, project: Project): Promise<string | null> => {
  const document = await em.findOne(ProjectDocument, { project, documentType: 'general_meeting' });
  const signing = document ? await findDocumentSigning(em, document) : null;
  return signing?.status === 'SIGNING_COMPLETE' ? signing.requestId : null;
};
