import type { EntityManager } from '@mikro-orm/core';
import { Signer } from '../../documents/signing/signer.entity';
import { SigningRequest } from '../../documents/signing/signing-request.entity';
import { ProjectDocument } from './project-document.entity';
import type { Project } from './project.entity';
import type { DocumentSigningView } from './project-views';

/**
 * The signing request in force for each locked document: the newest one not cancelled that was sent when the document
 * was locked (sending for signing locks the document at the request's own time), so a sealed request of minutes since
 * reopened is no longer in force. Read in two queries.
 */
export const findDocumentSignings = async (em: EntityManager, documents: readonly Pick<ProjectDocument, 'id' | 'lockedAt'>[]): Promise<Map<string, DocumentSigningView>> => {
  const locked = documents.filter((document) => document.lockedAt);
  const signings = new Map<string, DocumentSigningView>();
  if (!locked.length) return signings;
  const requests = await em.find(SigningRequest, { projectDocumentId: { $in: locked.map(({ id }) => id) }, status: { $ne: 'CANCELLED' } }, { orderBy: { sentAt: 'desc' } });
  const inForce = locked.flatMap((document) => requests.find((request) => request.projectDocumentId === document.id && request.sentAt >= document.lockedAt!) ?? []);
  if (!inForce.length) return signings;
  const signers = await em.find(Signer, { request: { $in: inForce } }, { fields: ['request', 'signedAt'] });
  for (const request of inForce) {
    const own = signers.filter((signer) => signer.request.id === request.id);
    signings.set(request.projectDocumentId!, {
      requestId: request.id,
      status: request.status === 'SIGNING_COMPLETE' ? 'SIGNING_COMPLETE' : request.status === 'SIGNING_IN_PROGRESS' ? 'SIGNING_IN_PROGRESS' : 'SENT_FOR_SIGNING',
      signed: own.filter((signer) => signer.signedAt).length,
      total: own.length,
      sentAt: request.sentAt.toISOString(),
      completedAt: request.completedAt?.toISOString() ?? null,
      sealedEntryId: request.sealedEntry?.id ?? null,
    });
  }
  return signings;
};

/** The signing in force of one document, if it is out for signing or signed. */
export const findDocumentSigning = async (em: EntityManager, document: Pick<ProjectDocument, 'id' | 'lockedAt'>): Promise<DocumentSigningView | null> =>
  (await findDocumentSignings(em, [document])).get(document.id) ?? null;

/** The projects among `projects` whose board minutes are out for signing or signed: their votes are closed. */
export const findProjectsWithMinutesSigned = async (em: EntityManager, projects: readonly Pick<Project, 'id'>[]): Promise<Set<string>> => {
  if (!projects.length) return new Set();
  const minutes = await em.find(ProjectDocument, { project: { $in: projects.map(({ id }) => id) }, documentType: 'board_meeting', lockedAt: { $ne: null } });
  const signings = await findDocumentSignings(em, minutes);
  return new Set(minutes.filter(({ id }) => signings.has(id)).map((document) => document.project.id));
};
