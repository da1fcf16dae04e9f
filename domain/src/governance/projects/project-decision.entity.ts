import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { decisionTypes } from '../decisions/decision-catalogue';
import type { TLocalizedTitle, TMatterText } from '../decisions/decision.schemas';
import { freetextTypes, type CustomizedFreetextTypePerDocument } from '../decisions/matter-types';
import { Project } from './project.entity';

/**
 * A decision of a project: a matter with a title and a text per document language, and for a type drafted as a
 * document the fields its resolution was drafted from. A freetext decision also says whether it requires the general
 * meeting and how it is written into each document.
 */
export const ProjectDecisionSchema = defineEntity({
  name: 'ProjectDecision',
  indexes: [{ properties: ['project', 'position'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    decisionType: p.enum(decisionTypes),
    position: p.integer(),
    localizedTitles: p.json<TLocalizedTitle[]>().default([]),
    matterTexts: p.json<TMatterText[]>().default([]),
    requiresGeneralMeeting: p.boolean().default(false),
    freetextTypeForAllDocuments: p.enum(freetextTypes).default('DECISION_MATTER'),
    customizedFreetextTypePerDocument: p.json<CustomizedFreetextTypePerDocument[]>().default([]),
    /** The fields its resolution is drafted from (decision-documents), as last given; null for a freetext matter. */
    fields: p.json<Record<string, unknown>>().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class ProjectDecision extends ProjectDecisionSchema.class {}
ProjectDecisionSchema.setClass(ProjectDecision);
