/** Ordinary or extraordinary general meeting (seed 002, section 3: general meeting type). */
export const generalMeetingTypes = ['regular', 'extraordinary'] as const;
export type GeneralMeetingType = (typeof generalMeetingTypes)[number];

/**
 * The company forms whose notice periods differ: Norwegian AS, ASA and ASA with shares on a regulated market, Swedish
 * private and public AB. The company does not record its form yet; the caller names it.
 */
export const companyForms = ['AS', 'ASA', 'LISTED_ASA', 'AB', 'PUBLIC_AB'] as const;
export type CompanyForm = (typeof companyForms)[number];

/** The forms a general meeting takes (seed 002, section 3: meeting forms, without the board's circulation). */
export const generalMeetingForms = ['physical_meeting', 'electronic', 'hybrid', 'electronicGeneralMeeting'] as const;
export type GeneralMeetingForm = (typeof generalMeetingForms)[number];

/** Whether shareholders may take part electronically, and when they get the link (seed 002, section 3). */
export const electronicParticipationOptions = ['LINK_GIVEN', 'LINK_GIVEN_LATER', 'ELECTRONIC_GM_NOT_OFFERED'] as const;
export type ElectronicParticipation = (typeof electronicParticipationOptions)[number];

/** The forms the meeting is held in online: the shareholder's notice view then has the meeting tab (seed 002, section 2). */
export const electronicGeneralMeetingForms: readonly GeneralMeetingForm[] = ['electronic', 'electronicGeneralMeeting'];

/**
 * The agenda's fixed items before the decisions (seed 002, section 2: "attendance, meetingChair, approveAgenda, then
 * each matter for voting"); meetingChair and approveAgenda are also the fixed ids voting instructions and votes name.
 */
export const fixedAgendaItems = ['attendance', 'meetingChair', 'approveAgenda'] as const;
export type FixedAgendaItem = (typeof fixedAgendaItems)[number];
/** The agenda items voted on before the decisions. */
export const votedFixedAgendaItems = ['meetingChair', 'approveAgenda'] as const;

/** Defaults of a new general meeting (seed 002, section 9): 12:00 to 14:00, hybrid. */
export const defaultGeneralMeetingStartTime = '12:00';
export const defaultGeneralMeetingEndTime = '14:00';
export const defaultGeneralMeetingForm: GeneralMeetingForm = 'hybrid';

/** Lengths the seed leaves open (docs/decisions/governance/general-meetings.md). */
export const coSignerNameMaxLength = 200;
export const maxAdditionalCoSigners = 10;
