import { isNorwegianOrganisationNumber } from '../../kernel/validation/organisation-number';
import { countryFromPublicRegister } from './public-register-country';

/** Skatteetaten's yearly extract of the shareholder register (aksjonærregisteret): its one header line, after the BOM. */
export const publicRegisterHeader = 'Orgnr;Selskap;Aksjeklasse;Navn aksjonær;Fødselsår/orgnr;Postnr/sted;Landkode;Antall aksjer;Antall aksjer selskap';
export const byteOrderMark = '\uFEFF';

const fieldCount = 9;
/** Fields read from the left (1-5) and from the right (7-9); whatever lies between is field 6, `Postnr/sted`. */
const fromLeft = 5;
const fromRight = 3;

/** Why a row cannot be read: the message key's last part (`publicRegister.refusal.<reason>`). */
export const refusalReasons = [
  'tooFewFields',
  'invalidCharacter',
  'invalidOrganisationNumber',
  'missingCompanyName',
  'missingShareClass',
  'missingHolderName',
  'invalidHolderId',
  'invalidHolderOrganisationNumber',
  'birthYearInFuture',
  'invalidCountry',
  'nonNumericShareCount',
  'negativeShareCount',
  'shareCountTooLarge',
] as const;
export type RefusalReason = (typeof refusalReasons)[number];

/** A holder's identification in the extract: a birth year for a person, an organisation number for a company, or nothing. */
export type PublicRegisterRow = {
  organisationNumber: string;
  companyName: string;
  shareClass: string;
  holderName: string;
  holderBirthYear: number | null;
  holderOrganisationNumber: string | null;
  postalPlace: string;
  country: string | null;
  shares: bigint;
  companyShares: bigint;
};

export type ReadRow = { row: PublicRegisterRow } | { refused: RefusalReason };

/** The extract's first line is the header exactly, BOM first; anything else refuses the whole file. */
export const headerProblem = (firstLine: string): 'missingBom' | 'wrongHeader' | null => {
  const line = firstLine.replace(/\r$/, '');
  if (!line.startsWith(byteOrderMark)) return line.trim() === publicRegisterHeader ? 'missingBom' : 'wrongHeader';
  return line.slice(1) === publicRegisterHeader ? null : 'wrongHeader';
};

/** Up to 18 digits: a PostgreSQL bigint. */
const maxShareDigits = 18;

const shareCount = (text: string): bigint | RefusalReason => {
  const value = text.trim().replace(/\s/g, '');
  if (/^-\d+$/.test(value)) return 'negativeShareCount';
  if (!/^\d+$/.test(value)) return 'nonNumericShareCount';
  if (value.replace(/^0+/, '').length > maxShareDigits) return 'shareCountTooLarge';
  return BigInt(value);
};

const holderId = (text: string, year: number): Pick<PublicRegisterRow, 'holderBirthYear' | 'holderOrganisationNumber'> | RefusalReason => {
  const value = text.trim();
  if (value === '') return { holderBirthYear: null, holderOrganisationNumber: null };
  if (/^\d{4}$/.test(value)) return Number(value) > year ? 'birthYearInFuture' : { holderBirthYear: Number(value), holderOrganisationNumber: null };
  if (/^\d{9}$/.test(value)) return isNorwegianOrganisationNumber(value) ? { holderBirthYear: null, holderOrganisationNumber: value } : 'invalidHolderOrganisationNumber';
  return 'invalidHolderId';
};

const isReason = (value: unknown): value is RefusalReason => typeof value === 'string';

/**
 * One data line of the extract, for the register of `year` (holdings at 31 December). The file has no quoting
 * convention (a name may hold an unbalanced `"`, kept as it is), and a foreign holder's `Postnr/sted` may hold a
 * `;`: the line is read by counting five fields from the left and three from the right, and field 6 is the rest.
 */
export const readPublicRegisterLine = (line: string, year: number): ReadRow => {
  // A NUL is no text PostgreSQL keeps.
  if (line.includes('\u0000')) return { refused: 'invalidCharacter' };
  const fields = line.replace(/\r$/, '').split(';');
  if (fields.length < fieldCount) return { refused: 'tooFewFields' };
  const [organisationNumber, companyName, shareClass, holderName, holderIdText] = fields.slice(0, fromLeft).map((field) => field.trim()) as [string, string, string, string, string];
  const [countryText, sharesText, companySharesText] = fields.slice(-fromRight) as [string, string, string];
  const postalPlace = fields.slice(fromLeft, -fromRight).join(';').trim();
  if (!isNorwegianOrganisationNumber(organisationNumber) || organisationNumber.length !== 9) return { refused: 'invalidOrganisationNumber' };
  if (companyName === '') return { refused: 'missingCompanyName' };
  if (shareClass === '') return { refused: 'missingShareClass' };
  if (holderName === '') return { refused: 'missingHolderName' };
  const holder = holderId(holderIdText, year);
  if (isReason(holder)) return { refused: holder };
  const country = countryFromPublicRegister(countryText);
  if (country === undefined) return { refused: 'invalidCountry' };
  const shares = shareCount(sharesText);
  if (isReason(shares)) return { refused: shares };
  const companyShares = shareCount(companySharesText);
  if (isReason(companyShares)) return { refused: companyShares };
  return { row: { organisationNumber, companyName, shareClass, holderName, ...holder, postalPlace, country, shares, companyShares } };
};
