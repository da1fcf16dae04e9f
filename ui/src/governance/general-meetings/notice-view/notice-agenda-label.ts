import type { GeneralMeetingNoticeMeeting } from '@andel/domain/shared';

/** An item a vote or voting instruction names, by its name on the agenda in the reader's language: never its id. */
export const noticeAgendaItemLabel = (t: (key: string) => string, language: string, matters: GeneralMeetingNoticeMeeting['mattersForVoting'], itemId: string): string => {
  if (itemId === 'meetingChair' || itemId === 'approveAgenda') return t(`generalMeetings.agenda.${itemId}`);
  const entry = matters.find((candidate) => candidate.item === 'decision' && candidate.decisionId === itemId);
  if (entry?.item !== 'decision') return t('noticeForShareholder.agenda.decision');
  const wanted = language === 'sv' ? 'sv' : language === 'en' ? 'en' : 'no';
  return (entry.localizedTitles.find((title) => title.language === wanted) ?? entry.localizedTitles[0])?.title ?? t('noticeForShareholder.agenda.decision');
};
