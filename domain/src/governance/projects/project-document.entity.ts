import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { customDocumentTypes, documentTypes } from '../decisions/document-types';
import { Project } from './project.entity';

/**
 * A document a project produces (a notice, minutes, a custom document). Its content and sending come with the
 * meeting-documents room; here it is the project's choice of documents.
 */
export const ProjectDocumentSchema = defineEntity({
  name: 'ProjectDocument',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade').index(),
    documentType: p.enum(documentTypes),
    customDocumentType: p.enum(customDocumentTypes).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ProjectDocument extends ProjectDocumentSchema.class {}
ProjectDocumentSchema.setClass(ProjectDocument);
