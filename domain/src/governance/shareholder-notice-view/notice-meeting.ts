import type { EntityManager } from '@mikro-orm/core';
import { CompanyRole } from '../../platform/company-roles/company-role.entity';
import { shareholderDisplayName } from '../../register/shareholders/shareholder-display';
import { meetingPeriod } from '../board-meetings/meeting-times';
import { generalMeetingAgenda } from '../general-meetings/agenda';
import { generalMeetingAutoTexts } from '../general-meetings/general-meeting-auto-texts';
import { richTextLines } from '../../platform/texts/render-rich-text';
import { richTextOf } from '../../platform/texts/stored-rich-text';
import { electronicGeneralMeetingForms } from '../general-meetings/general-meeting-constants';
import { fullName } from '../general-meetings/general-meeting-data';
import type { GeneralMeeting } from '../general-meetings/general-meeting.entity';
import { meetingEnded } from '../general-meetings/meeting-finished';
import { NoticeForShareholder } from '../general-meetings/notice-for-shareholder.entity';
import { findShareholderParticipation } from '../live-meeting/find-shareholder-participation';
import { meetingAgenda } from '../live-meeting/meeting-agenda';
import type { ShareholderParticipationView } from '../live-meeting/live-meeting-views';
import type { NoticeSending } from '../meeting-documents/notice-sending.entity';
import { findDocumentAttachments } from '../projects/document-attachments';
import { loadOneProjectParts } from '../projects/project-parts';
import { PowerOfAttorney } from '../powers-of-attorney/power-of-attorney.entity';
import { loadMeetingRegister } from '../voting/load-meeting-register';
import type { MeetingRegister } from '../voting/meeting-register';
import { formatVotes } from '../voting/meeting-register';
import { ownershipOf, totalVotesOf } from './ownership';
import type { GeneralMeetingNoticeMeeting, ReceivedPowerOfAttorney } from './shareholder-notice-views';

/** The meeting as the notice and the recipient's views show it, with the register at its date. */
export const noticeMeeting = async (em: EntityManager, meeting: GeneralMeeting, sending: Pick<NoticeSending, 'accessType'>, now: Date): Promise<{ view: GeneralMeetingNoticeMeeting; register: MeetingRegister }> => {
  const { project } = meeting;
  const company = project.company;
  const { decisions, documents } = await loadOneProjectParts(em, project);
  const noticeDocument = documents.find(({ documentType }) => documentType === 'notice_general_meeting')!;
  const register = await loadMeetingRegister(em, company, meeting.meetingDate);
  const roles = await em.find(CompanyRole, { company, role: { $in: ['chairperson', 'ceo'] } }, { orderBy: { createdAt: 'asc' } });
  const named = (role: string) => {
    const found = roles.find((candidate) => candidate.role === role);
    return found ? fullName(found) : null;
  };
  const autoTexts = await generalMeetingAutoTexts(em, company, meeting, decisions);
  const agenda = generalMeetingAgenda(decisions);
  const onAgenda = new Set(agenda.flatMap((entry) => (entry.item === 'decision' ? [entry.decisionId] : [])));
  const proposals = decisions
    .filter((decision) => onAgenda.has(decision.id))
    .flatMap((decision) => decision.matterTexts.filter(({ text }) => text).map(({ language, text }) => ({ decisionId: decision.id, language, lines: richTextLines(richTextOf(text), autoTexts) })));
  return {
    register,
    view: {
      projectId: project.id,
      noticeDocumentId: noticeDocument.id,
      companyName: company.name,
      meetingTitle: project.name,
      ...meetingPeriod(meeting.meetingDate, meeting.startTime, meeting.endTime),
      meetingForm: meeting.meetingForm,
      meetingPlace: meeting.meetingPlace,
      inlineAddressValue: meeting.inlineAddressValue ?? null,
      meetingLink: meeting.meetingLink ?? null,
      conductElectronicGeneralMeeting: meeting.conductElectronicGeneralMeeting,
      isElectronic: electronicGeneralMeetingForms.includes(meeting.meetingForm),
      meetingFinished: meetingEnded(meeting, now),
      ceoName: named('ceo'),
      chairpersonName: named('chairperson'),
      chairOfMeetingName: meeting.meetingChair?.name ?? null,
      coSignerNames: [meeting.coSigner, ...meeting.additionalCoSigners].flatMap((signer) => (signer ? [signer.name] : [])),
      attachments: (await findDocumentAttachments(em, [noticeDocument])).map(({ id, fileName, contentType }) => ({ id, filename: fileName, contentType })),
      mattersForVoting: agenda,
      proposals,
      totalNumberOfVotes: formatVotes(totalVotesOf(register)),
      accessType: sending.accessType,
    },
  };
};

/** The powers in force at the meeting held by a recipient, each with its giver's notice and ownership at the meeting date. */
export const receivedPowers = async (em: EntityManager, meeting: GeneralMeeting, recipientIds: readonly string[], register: MeetingRegister): Promise<ReceivedPowerOfAttorney[]> => {
  if (!recipientIds.length) return [];
  const powers = await em.find(PowerOfAttorney, { generalMeeting: meeting, revokedAt: null, recipient: { $in: [...recipientIds] } }, { populate: ['giver'], orderBy: { givenAt: 'asc', id: 'asc' } });
  const notices = await em.find(NoticeForShareholder, { generalMeeting: meeting, shareholder: { $in: powers.map(({ giver }) => giver.id) } });
  return powers.map((power) => ({
    noticeForShareholderId: notices.find((notice) => notice.shareholder.id === power.giver.id)?.id ?? null,
    shareholderId: power.giver.id,
    name: shareholderDisplayName(power.giver) ?? '',
    ownership: ownershipOf(register, power.giver.id),
    poaGivenAt: power.givenAt.toISOString(),
    votingInstructions: power.votingInstructions,
  }));
};

/** The presence and votes at the meeting of the shareholders a reader acts for (seed 002: shareholderParticipation), so a reopened page shows the votes cast. */
export const participationOf = async (em: EntityManager, meeting: GeneralMeeting, shareholderIds: readonly string[]): Promise<ShareholderParticipationView[]> =>
  shareholderIds.length ? findShareholderParticipation(em, meeting.project, await meetingAgenda(em, meeting.project), shareholderIds) : [];
