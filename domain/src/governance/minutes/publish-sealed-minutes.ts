import type { EntityManager } from '@mikro-orm/core';
import { SigningRequest } from '../../documents/signing/signing-request.entity';
import type { FileStore } from '../../documents/storage/file-store';
import { Project } from '../projects/project.entity';
import { publishMinutesIfDue } from './publish-minutes';

/**
 * After a request is sealed (the signing engine's `onSealed`): a general meeting's minutes now signed by all are
 * published when due (`publishMinutesIfDue`). Answers whether emails were queued.
 */
export const publishSealedMinutes = async ({ em, store, requestId }: { em: EntityManager; store: FileStore; requestId: string }): Promise<boolean> => {
  const request = await em.findOne(SigningRequest, requestId);
  if (!request || request.source !== 'dbot' || request.documentType !== 'general_meeting' || !request.projectId) return false;
  const project = await em.findOne(Project, request.projectId, { populate: ['company'] });
  return project ? publishMinutesIfDue({ em, store, actor: null, company: project.company, project }) : false;
};
