import type { EntityManager } from '@mikro-orm/core';
import { SigningRequest } from '../../documents/signing/signing-request.entity';
import { findDocumentSignings } from './document-signing';
import { loadOneProjectParts } from './project-parts';
import { projectStatusOf } from './project-status';
import { Project } from './project.entity';

/**
 * After a decision-tool document is sealed (the signing engine's `onSealed`): the project's stored status follows its
 * documents (`projectStatusOf`), so the schedule and meeting headers, which read it, say COMPLETED once all is sealed.
 */
export const refreshProjectStatusAfterSeal = async ({ em, requestId }: { em: EntityManager; requestId: string }) => {
  const request = await em.findOne(SigningRequest, requestId);
  const project = request?.source === 'dbot' && request.projectId ? await em.findOne(Project, request.projectId) : null;
  if (!project) return;
  const { documents } = await loadOneProjectParts(em, project);
  project.status = projectStatusOf(documents, [...(await findDocumentSignings(em, documents)).values()]);
  await em.flush();
};
