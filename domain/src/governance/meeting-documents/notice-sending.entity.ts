import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../../platform/users/user.entity';
import { ProjectDocument } from '../projects/project-document.entity';
import { meetingAccessTypes } from './meeting-document-constants';

/**
 * A notice sent for viewing (seed 002, section 2: send for viewing): how it is opened, its message, who sent it and
 * when. Reopening the document revokes it, and its recipients' links stop working; sending again makes a new one.
 */
export const NoticeSendingSchema = defineEntity({
  name: 'NoticeSending',
  indexes: [{ properties: ['document', 'sentAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    document: () => p.manyToOne(ProjectDocument).deleteRule('cascade'),
    accessType: p.enum(meetingAccessTypes),
    /** argon2id of the meeting password (access type password). */
    passwordHash: p.string().length(200).nullable(),
    message: p.text(),
    sentBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    sentAt: p.datetime().onCreate(() => new Date()),
    revokedAt: p.datetime().nullable(),
  },
});

export class NoticeSending extends NoticeSendingSchema.class {}
NoticeSendingSchema.setClass(NoticeSending);
