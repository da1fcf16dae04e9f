import type { EntityManager } from '@mikro-orm/core';
import { shareholderDisplayName } from '../../register/shareholders/shareholder-display';
import { Shareholder } from '../../register/shareholders/shareholder.entity';
import { noticeAccess } from '../general-meetings/notice-access';
import type { NoticeCredentials } from '../board-member-view/meeting-viewer';
import { LiveMeeting } from '../live-meeting/live-meeting.entity';
import { PoaRecipient } from '../powers-of-attorney/poa-recipient.entity';
import { PowerOfAttorney } from '../powers-of-attorney/power-of-attorney.entity';
import { recipientOf } from '../powers-of-attorney/power-of-attorney-json';
import { mayGivePowerOfAttorney } from '../powers-of-attorney/power-of-attorney-change';
import { powerOfAttorneyStateOf } from '../powers-of-attorney/power-of-attorney-state';
import { recipientRoleOptions } from '../powers-of-attorney/power-of-attorney-recipient';
import { noticeMeeting, participationOf, receivedPowers } from './notice-meeting';
import { ownershipOf } from './ownership';
import type { NoticeForShareholderView } from './shareholder-notice-views';

/**
 * `GET /shareholder-view/notice-general-meeting/{id}` (optional basic auth): a shareholder's notice (seed 002, sections
 * 2 and 3), opened by their link's token or, signed in, by the notice id. Their ownership and votes from the register at
 * the meeting date, the power they gave, the powers they hold from others, and the tabs: received power of attorney
 * for a recipient; power given, or give when the seed's four conditions hold; meeting when it is held electronically;
 * minutes once published (the minutes room sets it). The first opening by link is the recipient's viewed time.
 */
export const getNoticeForShareholder = ({ em, id, credentials, now = new Date() }: { em: EntityManager; id: string; credentials: NoticeCredentials; now?: Date }): Promise<NoticeForShareholderView> =>
  em.transactional(async (tx) => {
    const { notice, sending } = await noticeAccess({ em: tx, id, credentials });
    if (notice.recipient && !notice.recipient.viewedAt && sending) notice.recipient.viewedAt = now;
    const meeting = notice.generalMeeting;
    const holder = notice.shareholder;
    const { view, register } = await noticeMeeting(tx, meeting, sending!, now);
    const given = await tx.findOne(PowerOfAttorney, { generalMeeting: meeting, giver: holder, revokedAt: null }, { populate: ['recipient.shareholder'] });
    const ownRecipients = await tx.find(PoaRecipient, { generalMeeting: meeting, shareholder: holder });
    const received = await receivedPowers(tx, meeting, ownRecipients.map(({ id: recipientId }) => recipientId), register);
    const holders = await tx.find(Shareholder, { company: meeting.project.company, id: { $in: register.rows.map(({ shareholderId }) => shareholderId).filter((holderId) => holderId !== holder.id) } });
    const state = await powerOfAttorneyStateOf(tx, { meeting, giver: holder, given: given ? recipientOf(given) : null, now });
    return {
      ...view,
      noticeForShareholderId: notice.id,
      recipientName: shareholderDisplayName(holder) ?? '',
      contactPersonName: holder.isCompany ? (holder.contactName ?? null) : null,
      isCompany: holder.isCompany,
      shareholderId: holder.id,
      shareholders: holders.map((other) => ({ shareholderId: other.id, name: shareholderDisplayName(other) ?? '' })).sort((a, b) => a.name.localeCompare(b.name, 'nb')),
      recipientRoles: recipientRoleOptions({ hasCeo: view.ceoName !== null }),
      ownership: ownershipOf(register, holder.id),
      poaRecipientRole: given?.recipient.role ?? null,
      poaRecipientShareholderId: given?.recipient.shareholder?.id ?? null,
      poaRecipientName: given?.recipient.name ?? null,
      poaRecipientEmail: given?.recipient.role === 'other' ? (given.recipient.email ?? null) : null,
      poaGivenAt: given?.givenAt.toISOString() ?? null,
      votingInstructions: given?.votingInstructions ?? {},
      receivedPowerOfAttorneys: received,
      shareholderParticipation: await participationOf(tx, meeting, [...(given ? [] : [holder.id]), ...received.map(({ shareholderId }) => shareholderId)]),
      tabs: {
        notice: true,
        receivedPowerOfAttorney: received.length > 0,
        powerOfAttorneyGiven: given !== null,
        givePowerOfAttorney: mayGivePowerOfAttorney(state),
        meeting: view.isElectronic,
        minutes: Boolean((await tx.findOne(LiveMeeting, { project: meeting.project }))?.minutesPublishedAt),
      },
    };
  });
