import { addDecision, createMeeting, loadOneProjectParts, sendNoticeForViewing, updateBoardMeeting, updateDecision, type Company, type User } from '@andel/domain/server';
import { ZBoardMeetingUpdateSchema, ZDecisionUpdateSchema, ZNewMeetingSchema } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/core';

const inDays = (days: number, now: Date) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

const matters = [
  { title: 'Godkjenning av budsjett for neste år', text: 'Styret godkjenner det fremlagte budsjettet for neste år.' },
  { title: 'Leie av nytt kontor', text: 'Styret vedtar å leie nye kontorlokaler i Oslo sentrum fra 1. april.' },
];

/**
 * The demo's board meeting, so the governance screens show something alive: a meeting of Nordlys Teknologi AS a week
 * ahead, with two freetext matters, its notice sent to the board (the chair, styre@andel.demo, may vote and comment
 * in the board portal) and in the admin's and the board's schedule; voting stays open, so it waits in the follow-up.
 */
export const seedDemoGovernance = async ({ em, admin, company, chairRoleId, appUrl, now = new Date() }: { em: EntityManager; admin: User; company: Company; chairRoleId: string; appUrl: string; now?: Date }) => {
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
  for (const matter of matters) {
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
