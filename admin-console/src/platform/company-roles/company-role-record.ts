import type { CompanyRoleType, Language } from '@andel/domain/shared';

/** A role holder as `GET /api/company/{orgNo}/roles` lists it. */
export type CompanyRoleRecord = {
  id: string;
  companyroleId: string;
  role: CompanyRoleType;
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  language: Language;
};

export const companyRoleName = ({ firstName, middleName, lastName }: CompanyRoleRecord) => [firstName, middleName, lastName].filter(Boolean).join(' ');
