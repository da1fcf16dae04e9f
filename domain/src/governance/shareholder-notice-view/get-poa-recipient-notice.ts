import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { hashToken } from '../../platform/auth/secrets';
import { activeNoticeSending, checkSendingAccess } from '../general-meetings/notice-access';
import type { NoticeCredentials } from '../board-member-view/meeting-viewer';
import { PoaRecipient } from '../powers-of-attorney/poa-recipient.entity';
import { noticeMeeting, participationOf, receivedPowers } from './notice-meeting';
import type { PoaRecipientView } from './shareholder-notice-views';
import { isOwnVerifiedEmail } from '../../platform/auth/verified-email';

/**
 * The recipient a `/notice-general-meeting-poa-recipient/{powerOfAttorneyRecipientId}` link names (the segment is its
 * token), after the notice sending's access check (a meeting password; for login access the signed-in user with the
 * recipient's email). Unknown, or the notice not in force: `noticeForShareholder.loadNoticeError`.
 */
export const poaRecipientAccess = async ({ em, id, credentials }: { em: EntityManager; id: string; credentials: NoticeCredentials }) => {
  const recipient = id.length === 43 ? await em.findOne(PoaRecipient, { tokenHash: hashToken(id) }, { populate: ['generalMeeting.project.company'] }) : null;
  const sending = recipient ? await activeNoticeSending(em, recipient.generalMeeting.project) : null;
  if (!recipient || !sending) throw new DomainError('noticeForShareholder.loadNoticeError');
  await checkSendingAccess({ em, sending, linkId: recipient.id, credentials, isReader: async (user) => isOwnVerifiedEmail(user, recipient.email) });
  return { recipient, sending };
};

/**
 * `GET /shareholder-view/notice-general-meeting/poa-recipient/{id}` (optional basic auth): the recipient's view,
 * acting for every shareholder whose power in force names them, with each giver's ownership and instructions.
 */
export const getPoaRecipientNotice = async ({ em, id, credentials, now = new Date() }: { em: EntityManager; id: string; credentials: NoticeCredentials; now?: Date }): Promise<PoaRecipientView> => {
  const { recipient, sending } = await poaRecipientAccess({ em, id, credentials });
  const meeting = recipient.generalMeeting;
  const { view, register } = await noticeMeeting(em, meeting, sending, now);
  const received = await receivedPowers(em, meeting, [recipient.id], register);
  return {
    ...view,
    powerOfAttorneyRecipientId: recipient.id,
    recipientName: recipient.name,
    receivedPowerOfAttorneys: received,
    shareholderParticipation: await participationOf(em, meeting, received.map(({ shareholderId }) => shareholderId)),
    expired: view.meetingFinished,
  };
};
