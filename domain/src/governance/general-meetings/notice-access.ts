import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { hashToken } from '../../platform/auth/secrets';
import { CompanyAccess } from '../../platform/companies/company-access.entity';
import type { User } from '../../platform/users/user.entity';
import type { NoticeCredentials } from '../board-member-view/meeting-viewer';
import { checkMeetingPassword } from '../meeting-documents/check-meeting-password';
import { findActiveSending } from '../meeting-documents/find-meeting-document';
import type { NoticeSending } from '../meeting-documents/notice-sending.entity';
import { ProjectDocument } from '../projects/project-document.entity';
import type { Project } from '../projects/project.entity';
import { GeneralMeeting } from './general-meeting.entity';
import { isOwnVerifiedEmail } from '../../platform/auth/verified-email';
import { NoticeForShareholder } from './notice-for-shareholder.entity';

/** A shareholder's notice as its reader reaches it, with the sending in force (null: not sent, or reopened). */
export type NoticeAccess = { notice: NoticeForShareholder; sending: NoticeSending | null; via: 'link' | 'signedIn' };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new DomainError('noticeForShareholder.loadNoticeError');

const populate = ['shareholder', 'generalMeeting.project.company', 'recipient.sending'] as const;

/** The shareholders the user holds shareholder access for in the company (as the holder or their representative). */
const ownShareholderIds = async (em: EntityManager, user: User, companyId: string): Promise<string[]> =>
  (await em.find(CompanyAccess, { user, company: companyId, accessType: 'SHAREHOLDER' })).flatMap(({ shareholderId }) => (shareholderId ? [shareholderId] : []));

/**
 * Checks a sending's access for a notice or a power-of-attorney recipient's page (seed 002, section 6): a meeting
 * password as basic authentication (none or a wrong one: 401 `noticeForShareholder.passwordRequired` /
 * `wrongPassword`), or for login access a signed-in user who is the reader (`isReader`; signed out 401, another 403).
 */
export const checkSendingAccess = async ({
  em,
  sending,
  linkId,
  credentials,
  isReader,
}: {
  em: EntityManager;
  sending: NoticeSending;
  linkId: string;
  credentials: NoticeCredentials;
  isReader: (user: User) => Promise<boolean>;
}) => {
  if (sending.accessType === 'password') {
    const codes = { required: 'noticeForShareholder.passwordRequired', wrong: 'noticeForShareholder.wrongPassword' } as const;
    await checkMeetingPassword({ em, sending, linkId, password: credentials.password, codes });
  }
  if (sending.accessType === 'login') {
    const { user } = credentials;
    if (!user) throw new DomainError('noticeForShareholder.loginRequired');
    if (!(await isReader(user))) throw new DomainError('noticeForShareholder.notTheRecipient');
  }
};

/** The shareholder's own reader: their shareholder access, or the email the notice went to. */
const isHolder = (em: EntityManager, notice: NoticeForShareholder) => async (user: User) =>
  (await ownShareholderIds(em, user, notice.generalMeeting.project.company.id)).includes(notice.shareholder.id) ||
  isOwnVerifiedEmail(user, notice.recipient?.email);

/** The general meeting notice's sending in force, if any. */
export const activeNoticeSending = async (em: EntityManager, project: Project): Promise<NoticeSending | null> => {
  const notice = await em.findOne(ProjectDocument, { project, documentType: 'notice_general_meeting' });
  return notice ? findActiveSending(em, notice) : null;
};

/**
 * The notice a `/notice-general-meeting/{noticeForShareholderId}` segment opens. A link's token (43 characters) opens
 * its own shareholder's notice of the sending in force, after the sending's access check; a notice id (a UUID) opens
 * for a signed-in user who holds that shareholder's access (the resolve page's redirect). Anything else, a revoked
 * sending or another user's notice is `noticeForShareholder.loadNoticeError` (404), never telling which.
 */
export const noticeAccess = async ({ em, id, credentials }: { em: EntityManager; id: string; credentials: NoticeCredentials }): Promise<NoticeAccess> => {
  if (uuidPattern.test(id)) {
    const { user } = credentials;
    if (!user) throw new DomainError('noticeForShareholder.loginRequired');
    const notice = await em.findOne(NoticeForShareholder, { id }, { populate });
    if (!notice || !(await ownShareholderIds(em, user, notice.generalMeeting.project.company.id)).includes(notice.shareholder.id)) throw notFound();
    const sending = await activeNoticeSending(em, notice.generalMeeting.project);
    if (!sending) throw notFound();
    return { notice, sending, via: 'signedIn' };
  }
  const notice = id.length === 43 ? await em.findOne(NoticeForShareholder, { recipient: { tokenHash: hashToken(id), sending: { revokedAt: null } } }, { populate }) : null;
  const recipient = notice?.recipient;
  if (!notice || !recipient?.sending) throw notFound();
  const { sending } = recipient;
  await checkSendingAccess({ em, sending, linkId: recipient.id, credentials, isReader: isHolder(em, notice) });
  return { notice, sending, via: 'link' };
};

/**
 * `/notice-general-meeting/resolve/{documentId}` for a signed-in user: the notice of the general meeting whose notice
 * document is `documentId` to a shareholder they hold access for (the first by the register's order of notices).
 */
export const resolveNoticeForUser = async ({ em, user, documentId }: { em: EntityManager; user: User | null; documentId: string }): Promise<{ noticeForShareholderId: string }> => {
  if (!user) throw new DomainError('noticeForShareholder.loginRequired');
  const document = uuidPattern.test(documentId) ? await em.findOne(ProjectDocument, { id: documentId, documentType: 'notice_general_meeting' }, { populate: ['project.company'] }) : null;
  const meeting = document ? await em.findOne(GeneralMeeting, { project: document.project }) : null;
  if (!document || !meeting || !(await findActiveSending(em, document))) throw notFound();
  const ownIds = await ownShareholderIds(em, user, document.project.company.id);
  const notice = ownIds.length ? await em.findOne(NoticeForShareholder, { generalMeeting: meeting, shareholder: { $in: ownIds } }, { orderBy: { createdAt: 'asc' } }) : null;
  if (!notice) throw notFound();
  return { noticeForShareholderId: notice.id };
};
