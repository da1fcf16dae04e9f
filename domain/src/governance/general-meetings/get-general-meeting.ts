import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import { formatDate } from '../../kernel/format/date';
import { translate } from '../../collected/translate';
import type { Company } from '../../platform/companies/company.entity';
import { listCompanyRoles } from '../../platform/company-roles/find-company-roles';
import { formatShareClassNames } from '../../register/share-classes/format-share-class-name';
import { ShareClass } from '../../register/share-classes/share-class.entity';
import { meetingPeriod } from '../board-meetings/meeting-times';
import { LiveMeeting } from '../live-meeting/live-meeting.entity';
import { generalMeetingAgenda } from './agenda';
import { defaultGeneralMeetingData, findGeneralMeetingProject, fullName, type GeneralMeetingData } from './general-meeting-data';
import type { GeneralMeetingSettings, GeneralMeetingView } from './general-meeting-views';
import { generalMeetingHeld, minutesSigningRefusal } from './meeting-held';
import { generalMeetingWarnings } from './meeting-warnings';
import { noticeAddressees } from './notice-addressees';
import { generalMeetingNoticeStatus } from './notice-status';

export const settingsOf = (meeting: GeneralMeetingData): GeneralMeetingSettings => ({
  meetingDate: meeting.meetingDate,
  startTime: meeting.startTime,
  endTime: meeting.endTime,
  ...meetingPeriod(meeting.meetingDate, meeting.startTime, meeting.endTime),
  meetingForm: meeting.meetingForm,
  meetingPlace: meeting.meetingPlace,
  inlineAddressValue: meeting.inlineAddressValue ?? null,
  meetingLink: meeting.meetingLink ?? null,
  extraParticipants: meeting.extraParticipants,
  isSimplifiedGeneralMeeting: meeting.isSimplifiedGeneralMeeting,
  conductElectronicGeneralMeeting: meeting.conductElectronicGeneralMeeting,
  includeListOfParticipantsInMinutes: meeting.includeListOfParticipantsInMinutes,
  meetingChair: meeting.meetingChair ?? null,
  coSigner: meeting.coSigner ?? null,
  additionalCoSigners: meeting.additionalCoSigners,
  meetingPlaceholderVisible: meeting.meetingPlaceholderVisible,
  generalMeetingType: meeting.generalMeetingType,
  companyForm: meeting.companyForm,
  shorterNoticeAllowed: meeting.shorterNoticeAllowed,
  documentLanguage: meeting.documentLanguage,
  agendaItemRules: meeting.agendaItemRules,
});

/**
 * `GET /project/{projectId}/general-meeting`: the settings (saved, or the defaults with the chairperson, else the
 * deputy, as chair), the agenda, the pickers' options (company roles, share classes), the notice's status per
 * shareholder and the warnings.
 */
export const getGeneralMeeting = async ({ em, company, projectId, language = 'nb', now = new Date() }: { em: EntityManager; company: Company; projectId: string; language?: Language; now?: Date }): Promise<GeneralMeetingView> => {
  const found = await findGeneralMeetingProject(em, company, projectId);
  const roles = await listCompanyRoles(em, company);
  const meeting = found.meeting ?? defaultGeneralMeetingData(now, roles, company);
  const noticeDocument = found.documents.find(({ documentType }) => documentType === 'notice_general_meeting') ?? null;
  const notice = await generalMeetingNoticeStatus(em, found.meeting, noticeDocument);
  const isHeld = found.meeting ? await generalMeetingHeld(em, found.meeting, now) : false;
  const shareClasses = await em.find(ShareClass, { company, historical: false }, { orderBy: { code: 'asc' } });
  return {
    projectId: found.project.id,
    projectName: found.project.name,
    saved: found.meeting !== null,
    settings: settingsOf(meeting),
    agenda: generalMeetingAgenda(found.decisions),
    roles: roles.map((role) => ({ companyroleId: role.id, name: fullName(role), role: role.role })),
    shareClasses: shareClasses.map((shareClass) => ({ shareClassId: shareClass.id, name: formatShareClassNames(shareClass, language, (key) => translate(language, key)).name })),
    hasCeo: roles.some(({ role }) => role === 'ceo'),
    noticeDocumentId: noticeDocument?.id ?? null,
    noticeIsLocked: Boolean(noticeDocument?.lockedAt),
    minutesDocumentId: found.documents.find(({ documentType }) => documentType === 'general_meeting')?.id ?? null,
    notice,
    addressees: (await noticeAddressees(em, company, meeting, now)).addressees,
    warnings: generalMeetingWarnings({ meeting, decisionTypes: found.decisions.map(({ decisionType }) => decisionType), noticeDate: formatDate(notice.sentAt ? new Date(notice.sentAt) : now) }),
    isHeld,
    minutesSigningRefusal: minutesSigningRefusal(meeting, isHeld),
    minutesPublishedAt: (await em.findOne(LiveMeeting, { project: found.project }))?.minutesPublishedAt?.toISOString() ?? null,
  };
};
