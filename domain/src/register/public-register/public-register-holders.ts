import { shareholderTextLengths } from '../shareholders/shareholder-columns';

/** A company's row in the extract, as read for its auto-import. */
export type PublicRegisterCompanyRow = {
  shareClass: string;
  holderName: string;
  holderBirthYear: number | null;
  holderOrganisationNumber: string | null;
  postalPlace: string;
  country: string | null;
  shares: string;
};

const cut = (text: string, length: number) => text.slice(0, length);
const norwegianPostalPlace = /^(\d{4})\s+(.+)$/;

/** The same holder on several rows (one per class) is one shareholder: same name, identification and place. */
export const holderKey = (row: PublicRegisterCompanyRow) => [row.holderName, row.holderBirthYear ?? '', row.holderOrganisationNumber ?? '', row.postalPlace].join('\u0000');

/**
 * A holder of the extract as a new shareholder's columns (property names): a company by its name and number, a
 * person by the name split at its last space (so it shows as written) and the birth year as the birth date; a
 * Norwegian `Postnr/sted` ("0150 OSLO") as postal code and city, anything else as the city; the country, else NO.
 */
export const shareholderFromPublicRegister = (row: PublicRegisterCompanyRow) => {
  const isCompany = row.holderOrganisationNumber !== null;
  const space = row.holderName.lastIndexOf(' ');
  const [, postalCode, city] = norwegianPostalPlace.exec(row.postalPlace) ?? [null, null, row.postalPlace || null];
  return {
    isCompany,
    companyName: isCompany ? cut(row.holderName, shareholderTextLengths.companyName) : null,
    companyNumber: row.holderOrganisationNumber,
    firstName: isCompany || space < 0 ? null : cut(row.holderName.slice(0, space), shareholderTextLengths.firstName),
    lastName: isCompany ? null : cut(space < 0 ? row.holderName : row.holderName.slice(space + 1), shareholderTextLengths.lastName),
    birthDate: row.holderBirthYear === null ? null : String(row.holderBirthYear),
    postalCode: postalCode ?? null,
    city: city ? cut(city, shareholderTextLengths.city) : null,
    country: row.country ?? 'NO',
    nationality: row.country ?? 'NO',
  };
};
