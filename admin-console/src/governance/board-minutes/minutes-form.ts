import { documentLanguagesOf, type BoardMinutesView, type DocumentLanguage, type TBoardMinutesUpdate } from '@andel/domain/shared';

/** The minutes editor's panels as typed. */
export type MinutesForm = Omit<TBoardMinutesUpdate, 'inlineAddress' | 'extraParticipants' | 'matterOutcomes'> & {
  inlineAddress: string;
  extraParticipants: { id?: string; name: string }[];
  /** Each matter's outcome in words, by decision and document language. */
  outcomeTexts: Record<string, Partial<Record<DocumentLanguage, string>>>;
};

export const minutesFormOf = (view: BoardMinutesView): MinutesForm => ({
  meetingDate: view.meetingDate,
  startTime: view.startTime,
  endTime: view.endTime,
  boardMeetingForm: view.boardMeetingForm,
  meetingPlace: view.meetingPlace,
  inlineAddress: view.inlineAddress ?? '',
  participants: view.participants,
  extraParticipants: view.extraParticipants,
  meetingChairId: view.meetingChairId,
  signatoryIds: view.signatories.signatoryIds,
  outcomeTexts: Object.fromEntries(view.matters.map(({ decision, outcomeTexts }) => [decision.decisionId, Object.fromEntries(outcomeTexts.map(({ language, text }) => [language, text]))])),
});

/** The `PUT /project/{id}/board-minutes` body: the address only when written out, outcome texts in the document's languages. */
export const minutesInputOf = (form: MinutesForm, view: BoardMinutesView) => {
  const languages = documentLanguagesOf(view.documentLanguage);
  return {
    meetingDate: form.meetingDate,
    startTime: form.startTime,
    endTime: form.endTime,
    boardMeetingForm: form.boardMeetingForm,
    meetingPlace: form.meetingPlace,
    inlineAddress: form.meetingPlace === 'inlineAddress' ? form.inlineAddress : null,
    participants: form.participants,
    extraParticipants: form.extraParticipants,
    meetingChairId: form.meetingChairId,
    signatoryIds: form.signatoryIds,
    matterOutcomes: view.matters.map(({ decision }) => ({
      decisionId: decision.decisionId,
      texts: languages.map((language) => ({ language, text: form.outcomeTexts[decision.decisionId]?.[language] ?? '' })),
    })),
  };
};
