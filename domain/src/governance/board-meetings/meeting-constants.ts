/** Board meeting forms (seed 002, section 3). */
export const boardMeetingForms = ['physical_meeting', 'electronic', 'hybrid', 'circulation'] as const;
export type BoardMeetingForm = (typeof boardMeetingForms)[number];

/** Which documents a new meeting has (seed 002, section 3). */
export const meetingDocumentSelections = ['NOTICE_AND_MINUTES', 'MINUTES_ONLY'] as const;
export type MeetingDocumentSelection = (typeof meetingDocumentSelections)[number];

/** The new meeting form's options, in the order shown (seed 002, section 3). */
export const meetingOptions = ['NOTICE', 'MEETING', 'MINUTES'] as const;
export type MeetingOption = (typeof meetingOptions)[number];

export const meetingTypes = ['BOARD_MEETING', 'GENERAL_MEETING'] as const;
export type MeetingType = (typeof meetingTypes)[number];

/** Where a meeting is held: the company's office or an address written out. */
export const meetingPlaces = ['companysOffice', 'inlineAddress'] as const;
export type MeetingPlace = (typeof meetingPlaces)[number];

/** Whether a board meeting's notice gives the video link now or later. */
export const meetingLinkOptions = ['linkGiven', 'linkGivenLater'] as const;
export type MeetingLinkOption = (typeof meetingLinkOptions)[number];

/** The forms that meet over a link. */
export const formsWithLink: readonly BoardMeetingForm[] = ['electronic', 'hybrid'];

/** Lengths the seed leaves open (docs/decisions/governance/board-meetings.md). */
export const inlineAddressMaxLength = 500;
export const meetingLinkMaxLength = 2000;
export const noticeDescriptionMaxLength = 20_000;
export const participantNameMaxLength = 200;
