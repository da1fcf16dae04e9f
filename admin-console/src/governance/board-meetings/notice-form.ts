import { formsWithLink, type BoardMeetingForm, type BoardMeetingView, type DocumentLanguageChoice, type MeetingLinkOption, type MeetingPlace } from '@andel/domain/shared';

export type ExtraParticipantEntry = { id?: string; name: string; email: string };

/** The notice editor's panels as typed: the meeting details and the recipients. */
export type NoticeForm = {
  boardMeetingNumber: string;
  meetingDate: string;
  startTime: string;
  endTime: string;
  boardMeetingForm: BoardMeetingForm;
  meetingPlace: MeetingPlace;
  inlineAddress: string;
  meetingLinkOption: MeetingLinkOption;
  meetingLink: string;
  noticeDescription: string;
  documentLanguage: DocumentLanguageChoice;
  participants: string[];
  extraParticipants: ExtraParticipantEntry[];
};

export const noticeFormOf = (view: BoardMeetingView): NoticeForm => ({
  boardMeetingNumber: view.boardMeetingNumber === null ? '' : String(view.boardMeetingNumber),
  meetingDate: view.meetingDate,
  startTime: view.startTime,
  endTime: view.endTime,
  boardMeetingForm: view.boardMeetingForm,
  meetingPlace: view.meetingPlace,
  inlineAddress: view.inlineAddress ?? '',
  meetingLinkOption: view.meetingLinkOption ?? 'linkGivenLater',
  meetingLink: view.meetingLink ?? '',
  noticeDescription: view.noticeDescription,
  documentLanguage: view.documentLanguage,
  participants: view.recipients.filter(({ selected }) => selected).map(({ companyroleId }) => companyroleId),
  extraParticipants: view.extraParticipants,
});

export const meetsOverLink = (form: BoardMeetingForm) => formsWithLink.includes(form);

/**
 * The `PUT /project/{id}/board-meeting` body: the address only when written out, the link option only for forms
 * that meet over a link, the link only when given now.
 */
export const noticeInputOf = (form: NoticeForm) => {
  const overLink = meetsOverLink(form.boardMeetingForm);
  const number = form.boardMeetingNumber.trim();
  return {
    boardMeetingNumber: number ? Number(number) : null,
    meetingDate: form.meetingDate,
    startTime: form.startTime,
    endTime: form.endTime,
    boardMeetingForm: form.boardMeetingForm,
    meetingPlace: form.meetingPlace,
    inlineAddress: form.meetingPlace === 'inlineAddress' ? form.inlineAddress : null,
    meetingLinkOption: overLink ? form.meetingLinkOption : null,
    meetingLink: overLink && form.meetingLinkOption === 'linkGiven' ? form.meetingLink : null,
    noticeDescription: form.noticeDescription,
    documentLanguage: form.documentLanguage,
    participants: form.participants,
    extraParticipants: form.extraParticipants,
  };
};

/** A board meeting number is empty or a whole number from 1. */
export const boardMeetingNumberProblem = (value: string): string | null => (!value.trim() || /^[1-9]\d{0,6}$/.test(value.trim()) ? null : 'number-field.not-positive');
