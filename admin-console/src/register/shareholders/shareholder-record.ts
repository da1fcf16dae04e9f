import type { ShareholderFieldName } from '@andel/domain/shared';

export type ShareholderRecord = {
  id: string;
  isCompany: boolean;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  companyNumber: string | null;
  nationalId: string | null;
  birthDate: string | null;
  /** What identifies the holder to every viewer: a person's birth date, a company's number. */
  birthDateOrOrganisationNumber: string;
  contactName: string | null;
  contactNationalId: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  country: string;
  nationality: string;
  utlNumber: string | null;
  isEmployee: boolean | null;
  issuedShareholderCertificate: boolean;
  bic: string | null;
  iban: string | null;
  bankDetailsCountry: string | null;
  lockupEndDate: string | null;
  loanAmount: string | null;
  gender: string | null;
  isPledged: boolean;
  pledgeComment: string | null;
  remark: string | null;
  /** In the holder's details: whether any entry of the log ever named the holder (one never named may be deleted). */
  everHeldShares?: boolean;
};

/** The value a field of the edit form starts from. */
export const fieldValue = (record: ShareholderRecord, field: ShareholderFieldName): string | boolean | null => {
  switch (field) {
    case 'shareholderName':
      return record.name;
    case 'contactInfoName':
      return record.contactName;
    case 'contactInfoNationalId':
      return record.contactNationalId;
    default:
      return record[field];
  }
};

/** Fields shown for a person or a company: switching the type swaps personal and contact info. */
export const fieldsFor = (isCompany: boolean): ShareholderFieldName[] => [
  'shareholderName',
  ...(isCompany ? (['companyNumber', 'contactInfoName', 'contactInfoNationalId'] as const) : (['nationalId', 'gender'] as const)),
  'email',
  'phone',
  'address',
  'postalCode',
  'city',
  'country',
  'nationality',
  'utlNumber',
  'lockupEndDate',
  'loanAmount',
  'isEmployee',
  'issuedShareholderCertificate',
  'bankDetailsCountry',
  'bic',
  'iban',
];

export const fieldOptions: Partial<Record<ShareholderFieldName, { value: string; labelKey: string }[]>> = {
  gender: [
    { value: '', labelKey: 'shareholders.unset' },
    { value: 'male', labelKey: 'shareholders.gender.male' },
    { value: 'female', labelKey: 'shareholders.gender.female' },
  ],
  isEmployee: [
    { value: '', labelKey: 'shareholders.unset' },
    { value: 'true', labelKey: 'shareholders.yes' },
    { value: 'false', labelKey: 'shareholders.no' },
  ],
  issuedShareholderCertificate: [
    { value: 'true', labelKey: 'shareholders.yes' },
    { value: 'false', labelKey: 'shareholders.no' },
  ],
};
