import type { EntityManager } from '@mikro-orm/core';
import { holderDistinction, shareholderDisplayName } from '../../register/shareholders/shareholder-display';
import { deliveryStateOf } from '../../platform/email/delivery-state';
import { findActiveSending } from '../meeting-documents/find-meeting-document';
import type { ProjectDocument } from '../projects/project-document.entity';
import type { GeneralMeeting } from './general-meeting.entity';
import type { GeneralMeetingView } from './general-meeting-views';
import { NoticeForShareholder } from './notice-for-shareholder.entity';

/** The notice's sending in force and each shareholder's notice with its delivery (the admin's notice status), by name. */
export const generalMeetingNoticeStatus = async (em: EntityManager, meeting: GeneralMeeting | null, notice: ProjectDocument | null): Promise<GeneralMeetingView['notice']> => {
  const sending = notice ? await findActiveSending(em, notice) : null;
  const notices = meeting ? await em.find(NoticeForShareholder, { generalMeeting: meeting }, { populate: ['shareholder', 'recipient.outboxEmail'], orderBy: { createdAt: 'asc', id: 'asc' } }) : [];
  return {
    sentAt: sending?.sentAt.toISOString() ?? null,
    accessType: sending?.accessType ?? null,
    recipients: notices
      .map(({ id, shareholder, recipient }) => {
      const current = recipient && sending && recipient.sending.id === sending.id ? recipient : null;
      return {
        noticeForShareholderId: id,
        shareholderId: shareholder.id,
        name: current?.name ?? shareholderDisplayName(shareholder) ?? '',
        distinction: holderDistinction(shareholder),
        email: current?.email ?? shareholder.email ?? null,
        recipientDocumentId: current?.id ?? null,
        deliveryState: deliveryStateOf(current?.outboxEmail),
        viewedTime: current?.viewedAt?.toISOString() ?? null,
      };
    })
      .sort((a, b) => a.name.localeCompare(b.name, 'nb')),
  };
};
