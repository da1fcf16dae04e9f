import {
  addDecision,
  BoardMinutes,
  CompanyRole,
  createMeeting,
  getBoardMinutes,
  loadOneProjectParts,
  NoticeRecipient,
  NoticeSending,
  updateBoardMinutes,
  updateDecision,
  writeBoardVote,
  type Company,
  type User,
} from '@andel/domain/server';
import { addDays, localDateTime, ZNewMeetingSchema } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomUUID } from 'node:crypto';

const matters = [
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
export const seedDemoGovernance = async (tx: EntityManager, admin: User, company: Company, chair: CompanyRole, now = new Date()) => {
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
  for (const matter of matters) {
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
  for (const [index, matter] of matters.entries())
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
      matterOutcomes: decisions.map((decision, index) => ({ decisionId: decision.id, texts: [{ language: 'no' as const, text: matters[index]!.outcome }] })),
    },
  });
  notice.sentAt = sentAt;
  notice.lockedAt = sentAt;
  project.status = 'SENT';
  return { project, minutes: await tx.findOneOrFail(BoardMinutes, { project }) };
};
