import type { Country, Currency } from '../../platform/companies/company-constants';

/** A share class as a resolution names it: its name in each document language and its shares on the meeting date. */
export type ResolutionShareClass = { id: string; names: { no: string; sv: string; en: string }; shares: string };

/** A person holding a company role on the meeting date. */
export type ResolutionPerson = { companyRoleId: string; name: string; role: string };

/**
 * What a default resolution text is filled with: the company and its register as of the meeting date (share capital,
 * shares, nominal value, holders, classes), and its board and CEO from the company's roles.
 */
export type ResolutionContext = {
  companyName: string;
  organisationNumber: string;
  country: Country;
  currency: Currency;
  meetingDate: string;
  shareCapital: string | null;
  totalShares: string;
  nominalValue: string | null;
  numberOfShareholders: number;
  classes: ResolutionShareClass[];
  board: ResolutionPerson[];
  ceo: ResolutionPerson | null;
};
