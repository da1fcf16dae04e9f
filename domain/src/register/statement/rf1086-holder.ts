import { norwegianNationalIdError } from '../../kernel/validation/norwegian-national-id';
import { isNorwegianOrganisationNumber, isSwedishOrganisationNumber } from '../../kernel/validation/organisation-number';
import { norwegianPlaceName } from '../shareholders/postal-codes';
import type { Shareholder } from '../shareholders/shareholder.entity';
import { shareholderDisplayName } from '../shareholders/shareholder-display';
import type { StatementProblemKind } from './statement-views';

/** Post 19 of a sub-form: who the holder is, as Skatteetaten identifies holders. */
export type Rf1086Holder = {
  fodselsnummer: string | null;
  organisasjonsnummer: string | null;
  utl: string | null;
  name: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  countryCode: string;
};

/** The longest holder name post 19 takes (`AksjonarNavn`, Tekst35). */
export const rf1086NameLength = 35;

const digits = (value: string | null | undefined) => value?.replace(/\s/g, '') ?? '';

/**
 * A holder as post 19 names them, and what is missing or wrong for Skatteetaten (RF-1087's rules): a person living in
 * Norway by birth number or D-number, a Norwegian company by organisation number, anyone else by their UTL id or else
 * by name, address and country code. Every holder has an address (the register's). A number of the wrong form is left
 * out of the form (the schema would refuse it); one of the right form with a wrong check digit stays, flagged.
 */
export const rf1086Holder = (holder: Shareholder, { allowSyntheticTestNumbers }: { allowSyntheticTestNumbers: boolean }): { holder: Rf1086Holder; problems: StatementProblemKind[] } => {
  const problems: StatementProblemKind[] = [];
  const utl = /^\d{9}$/.test(digits(holder.utlNumber)) ? `UTL${digits(holder.utlNumber)}` : null;
  const foreignCompany = holder.isCompany && !!holder.companyNumber && isSwedishOrganisationNumber(holder.companyNumber);
  const countryCode = foreignCompany ? 'SE' : (holder.country || 'NO').toUpperCase();
  const resident = countryCode === 'NO' && !foreignCompany;
  let fodselsnummer: string | null = null;
  let organisasjonsnummer: string | null = null;
  if (holder.isCompany && resident) {
    const number = digits(holder.companyNumber);
    if (!number) problems.push('missingOrganisationNumber');
    else if (!isNorwegianOrganisationNumber(number)) problems.push('invalidOrganisationNumber');
    organisasjonsnummer = /^\d{9}$/.test(number) ? number : null;
  } else if (!holder.isCompany && holder.nationalId) {
    const number = digits(holder.nationalId);
    if (norwegianNationalIdError(number, { allowSyntheticTestNumbers })) problems.push('invalidNationalId');
    fodselsnummer = /^\d{11}$/.test(number) ? number : null;
  } else if (!holder.isCompany && resident) problems.push('missingNationalId');
  const address = holder.address?.trim() || null;
  const postalCode = holder.postalCode?.trim() || null;
  if (!resident && !utl && !fodselsnummer && (!address || !postalCode)) problems.push('missingForeignIdentification');
  else if (!address || !postalCode) problems.push('missingAddress');
  const city = holder.city?.trim() || (postalCode && countryCode === 'NO' ? (norwegianPlaceName(postalCode) ?? null) : null);
  if (postalCode && countryCode === 'NO' && !norwegianPlaceName(postalCode)) problems.push('unknownPostalCode');
  const name = shareholderDisplayName(holder);
  if (name && [...name].length > rf1086NameLength) problems.push('nameTooLong');
  return { holder: { fodselsnummer, organisasjonsnummer, utl, name, address, postalCode, city, countryCode }, problems };
};
