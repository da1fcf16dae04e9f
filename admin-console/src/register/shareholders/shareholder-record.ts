import type { ShareholderFieldName, ShareholderRecord } from '@andel/domain/shared';

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
