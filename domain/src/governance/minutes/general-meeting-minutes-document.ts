import { holderLabel } from '../../register/shareholders/holder-label';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { defaultMajorityOf, type MajorityType } from '../decisions/decision-majority';
import { formatNumber, formatPercentPoints } from '../../kernel/format';
import type { AutoTextValues } from '../../platform/texts/render-rich-text';
import { documentLanguagesOf, interfaceLanguageOf, type DocumentLanguage } from '../decisions/document-types';
import { generalMeetingAgenda, type AgendaItem } from '../general-meetings/agenda';
import type { GeneralMeetingData } from '../general-meetings/general-meeting-data';
import { generalMeetingNoticeDocument } from '../general-meetings/general-meeting-notice-document';
import type { LiveItemView, LiveMeetingAdminView } from '../live-meeting/live-meeting-views';
import type { MeetingDocument, Texts } from '../meeting-documents/meeting-document';
import type { ProjectDecision } from '../projects/project-decision.entity';

type T = (key: string, params?: Record<string, string | number>) => string;

/** What the minutes record of an item's rule beside its votes: another majority than its type's default, the holders excluded from it. */
type ItemRecord = { defaultMajorityType: MajorityType | null; excludedNames: string[] };

/** A figure of the meeting (votes, shares, capital: plain decimals) in the document language's notation. */
const figure = (language: Language) => (value: string) => formatNumber(value, language);

/** An item's result as the minutes print it: votes and capital for, against and blank, the rule, the outcome and any requirement not met. */
const itemResult = (t: T, language: Language, { votes, outcome }: LiveItemView, record: ItemRecord, classCode: (id: string) => string): string => {
  const n = figure(language);
  return [
    ...(record.excludedNames.length ? [t('minutes.excludedFromItem', { names: record.excludedNames.join(', ') })] : []),
    t('minutes.votes', { for: n(votes.votesFor), against: n(votes.votesAgainst), blank: n(votes.votesBlank), represented: n(votes.representedVotes) }),
    t('minutes.capital', { for: n(votes.shareCapitalFor), against: n(votes.shareCapitalAgainst), blank: n(votes.shareCapitalBlank), represented: n(votes.representedShareCapital) }),
    t('minutes.rule', { rule: t(`majorityType.${outcome.majorityType}`) }),
    ...(record.defaultMajorityType && record.defaultMajorityType !== outcome.majorityType ? [t('minutes.majorityChosen', { rule: t(`majorityType.${record.defaultMajorityType}`) })] : []),
    t(`matterOutcome.${outcome.outcome}`),
    ...(outcome.outcome === 'NOT_VOTED' ? [] : [
      ...(outcome.votesRequirementMet ? [] : [t('minutes.votesRequirementNotMet')]),
      ...(outcome.capitalRequirementMet === false ? [t('minutes.capitalRequirementNotMet')] : []),
      ...outcome.classes.filter((entry) => !entry.passed).map((entry) => t('minutes.classNotConsenting', { shareClass: classCode(entry.shareClassId) })),
    ]),
  ].join('\n');
};

/** The representation's figures in the document language's notation, its percentage with the language's sign. */
const localizedRepresentation = <R extends { percentage: string }>(entry: R, language: Language): Record<string, string> =>
  Object.fromEntries(
    Object.entries(entry).map(([key, value]) => [key, key === 'percentage' ? formatPercentPoints(value as string, language) : key === 'shareClassId' ? (value as string) : figure(language)(value as string)]),
  );

/**
 * A general meeting's minutes (issue 15, item 7; seed 002, section 3, "Minutes data") on the notice's document: the
 * meeting's details and the representation per class, the participation list when the settings include it, each
 * agenda item with the holders excluded from it for a conflict of interest, its votes and capital for, against and
 * blank and its outcome by the item's majority rule, named as the meeting's choice where it is not the decision type's
 * default (the live
 * meeting's tallies, computed by the voting room from the register at the meeting date), the meeting chair and the
 * signature lines of the chair and co-signers.
 */
export const generalMeetingMinutesDocument = ({
  company,
  projectName,
  meeting,
  decisions,
  view,
  classCodes,
  holderNames = {},
  autoTexts,
}: {
  company: { name: string; organisationNumber: string };
  projectName: string;
  meeting: GeneralMeetingData;
  decisions: readonly ProjectDecision[];
  view: LiveMeetingAdminView;
  classCodes: Readonly<Record<string, string>>;
  /** The names of the holders excluded from an item. */
  holderNames?: Readonly<Record<string, string>>;
  autoTexts?: AutoTextValues;
}): MeetingDocument => {
  const notice = generalMeetingNoticeDocument({ company, projectName, meeting, decisions, ...(autoTexts ? { autoTexts } : {}) });
  const languages = documentLanguagesOf(meeting.documentLanguage);
  const each = (text: (t: T, language: Language) => string): Texts =>
    languages.map((language: DocumentLanguage) => text((key, params) => translate(interfaceLanguageOf[language] as Language, key, params), interfaceLanguageOf[language] as Language));
  const classCode = (id: string) => classCodes[id] ?? id;
  const { classes, ...representation } = view.representation;
  const items = new Map(view.items.map((item) => [item.itemId, item]));
  const agenda = generalMeetingAgenda(decisions);
  const present = view.participationList.filter((entry) => entry.isPresent);
  const recordOf = (entry: AgendaItem): ItemRecord => {
    if (entry.item !== 'decision') return { defaultMajorityType: null, excludedNames: [] };
    const rule = meeting.agendaItemRules[entry.decisionId];
    return {
      defaultMajorityType: rule?.majorityType ? defaultMajorityOf(entry.decisionType) : null,
      excludedNames: (rule?.excludedShareholderIds ?? []).map((id) => holderNames[id] ?? id),
    };
  };
  const signers = [meeting.meetingChair, meeting.coSigner, ...meeting.additionalCoSigners].flatMap((signer) => (signer ? [signer.name] : []));
  return {
    ...notice,
    kind: 'minutes',
    title: each((t) => `${t(`minutes.title.${meeting.generalMeetingType}`)}: ${projectName}`),
    details: [
      ...notice.details,
      { label: each((t) => t('minutes.represented')), value: each((t, language) => t('minutes.representation', localizedRepresentation(representation, language))) },
      ...classes.map((entry) => ({ label: each((t) => t('minutes.shareClass', { shareClass: classCode(entry.shareClassId) })), value: each((t, language) => t('minutes.classRepresentation', localizedRepresentation(entry, language))) })),
    ],
    participants: {
      heading: each((t) => t('minutes.participants')),
      names: meeting.includeListOfParticipantsInMinutes
        ? present.map((entry) => {
            const t = (key: string, params?: Record<string, string>) => translate(interfaceLanguageOf[languages[0]!] as Language, key, params);
            const name = holderLabel(t, entry.name, entry.distinction);
            return entry.representedByName ? t('minutes.representedBy', { name, proxy: entry.representedByName }) : name;
          })
        : [],
    },
    matters: notice.matters.map((matter, index) => {
      const entry = agenda[index]!;
      const item = items.get(entry.item === 'decision' ? entry.decisionId : entry.item);
      return { ...matter, outcome: item ? each((t, language) => itemResult(t, language, item, recordOf(entry), classCode)) : null };
    }),
    meetingChair: meeting.meetingChair ? { label: each((t) => t('minutes.meetingChair')), name: meeting.meetingChair.name } : null,
    signatories: { label: each((t) => t('minutes.signatories')), names: signers },
  };
};
