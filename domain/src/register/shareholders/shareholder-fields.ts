/** Fields the edit-all mode saves one at a time (seed: register, section 3). */
export const shareholderFieldNames = [
  'shareholderName',
  'contactInfoName',
  'contactInfoNationalId',
  'email',
  'phone',
  'nationalId',
  'nationality',
  'companyNumber',
  'address',
  'postalCode',
  'city',
  'country',
  'utlNumber',
  'lockupEndDate',
  'loanAmount',
  'issuedShareholderCertificate',
  'bankDetailsCountry',
  'bic',
  'iban',
  'gender',
  'isEmployee',
] as const;
export type ShareholderFieldName = (typeof shareholderFieldNames)[number];

/** Server validation codes for a single field (seed: register, section 8). */
export const shareholderFieldErrors = [
  'missingName',
  'missingFirstName',
  'missingLastName',
  'invalidEmail',
  'invalidPhoneNumber',
  'invalidCountryCode',
  'invalidSocialSecurityNumber',
  'nonUniqueSocialSecurityNumber',
  'invalidOrganisationNumber',
  'nonUniqueCompanyNumber',
  'invalidNorwegianCompanyNumberLength',
  'invalidNorwegianCompanyNumberOnlyNumeric',
  'invalidPostalCode',
  'invalidUtlNumber',
  'invalidLockupEndDateDate',
  'invalidLoanAmount',
  'text-too-long',
  'invalidCharacters',
  'invalidValue',
] as const;
export type ShareholderFieldError = (typeof shareholderFieldErrors)[number];

/** What a holder may change about themselves in the shareholder portal: how to reach and pay them (our decision, docs/decisions/register/shareholders.md). */
export const holderEditableFieldNames = ['email', 'phone', 'address', 'postalCode', 'city', 'country', 'bankDetailsCountry', 'bic', 'iban'] as const satisfies readonly ShareholderFieldName[];
