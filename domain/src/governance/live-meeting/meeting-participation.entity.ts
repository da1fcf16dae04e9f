import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../../platform/users/user.entity';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { Project } from '../projects/project.entity';

/**
 * A shareholder's participation in a general meeting (seed 002, section 3: participation entry): present in person or
 * represented by a proxy (`representedById`: the power-of-attorney recipient's id, with their name), who registered it
 * (an admin, else null: the shareholder or their proxy) and when. One per meeting and shareholder.
 */
export const MeetingParticipationSchema = defineEntity({
  name: 'MeetingParticipation',
  uniques: [{ properties: ['project', 'shareholder'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    shareholder: () => p.manyToOne(Shareholder).deleteRule('cascade').index(),
    isPresent: p.boolean(),
    representedByName: p.string().length(320).nullable(),
    representedById: p.uuid().nullable(),
    registeredBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    registeredAt: p.datetime().onCreate(() => new Date()),
  },
});

export class MeetingParticipation extends MeetingParticipationSchema.class {}
MeetingParticipationSchema.setClass(MeetingParticipation);
