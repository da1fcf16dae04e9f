import {
  addDecision,
  CompanyRole,
  createMeeting,
  getBoardMinutes,
  loadOneProjectParts,
  NoticeRecipient,
  NoticeSending,
  sendNoticeForViewing,
  updateBoardMeeting,
  updateBoardMinutes,
  updateDecision,
  writeBoardVote,
  type Company,
  type User,
} from '@andel/domain/server';
import { addDays, localDateTime, ZBoardMeetingUpdateSchema, ZDecisionUpdateSchema, ZNewMeetingSchema } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/core';
import { createHash, randomUUID } from 'node:crypto';
import { seedDemoGeneralMeeting } from './seed-demo-general-meeting';

const inDays = (days: number, now: Date) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

const upcomingMatters = [
  { title: 'Godkjenning av budsjett for neste år', text: 'Styret godkjenner det fremlagte budsjettet for neste år.' },
  { title: 'Leie av nytt kontor', text: 'Styret vedtar å leie nye kontorlokaler i Oslo sentrum fra 1. april.' },
];

/**
 * The demo's board meeting, so the governance screens show something alive: a meeting of Nordlys Teknologi AS a week
 * ahead, with two freetext matters, its notice sent to the board (the chair, styre@andel.demo, may vote and comment
 * in the board portal) and in the admin's and the board's schedule; voting stays open, so it waits in the follow-up.
 */
const seedUpcomingMeeting = async ({ em, admin, company, chairRoleId, appUrl, now }: { em: EntityManager; admin: User; company: Company; chairRoleId: string; appUrl: string; now: Date }) => {
  const meetingDate = inDays(7, now);
  const project = await createMeeting({
    em,
    actor: admin,
    company,
    now,
    input: ZNewMeetingSchema.parse({
      orgNo: company.organisationNumber,
      meetingType: 'BOARD_MEETING',
      projectName: 'Styremøte',
      meetingDocumentSelection: 'NOTICE_AND_MINUTES',
      meetingForm: 'hybrid',
      meetingOptions: ['NOTICE', 'MINUTES'],
      meetingDocumentLanguage: 'no',
      ordinaryGeneralMeeting: true,
      meetingDate,
      startTime: '16:00',
      endTime: '18:00',
    }),
  });
  for (const matter of upcomingMatters) {
    const { decision } = await addDecision({ em, actor: admin, company, id: project.id, input: { decisionType: 'freetext' } });
    await updateDecision({
      em,
      actor: admin,
      company,
      id: project.id,
      decisionId: decision.id,
      input: ZDecisionUpdateSchema.parse({ localizedTitles: [{ language: 'no', title: matter.title }], matterTexts: [{ language: 'no', text: matter.text }], requiresGeneralMeeting: false }),
    });
  }
  await updateBoardMeeting({
    em,
    actor: admin,
    company,
    id: project.id,
    now,
    input: ZBoardMeetingUpdateSchema.parse({
      boardMeetingNumber: 1,
      meetingDate,
      startTime: '16:00',
      endTime: '18:00',
      boardMeetingForm: 'hybrid',
      meetingPlace: 'inlineAddress',
      inlineAddress: 'Storgata 1, 0155 Oslo',
      meetingLinkOption: 'linkGiven',
      meetingLink: 'meet.example.com/nordlys-styret',
      noticeDescription: 'Velkommen til styremøte. Saksdokumentene ligger i innkallingen.',
      participants: [chairRoleId],
      extraParticipants: [],
      documentLanguage: 'no',
    }),
  });
  const { documents } = await loadOneProjectParts(em, project);
  const notice = documents.find(({ documentType }) => documentType === 'notice_board_meeting')!;
  await sendNoticeForViewing({ em, actor: admin, company, documentId: notice.id, now, appUrl, input: { accessType: 'open', message: 'Velkommen til styremøte i Nordlys Teknologi AS.' } });
};

const pastMatters = [
  {
    title: 'Godkjenning av budsjett for neste år',
    text: 'Daglig leder la fram forslag til budsjett. Styret godkjenner budsjettet slik det er lagt fram.',
    votes: ['for', 'for', 'for'],
    outcome: 'Styret godkjente budsjettet enstemmig.',
  },
  {
    title: 'Leie av nytt kontor i Trondheim',
    text: 'Styret vedtar å inngå leieavtale for nye lokaler i Trondheim fra 1. mars.',
    votes: ['against', 'for', 'against'],
    outcome: 'Forslaget falt. Daglig leder undersøker rimeligere lokaler.',
  },
] as const;

