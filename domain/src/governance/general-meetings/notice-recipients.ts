import type { EntityManager } from '@mikro-orm/core';
import type { NoticeRecipient } from '../meeting-documents/notice-recipient.entity';
import type { GeneralMeeting } from './general-meeting.entity';
import { NoticeForShareholder } from './notice-for-shareholder.entity';

/** The shareholders emailed the meeting's notice under the sending in force: whom later emails of the meeting reach. */
export const noticeRecipientsInForce = async (em: EntityManager, meeting: GeneralMeeting): Promise<NoticeRecipient[]> =>
  (await em.find(NoticeForShareholder, { generalMeeting: meeting, recipient: { sending: { revokedAt: null } } }, { populate: ['recipient'] }))
    // A holder without an email has a notice but no recipient (a left join's empty sending would match `revokedAt: null`).
    .flatMap((notice) => (notice.recipient ? [notice.recipient] : []));
