import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../../platform/users/user.entity';
import { ProjectDocument } from '../projects/project-document.entity';
import { meetingAccessTypes, reviewModes, sendingPurposes } from './meeting-document-constants';

/**
 * A meeting document sent to its recipients (each a `NoticeRecipient`, the seed's meeting email): a notice for
 * viewing (seed 002, section 2: send for viewing), how it is opened, or minutes for review (send for review), with
 * the review's mode and feedback deadline; its message, who sent it and when. Reopening the document revokes it, and its recipients' links stop working; sending again makes a new one.
 */
export const NoticeSendingSchema = defineEntity({
  name: 'NoticeSending',
  indexes: [{ properties: ['document', 'sentAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    document: () => p.manyToOne(ProjectDocument).deleteRule('cascade'),
    /** A notice for viewing, or minutes for review. */
    purpose: p.enum(sendingPurposes).default('viewing'),
    accessType: p.enum(meetingAccessTypes),
    /** Minutes for review: whether the board votes on the matters or only comments. */
    reviewMode: p.enum(reviewModes).nullable(),
    /** Minutes for review: the local date-time (YYYY-MM-DDTHH:MM) until which votes and comments are taken. */
    feedbackDeadline: p.string().length(16).nullable(),
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
