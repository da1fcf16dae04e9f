import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { customDocumentTypes, documentTypes } from '../decisions/document-types';
import { Project } from './project.entity';

/**
 * A document a project produces (a notice, minutes, a custom document): the project's choice of documents, and
 * whether it is sent and locked. Its content, rendering and sending live in the meeting-documents room.
 */
export const ProjectDocumentSchema = defineEntity({
  name: 'ProjectDocument',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade').index(),
    documentType: p.enum(documentTypes),
    customDocumentType: p.enum(customDocumentTypes).nullable(),
    /** When the document was last sent (a notice for viewing); cleared by reopening. */
    sentAt: p.datetime().nullable(),
    /** Set when the document is sent: a locked project takes no new document until reopened (seed 002, section 4). */
    lockedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ProjectDocument extends ProjectDocumentSchema.class {}
ProjectDocumentSchema.setClass(ProjectDocument);
