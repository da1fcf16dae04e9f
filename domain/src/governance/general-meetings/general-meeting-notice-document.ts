import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { storedRichTextParagraphs, type AutoTextValues } from '../../platform/texts/render-rich-text';
import { meetingEnd } from '../board-meetings/meeting-times';
import { documentLanguagesOf, interfaceLanguageOf, type DocumentLanguage } from '../decisions/document-types';
import type { MeetingDocument, Texts } from '../meeting-documents/meeting-document';
import type { ProjectDecision } from '../projects/project-decision.entity';
import { generalMeetingAgenda } from './agenda';
import type { GeneralMeetingData } from './general-meeting-data';

const inLanguage = <T extends { language: DocumentLanguage }>(entries: readonly T[], language: DocumentLanguage, pick: (entry: T) => string) => {
  const entry = entries.find((candidate) => candidate.language === language) ?? entries[0];
  return entry ? pick(entry) : '';
};

/**
 * A general meeting's notice as a structured document, rendered to PDF by issue 14's `writeMeetingDocumentPdf`: the
 * company, time, form, place and electronic participation, the meeting chair proposed, and the agenda in the seed's
 * order (attendance, meetingChair, approveAgenda, then each decision with its text) in the document's language(s).
 */
export const generalMeetingNoticeDocument = ({
  company,
  projectName,
  meeting,
  decisions,
  autoTexts = { values: {}, fallback: ({ type }) => `[${type}]` },
}: {
  company: { name: string; organisationNumber: string };
  projectName: string;
  meeting: GeneralMeetingData;
  decisions: readonly ProjectDecision[];
  /** The values of the matter texts' auto-text variables (see `resolveAutoTexts`). */
  autoTexts?: AutoTextValues;
}): MeetingDocument => {
  const languages = documentLanguagesOf(meeting.documentLanguage);
  const each = (text: (t: (key: string, params?: Record<string, string | number>) => string, language: DocumentLanguage) => string): Texts =>
    languages.map((language) => text((key, params) => translate(interfaceLanguageOf[language] as Language, key, params), language));
  const end = meetingEnd(meeting.meetingDate, meeting.startTime, meeting.endTime);
  const time = `${meeting.meetingDate} ${meeting.startTime}–${end.endDate === meeting.meetingDate ? '' : `${end.endDate} `}${end.endTime}`;
  const details: MeetingDocument['details'] = [
    { label: each((t) => t('meetingDocuments.time')), value: each(() => time) },
    { label: each((t) => t('meetingDocuments.form')), value: each((t) => t(`meetingForm.${meeting.meetingForm}`)) },
  ];
  if (meeting.meetingForm !== 'electronic' && meeting.meetingForm !== 'electronicGeneralMeeting')
    details.push({ label: each((t) => t('meetingDocuments.place')), value: each((t) => (meeting.meetingPlace === 'inlineAddress' && meeting.inlineAddressValue ? meeting.inlineAddressValue : t('meetingPlace.companysOffice'))) });
  if (meeting.meetingLink) details.push({ label: each((t) => t('generalMeetings.meetingLink')), value: each(() => meeting.meetingLink!) });
  details.push({ label: each((t) => t('generalMeetings.electronicParticipation')), value: each((t) => t(`generalMeetings.electronicParticipation.${meeting.conductElectronicGeneralMeeting}`)) });
  const byId = new Map(decisions.map((decision) => [decision.id, decision]));
  const agenda = generalMeetingAgenda(decisions);
  return {
    kind: 'notice',
    languages,
    title: each((t) => `${t(`generalMeetings.notice.title.${meeting.generalMeetingType}`)}: ${projectName}`),
    company: { ...company, organisationNumberLabel: each((t) => t('meetingDocuments.organisationNumber')) },
    details,
    description: '',
    participants: { heading: each((t) => t('generalMeetings.notice.chairProposed')), names: meeting.meetingChair ? [meeting.meetingChair.name] : [] },
    agenda: each((t) => t('meetingDocuments.agenda')),
    matters: agenda.map((entry, index) => {
      const decision = entry.item === 'decision' ? byId.get(entry.decisionId)! : null;
      return {
        heading: each((t) => t('meetingDocuments.matter', { number: index + 1 })),
        title: each((t, language) => (decision ? inLanguage(decision.localizedTitles, language, ({ title }) => title) : t(`generalMeetings.agenda.${entry.item}`))),
        text: each((_, language) => (decision ? storedRichTextParagraphs(inLanguage(decision.matterTexts, language, ({ text }) => text), autoTexts) : '')),
        outcomeText: null,
        outcome: null,
      };
    }),
    noMatters: each((t) => t('meetingDocuments.noMatters')),
    meetingChair: null,
    signatories: null,
  };
};
