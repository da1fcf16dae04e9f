import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { hashToken } from '../../platform/auth/secrets';
import { NoticeForShareholder } from '../general-meetings/notice-for-shareholder.entity';
import { PoaRecipient } from '../powers-of-attorney/poa-recipient.entity';
import { PowerOfAttorney } from '../powers-of-attorney/power-of-attorney.entity';
import type { Project } from '../projects/project.entity';
import type { Mandate, MandateRecipient } from './mandates';

export const mandateRecipientOf = (recipient: PoaRecipient): MandateRecipient => ({ id: recipient.id, name: recipient.name, shareholderId: recipient.shareholder?.id ?? null });

const powersHeldBy = async (em: EntityManager, recipients: readonly PoaRecipient[]): Promise<Mandate[]> => {
  if (!recipients.length) return [];
  const powers = await em.find(PowerOfAttorney, { recipient: { $in: [...recipients] }, revokedAt: null }, { populate: ['recipient'] });
  return powers.map((power) => ({ shareholderId: power.giver.id, instructions: power.votingInstructions, recipient: mandateRecipientOf(power.recipient) }));
};

/**
 * Whom the holder of a personal notice link (`/notice-general-meeting/{token}`) acts for at the project's meeting:
 * their own shares unless they gave a power of attorney in force, and every shareholder whose power in force names them.
 * Another meeting's or a dead link is `liveMeeting.noRight`.
 */
export const mandatesOfNoticeToken = async (em: EntityManager, project: Project, token: string): Promise<Mandate[]> => {
  const notice = await em.findOne(NoticeForShareholder, { recipient: { tokenHash: hashToken(token) }, generalMeeting: { project } }, { populate: ['generalMeeting'] });
  if (!notice) throw new DomainError('liveMeeting.noRight');
  const gaveAway = (await em.count(PowerOfAttorney, { generalMeeting: notice.generalMeeting, giver: notice.shareholder, revokedAt: null })) > 0;
  const asRecipient = await em.find(PoaRecipient, { generalMeeting: notice.generalMeeting, shareholder: notice.shareholder });
  const own: Mandate[] = gaveAway ? [] : [{ shareholderId: notice.shareholder.id, instructions: null, recipient: null }];
  return [...own, ...(await powersHeldBy(em, asRecipient))];
};

/** Whom a power-of-attorney recipient's link (`/notice-general-meeting-poa-recipient/{token}`) acts for: every giver of a power in force. */
export const mandatesOfPoaRecipientToken = async (em: EntityManager, project: Project, token: string): Promise<Mandate[]> => {
  const recipient = await em.findOne(PoaRecipient, { tokenHash: hashToken(token), generalMeeting: { project } });
  if (!recipient) throw new DomainError('liveMeeting.noRight');
  return powersHeldBy(em, [recipient]);
};

/** The shareholders of the meeting's notices named in a call (`noticeId` of each entry); one not of this meeting is `liveMeeting.noRight`. */
export const shareholdersOfNotices = async (em: EntityManager, project: Project, noticeIds: readonly string[]): Promise<Map<string, string>> => {
  const notices = await em.find(NoticeForShareholder, { id: { $in: [...noticeIds] }, generalMeeting: { project } });
  const byId = new Map(notices.map((notice) => [notice.id, notice.shareholder.id]));
  const missing = noticeIds.find((id) => !byId.has(id));
  if (missing) throw new DomainError('liveMeeting.noRight', { noticeId: missing });
  return byId;
};
