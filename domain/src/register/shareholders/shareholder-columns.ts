/** The loan amount's numeric column. */
export const loanAmountColumn = { precision: 20, scale: 2 } as const;

/** The text columns' lengths in characters: the entity's, and what the field rules check before storing. */
export const shareholderTextLengths = {
  firstName: 100,
  middleName: 100,
  lastName: 100,
  birthDate: 10,
  nationalId: 20,
  companyName: 300,
  companyNumber: 20,
  contactName: 300,
  contactNationalId: 20,
  email: 320,
  phoneCountryCode: 6,
  phoneNumber: 30,
  address: 300,
  postalCode: 20,
  city: 100,
  country: 2,
  nationality: 2,
  utlNumber: 9,
  bic: 11,
  iban: 34,
  bankDetailsCountry: 200,
  lockupEndDate: 10,
} as const;

