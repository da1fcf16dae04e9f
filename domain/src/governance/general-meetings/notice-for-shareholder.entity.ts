import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';
import { GeneralMeeting } from './general-meeting.entity';

/**
 * A general meeting's notice to one shareholder (the seed's noticeForShareholder): one per shareholder holding shares
 * at the meeting date, kept across sendings so powers of attorney, attendance and votes can name it (`id`, the seed's
 * noticeId). A shareholder with an email is also a `NoticeRecipient` of the notice's sending in force: that row holds
 * the email's delivery state and the personal link's token (only its SHA-256), which is the
 * `/notice-general-meeting/{noticeForShareholderId}` segment and opens this notice alone. Sending again or resending
 * points it at the new recipient, and the old link stops working.
 */
export const NoticeForShareholderSchema = defineEntity({
  name: 'NoticeForShareholder',
  uniques: [{ properties: ['generalMeeting', 'shareholder'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    generalMeeting: () => p.manyToOne(GeneralMeeting).deleteRule('cascade'),
    shareholder: () => p.manyToOne(Shareholder).deleteRule('cascade').index(),
    recipient: () => p.manyToOne(NoticeRecipient).nullable().deleteRule('set null').unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class NoticeForShareholder extends NoticeForShareholderSchema.class {}
NoticeForShareholderSchema.setClass(NoticeForShareholder);
