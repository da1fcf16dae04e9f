import type { CompanyRole } from '../../platform/company-roles/company-role.entity';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { storedRichTextParagraphs, type AutoTextValues } from '../../platform/texts/render-rich-text';
import type { BoardMeetingData } from '../board-meetings/board-meeting-data';
import { formsWithLink } from '../board-meetings/meeting-constants';
import { meetingEnd } from '../board-meetings/meeting-times';
import type { BoardMatter } from '../board-votes/board-matters';
import { outcomeTextIn, type BoardMinutesData } from '../board-minutes/minutes-rules';
import { documentLanguagesOf, interfaceLanguageOf, type DocumentLanguage } from '../decisions/document-types';

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
  matters: { heading: Texts; title: Texts; text: Texts; outcomeText: Texts | null; outcome: Texts | null }[];
  noMatters: Texts;
  meetingChair: { label: Texts; name: string } | null;
  signatories: { label: Texts; names: string[] } | null;
};

const fullName = (role: Pick<CompanyRole, 'firstName' | 'middleName' | 'lastName'>) => [role.firstName, role.middleName, role.lastName].filter(Boolean).join(' ');

/** Texts with something written in some language, else none. */
const nonBlank = (texts: Texts): Texts | null => (texts.some((text) => text.trim()) ? texts : null);

/** A title or text in `language`, else the first one written (a matter need not be written in every language). */
const inLanguage = <T extends { language: DocumentLanguage }>(entries: readonly T[], language: DocumentLanguage, pick: (entry: T) => string) => {
  const entry = entries.find((candidate) => candidate.language === language) ?? entries[0];
  return entry ? pick(entry) : '';
};

/**
 * Builds a board meeting's notice or minutes (seed 002, sections 2 and 3): company and organisation number, the
 * meeting's details, participants, and the agenda of matters with their texts in the document's language(s); the
 * minutes (`minutes`: as written in the minutes editor) take the meeting as held, the participants present, each
 * matter's outcome in words where written and its outcome from the board's votes, the meeting chair and the
 * signatories.
 */
export const meetingDocument = ({
  kind,
  company,
  projectName,
  meeting,
  roles,
  chair,
  matters,
  minutes,
  autoTexts = { values: {}, fallback: ({ type }) => `[${type}]` },
}: {
  kind: 'notice' | 'minutes';
  company: { name: string; organisationNumber: string };
  projectName: string;
  meeting: BoardMeetingData;
  roles: readonly CompanyRole[];
  chair: CompanyRole | null;
  matters: readonly BoardMatter[];
  minutes?: BoardMinutesData;
  /** The values of the texts' auto-text variables (see `resolveAutoTexts`). */
  autoTexts?: AutoTextValues;
}): MeetingDocument => {
  // The rich texts as plain paragraphs (blank-line separated, as the PDF splits them), variables filled in.
  const plain = (stored: string) => storedRichTextParagraphs(stored, autoTexts);
  const languages = documentLanguagesOf(meeting.documentLanguage);
  const each = (text: (t: (key: string, params?: Record<string, string | number>) => string, language: DocumentLanguage) => string): Texts =>
    languages.map((language) => text((key, params) => translate(interfaceLanguageOf[language] as Language, key, params), language));
  const held = minutes ? { ...meeting, ...minutes } : meeting;
  const end = meetingEnd(held.meetingDate, held.startTime, held.endTime);
  const time = `${held.meetingDate} ${held.startTime}–${end.endDate === held.meetingDate ? '' : `${end.endDate} `}${end.endTime}`;
  const details: MeetingDocument['details'] = [];
  if (meeting.boardMeetingNumber) details.push({ label: each((t) => t('meetingDocuments.meetingNumber', { number: '' }).trim()), value: each(() => String(meeting.boardMeetingNumber)) });
  details.push({ label: each((t) => t('meetingDocuments.time')), value: each(() => time) });
  details.push({ label: each((t) => t('meetingDocuments.form')), value: each((t) => t(`meetingForm.${held.boardMeetingForm}`)) });
  if (held.boardMeetingForm !== 'electronic' && held.boardMeetingForm !== 'circulation')
    details.push({ label: each((t) => t('meetingDocuments.place')), value: each((t) => (held.meetingPlace === 'inlineAddress' && held.inlineAddress ? held.inlineAddress : t('meetingPlace.companysOffice'))) });
  if (!minutes && formsWithLink.includes(meeting.boardMeetingForm) && meeting.meetingLinkOption)
    details.push({ label: each((t) => t('meetingDocuments.link')), value: each((t) => (meeting.meetingLinkOption === 'linkGiven' && meeting.meetingLink ? meeting.meetingLink : t('meetingDocuments.linkLater'))) });

  const participants = [...roles.filter((role) => held.participants.includes(role.id)).map(fullName), ...held.extraParticipants.map(({ name }) => name)];
  const minutesChair = minutes ? (roles.find(({ id }) => id === minutes.meetingChairId) ?? null) : chair;
  const signatories = (minutes?.signatoryIds ?? []).flatMap((id) => roles.filter((role) => role.id === id)).map(fullName);
  return {
    kind,
    languages,
    title: each((t) => `${t(kind === 'notice' ? 'meetingDocuments.notice.title' : 'meetingDocuments.minutes.title')}: ${projectName}`),
    company: { ...company, organisationNumberLabel: each((t) => t('meetingDocuments.organisationNumber')) },
    details,
    description: kind === 'notice' ? plain(meeting.noticeDescription) : '',
    participants: { heading: each((t) => t('meetingDocuments.participants')), names: participants },
    agenda: each((t) => t('meetingDocuments.agenda')),
    matters: matters.map((matter, index) => ({
      heading: each((t) => `${t('meetingDocuments.matter', { number: index + 1 })} – ${t(matter.matterType === 'INFORMATION_MATTER' ? 'meetingDocuments.informationMatter' : 'meetingDocuments.decisionMatter')}`),
      title: each((_, language) => inLanguage(matter.decision.localizedTitles, language, ({ title }) => title)),
      text: each((_, language) => inLanguage(matter.textForReview, language, ({ text }) => plain(text))),
      outcomeText: minutes && kind === 'minutes' ? nonBlank(each((_, language) => plain(outcomeTextIn(minutes.matterOutcomes, matter.decision.decisionId, language) ?? ''))) : null,
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
    meetingChair: kind === 'minutes' && minutesChair ? { label: each((t) => t('meetingDocuments.meetingChair')), name: fullName(minutesChair) } : null,
    signatories: kind === 'minutes' ? { label: each((t) => t('meetingDocuments.signatories')), names: signatories } : null,
  };
};
