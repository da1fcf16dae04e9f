import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { noticeAccess } from '../general-meetings/notice-access';
import type { NoticeCredentials } from '../board-member-view/meeting-viewer';
import type { TPowerOfAttorney } from './power-of-attorney.schemas';
import { writePowerOfAttorney, writePowerOfAttorneyRevocation } from './write-power-of-attorney';

type ByNotice = { em: EntityManager; projectId: string; noticeId: string; credentials: NoticeCredentials; now?: Date };

/** The notice `noticeId` opens (a link's token, or a signed-in holder's notice id), of the meeting of `projectId`. */
const giverByNotice = async ({ em, projectId, noticeId, credentials }: ByNotice) => {
  const { notice, via } = await noticeAccess({ em, id: noticeId, credentials });
  const meeting = notice.generalMeeting;
  if (meeting.project.id !== projectId) throw new DomainError('noticeForShareholder.loadNoticeError');
  return { meeting, giver: notice.shareholder, company: meeting.project.company, actor: via === 'signedIn' || credentials.user ? credentials.user : null };
};

/**
 * `POST /general-meeting/{projectId}/poa/{noticeId}`: the shareholder gives (or changes) their power of attorney from
 * their notice (seed 002, sections 4, 5 and 7), with voting instructions. One transaction; refused with the rules' keys.
 */
export const givePowerOfAttorney = ({ input, appUrl, now = new Date(), ...byNotice }: ByNotice & { input: TPowerOfAttorney; appUrl: string }) =>
  byNotice.em.transactional(async (tx) => writePowerOfAttorney({ ...(await giverByNotice({ ...byNotice, em: tx })), em: tx, byAdmin: false, now, input, appUrl }));

/** `DELETE /general-meeting/{projectId}/poa/{noticeId}`: the shareholder revokes their power of attorney. */
export const revokePowerOfAttorney = ({ now = new Date(), ...byNotice }: ByNotice) =>
  byNotice.em.transactional(async (tx) => writePowerOfAttorneyRevocation({ ...(await giverByNotice({ ...byNotice, em: tx })), em: tx, byAdmin: false, now }));