/**
 * A past board meeting of Nordlys Teknologi AS: the notice sent to the board (without emails: the demo sends none),
 * the board's votes on two matters, and the minutes written with each outcome, ready to be sent for review. The
 * project is locked by the sent notice, so reopening shows too.
 */
const seedPastMeetingWithMinutes = async (tx: EntityManager, admin: User, company: Company, chair: CompanyRole, now: Date) => {
  const board = [
    chair,
    tx.create(CompanyRole, { company, role: 'member', firstName: 'Per', lastName: 'Olsen', email: 'per.olsen@andel.demo', language: 'nb' }),
    tx.create(CompanyRole, { company, role: 'member', firstName: 'Kari', lastName: 'Nilsen', email: 'kari.nilsen@andel.demo', language: 'nb' }),
  ];
  await tx.flush();
  const meetingDate = addDays(localDateTime(now).slice(0, 10), -14);
  const project = await createMeeting({
    em: tx,
    actor: admin,
    company,
    now,
    input: ZNewMeetingSchema.parse({ orgNo: company.organisationNumber, meetingType: 'BOARD_MEETING', projectName: 'Styremøte – budsjett og lokaler', meetingForm: 'physical_meeting', meetingDate, startTime: '16:00', endTime: '18:00' }),
  });
  const decisions = [];
  for (const matter of pastMatters) {
    const { decision } = await addDecision({ em: tx, actor: admin, company, id: project.id, input: { decisionType: 'freetext' } });
    await updateDecision({
      em: tx,
      actor: admin,
      company,
      id: project.id,
      decisionId: decision.id,
      input: { localizedTitles: [{ language: 'no', title: matter.title }], matterTexts: [{ language: 'no', text: matter.text }], requiresGeneralMeeting: false, freetextTypeForAllDocuments: 'DECISION_MATTER', customizedFreetextTypePerDocument: [] },
    });
    decisions.push(decision);
  }

  const { documents } = await loadOneProjectParts(tx, project);
  const notice = documents.find(({ documentType }) => documentType === 'notice_board_meeting')!;
  const sentAt = new Date(now.getTime() - 21 * 86_400_000);
  const sending = tx.create(NoticeSending, { document: notice, accessType: 'open', message: 'Velkommen til styremøte. Sakspapirene ligger i innkallingen.', sentBy: admin, sentAt });
  for (const [position, role] of board.entries())
    tx.create(NoticeRecipient, {
      sending,
      position,
      companyRole: role,
      name: `${role.firstName} ${role.lastName}`,
      email: role.email!,
      language: 'nb',
      tokenHash: createHash('sha256').update(randomUUID()).digest('hex'),
      viewedAt: sentAt,
    });
  for (const [index, matter] of pastMatters.entries())
    for (const [at, vote] of matter.votes.entries()) await writeBoardVote({ em: tx, decision: decisions[index]!, role: board[at]!, vote, documentType: 'notice_board_meeting' });
  await tx.flush();

  const minutes = await getBoardMinutes({ em: tx, company, projectId: project.id, now });
  await updateBoardMinutes({
    em: tx,
    actor: admin,
    company,
    projectId: project.id,
    now,
    input: {
      meetingDate: minutes.meetingDate,
      startTime: '16:00',
      endTime: '17:30',
      boardMeetingForm: minutes.boardMeetingForm,
      meetingPlace: minutes.meetingPlace,
      inlineAddress: null,
      participants: minutes.participants,
      extraParticipants: [{ name: 'Eva Berg (daglig leder)' }],
      meetingChairId: minutes.meetingChairId,
      signatoryIds: minutes.signatories.signatoryIds,
      matterOutcomes: decisions.map((decision, index) => ({ decisionId: decision.id, texts: [{ language: 'no' as const, text: pastMatters[index]!.outcome }] })),
    },
  });
  notice.sentAt = sentAt;
  notice.lockedAt = sentAt;
  project.status = 'SENT';
};

/**
 * The demo's meetings of Nordlys Teknologi AS: a board meeting a week ahead whose notice is sent and voting open, one
 * two weeks back, voted on, with its minutes written, and a general meeting three weeks ahead with its notice sent.
 */
export const seedDemoGovernance = async ({ em, admin, company, chairRoleId, appUrl, now = new Date() }: { em: EntityManager; admin: User; company: Company; chairRoleId: string; appUrl: string; now?: Date }) => {
  await seedPastMeetingWithMinutes(em, admin, company, await em.findOneOrFail(CompanyRole, chairRoleId), now);
  await seedUpcomingMeeting({ em, admin, company, chairRoleId, appUrl, now });
  await seedDemoGeneralMeeting({ em, admin, company, chairRoleId, appUrl, now });
};
