import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { findGeneralMeetingProject } from './general-meeting-data';
import { NoticeForShareholder } from './notice-for-shareholder.entity';
import { generalMeetingNoticeLink } from './notice-email';

/**
 * `GET /project/{projectId}/noticeForShareholdersUrl` (seed 002, section 7): the admin's copy of each holder's notice
 * link, by shareholder id. The emailed link's token is kept only hashed, so the copy is the notice's own address
 * (`/notice-general-meeting/{noticeForShareholderId}`), which opens for the holder signed in: it gives no one else access.
 */
export const noticeForShareholdersUrl = async ({ em, company, projectId, appUrl }: { em: EntityManager; company: Company; projectId: string; appUrl: string }): Promise<Record<string, string>> => {
  const { meeting } = await findGeneralMeetingProject(em, company, projectId);
  const notices = meeting ? await em.find(NoticeForShareholder, { generalMeeting: meeting }, { orderBy: { createdAt: 'asc', id: 'asc' } }) : [];
  return Object.fromEntries(notices.map((notice) => [notice.shareholder.id, generalMeetingNoticeLink(appUrl, notice.id)]));
};
