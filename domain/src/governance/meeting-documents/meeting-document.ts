import type { CompanyRole } from '../../platform/company-roles/company-role.entity';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../kernel/i18n/translate';
import type { BoardMeetingData } from '../board-meetings/board-meeting-data';
import { signatoryRule } from '../board-meetings/board-roles';
import { formsWithLink } from '../board-meetings/meeting-constants';
import { meetingEnd } from '../board-meetings/meeting-times';
import type { BoardMatter } from '../board-votes/board-matters';
import { interfaceLanguageOf, type DocumentLanguage, type DocumentLanguageChoice } from '../decisions/document-types';

/** One text in each of the document's languages (one, or two side by side). */
export type Texts = string[];

/** A board meeting's notice or minutes as a structured document, rendered to PDF by `writeMeetingDocumentPdf`. */
export type MeetingDocument = {
  kind: 'notice' | 'minutes';
  languages: DocumentLanguage[];
  title: Texts;
  company: { name: string; organisationNumber: string; organisationNumberLabel: Texts };
  details: { label: Texts; value: Texts }[];
  description: string;
  participants: { heading: Texts; names: string[] };
  agenda: Texts;
  matters: { heading: Texts; title: Texts; text: Texts; outcome: Texts | null }[];
  noMatters: Texts;
  meetingChair: { label: Texts; name: string } | null;
  signatories: { label: Texts; names: string[] } | null;
};

const fullName = (role: Pick<CompanyRole, 'firstName' | 'middleName' | 'lastName'>) => [role.firstName, role.middleName, role.lastName].filter(Boolean).join(' ');

/** The document's languages: `no/en` is Norwegian and English side by side. */
export const documentLanguagesOf = (choice: DocumentLanguageChoice): DocumentLanguage[] => choice.split('/') as DocumentLanguage[];

/** A title or text in `language`, else the first one written (a matter need not be written in every language). */
const inLanguage = <T extends { language: DocumentLanguage }>(entries: readonly T[], language: DocumentLanguage, pick: (entry: T) => string) => {
  const entry = entries.find((candidate) => candidate.language === language) ?? entries[0];
  return entry ? pick(entry) : '';
};

/**
 * Builds a board meeting's notice or minutes (seed 002, sections 2 and 3): company and organisation number, the
 * meeting's details, participants, and the agenda of matters with their texts in the document's language(s); the
 * minutes add each decision matter's outcome from the board's votes, the meeting chair and the signatories.
 */
export const meetingDocument = ({
  kind,
  company,
  projectName,
  meeting,
  roles,
  chair,
  matters,
}: {
  kind: 'notice' | 'minutes';
  company: { name: string; organisationNumber: string };
  projectName: string;
  meeting: BoardMeetingData;
  roles: readonly CompanyRole[];
  chair: CompanyRole | null;
  matters: readonly BoardMatter[];
}): MeetingDocument => {
  const languages = documentLanguagesOf(meeting.documentLanguage);
  const each = (text: (t: (key: string, params?: Record<string, string | number>) => string, language: DocumentLanguage) => string): Texts =>
    languages.map((language) => text((key, params) => translate(interfaceLanguageOf[language] as Language, key, params), language));
  const end = meetingEnd(meeting.meetingDate, meeting.startTime, meeting.endTime);
  const time = `${meeting.meetingDate} ${meeting.startTime}–${end.endDate === meeting.meetingDate ? '' : `${end.endDate} `}${end.endTime}`;
  const details: MeetingDocument['details'] = [];
  if (meeting.boardMeetingNumber) details.push({ label: each((t) => t('meetingDocuments.meetingNumber', { number: '' }).trim()), value: each(() => String(meeting.boardMeetingNumber)) });
  details.push({ label: each((t) => t('meetingDocuments.time')), value: each(() => time) });
  details.push({ label: each((t) => t('meetingDocuments.form')), value: each((t) => t(`meetingForm.${meeting.boardMeetingForm}`)) });
  if (meeting.boardMeetingForm !== 'electronic' && meeting.boardMeetingForm !== 'circulation')
    details.push({ label: each((t) => t('meetingDocuments.place')), value: each((t) => (meeting.meetingPlace === 'inlineAddress' && meeting.inlineAddress ? meeting.inlineAddress : t('meetingPlace.companysOffice'))) });
  if (formsWithLink.includes(meeting.boardMeetingForm) && meeting.meetingLinkOption)
    details.push({ label: each((t) => t('meetingDocuments.link')), value: each((t) => (meeting.meetingLinkOption === 'linkGiven' && meeting.meetingLink ? meeting.meetingLink : t('meetingDocuments.linkLater'))) });

  const participants = [
    ...roles.filter((role) => meeting.participants.includes(role.id)).map(fullName),
    ...meeting.extraParticipants.map(({ name }) => name),
  ];
  const signatures = signatoryRule(roles);
  return {
    kind,
    languages,
    title: each((t) => `${t(kind === 'notice' ? 'meetingDocuments.notice.title' : 'meetingDocuments.minutes.title')}: ${projectName}`),
    company: { ...company, organisationNumberLabel: each((t) => t('meetingDocuments.organisationNumber')) },
    details,
    description: kind === 'notice' ? meeting.noticeDescription : '',
    participants: { heading: each((t) => t('meetingDocuments.participants')), names: participants },
    agenda: each((t) => t('meetingDocuments.agenda')),
    matters: matters.map((matter, index) => ({
      heading: each((t) => `${t('meetingDocuments.matter', { number: index + 1 })} – ${t(matter.matterType === 'INFORMATION_MATTER' ? 'meetingDocuments.informationMatter' : 'meetingDocuments.decisionMatter')}`),
      title: each((_, language) => inLanguage(matter.decision.localizedTitles, language, ({ title }) => title)),
      text: each((_, language) => inLanguage(matter.textForReview, language, ({ text }) => text)),
      outcome:
        kind === 'minutes' && matter.matterType === 'DECISION_MATTER'
          ? each((t) =>
              [
                t('meetingDocuments.outcome', { outcome: t(`matterOutcome.${matter.result.outcome}`) }),
                t('meetingDocuments.votes', matter.result.votes),
                ...(matter.result.decidedByChair ? [t('meetingDocuments.decidedByChair')] : []),
              ].join('\n'),
            )
          : null,
    })),
    noMatters: each((t) => t('meetingDocuments.noMatters')),
    meetingChair: kind === 'minutes' && chair ? { label: each((t) => t('meetingDocuments.meetingChair')), name: fullName(chair) } : null,
    signatories:
      kind === 'minutes' ? { label: each((t) => t('meetingDocuments.signatories')), names: signatures.signatoryIds.map((id) => fullName(roles.find((role) => role.id === id)!)) } : null,
  };
};
