/** Ordinary or extraordinary general meeting (seed 002, section 3: general meeting type). */
export const generalMeetingTypes = ['regular', 'extraordinary'] as const;
export type GeneralMeetingType = (typeof generalMeetingTypes)[number];

/**
 * The company forms whose notice periods differ: Norwegian AS, ASA and ASA with shares on a regulated market, Swedish
 * private and public AB. The company does not record its form yet; the caller names it.
 */
export const companyForms = ['AS', 'ASA', 'LISTED_ASA', 'AB', 'PUBLIC_AB'] as const;
export type CompanyForm = (typeof companyForms)[number];
