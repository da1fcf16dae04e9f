import { addDecision, CompanyRole, createProject, loadOneProjectParts, registerPowerOfAttorney, sendMeetingNoticeForViewing, Shareholder, updateDecision, updateGeneralMeeting, type Company, type User } from '@andel/domain/server';
import { ZGeneralMeetingUpdateSchema } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/core';
import { demoShareholderId } from './demo-data';

const inDays = (days: number, now: Date) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

const matters = [
  { title: 'Godkjenning av årsregnskap og årsberetning', text: 'Generalforsamlingen godkjenner årsregnskapet og årsberetningen for fjoråret.' },
  { title: 'Utbytte', text: 'Generalforsamlingen vedtar et utbytte på 2 kroner per aksje.' },
  { title: 'Endring av vedtektene', text: 'Generalforsamlingen endrer vedtektenes § 3 om selskapets virksomhet.' },
];

/**
 * The demo's general meeting of Nordlys Teknologi AS, three weeks ahead: an ordinary meeting with three matters (the
 * change of the articles by a qualified majority, where the B shares' 0.1 vote a share can carry the votes but not the capital), its
 * notice sent to every shareholder with an email (the demo shareholder aksjonaer@andel.demo is the first holder, whose
 * notice email goes to aksjonaer1@928471632.demo), and one power of attorney given by the second holder to the demo
 * shareholder, who then sees the received power in their notice.
 */
export const seedDemoGeneralMeeting = async ({ em, admin, company, chairRoleId, appUrl, now }: { em: EntityManager; admin: User; company: Company; chairRoleId: string; appUrl: string; now: Date }) => {
  const project = await createProject({ em, actor: admin, company, input: { projectName: 'Ordinær generalforsamling', decisions: [], documents: ['notice_general_meeting', 'general_meeting'] } });
  const decisionIds: string[] = [];
  for (const matter of matters) {
    const { decision } = await addDecision({ em, actor: admin, company, id: project.id, input: { decisionType: 'freetext' } });
    await updateDecision({
      em,
      actor: admin,
      company,
      id: project.id,
      decisionId: decision.id,
      input: { localizedTitles: [{ language: 'no', title: matter.title }], matterTexts: [{ language: 'no', text: matter.text }], requiresGeneralMeeting: true, freetextTypeForAllDocuments: 'DECISION_MATTER', customizedFreetextTypePerDocument: [] },
    });
    decisionIds.push(decision.id);
  }
  const chair = await em.findOneOrFail(CompanyRole, chairRoleId);
  await updateGeneralMeeting({
    em,
    actor: admin,
    company,
    projectId: project.id,
    now,
    input: ZGeneralMeetingUpdateSchema.parse({
      meetingDate: inDays(21, now),
      startTime: '17:00',
      endTime: '18:30',
      meetingForm: 'hybrid',
      meetingPlace: 'inlineAddress',
      inlineAddressValue: 'Storgata 1, 0155 Oslo',
      conductElectronicGeneralMeeting: 'LINK_GIVEN_LATER',
      meetingChair: { companyroleId: chairRoleId, name: `${chair.firstName} ${chair.lastName}` },
      agendaItemRules: { [decisionIds[1]!]: { majorityType: 'SIMPLE_MAJORITY' }, [decisionIds[2]!]: { majorityType: 'QUALIFIED' } },
    }),
  });
  const { documents } = await loadOneProjectParts(em, project);
  const notice = documents.find(({ documentType }) => documentType === 'notice_general_meeting')!;
  await sendMeetingNoticeForViewing({ em, actor: admin, company, documentId: notice.id, appUrl, input: { accessType: 'open', message: 'Velkommen til ordinær generalforsamling i Nordlys Teknologi AS.' } });
  const giver = (await em.find(Shareholder, { company, id: { $ne: demoShareholderId }, email: { $ne: null } }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 1 }))[0]!;
  await registerPowerOfAttorney({
    em,
    actor: admin,
    company,
    projectId: project.id,
    shareholderId: giver.id,
    appUrl,
    now,
    input: { poaRecipientRole: 'shareholder', poaRecipientShareholderId: demoShareholderId, votingInstructions: { meetingChair: 'for', [decisionIds[1]!]: 'for' } },
  });
};
