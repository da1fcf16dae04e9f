// What the company-role calls answer, shared by the domain and BFF that build it and the console that shows it.
import type { CompanyRoleType } from '../access/access-types';
import type { Language } from '../../kernel/i18n/languages';

/** What a role says about its holder: the seed's fields, for audit events and answers. */
export type CompanyRoleFacts = {
  id: string;
  role: CompanyRoleType;
  firstName: string;
  middleName: string | null;
  lastName: string;
  email: string | null;
  language: Language;
};

/** A role holder as `GET /api/company/{orgNo}/roles` lists it (react-admin's simple-rest shape). */
export type CompanyRoleRecord = CompanyRoleFacts & { companyroleId: string };
